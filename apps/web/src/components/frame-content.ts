/** The page beside an area's navigation: where "Skip to main content" goes, past the navigation. */
export const FRAME_CONTENT_ID = 'page-content';
