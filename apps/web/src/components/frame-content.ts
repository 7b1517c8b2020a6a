/** The main landmark of every page. */
export const MAIN_CONTENT_ID = 'main-content';

/** The page beside an area's navigation: where "Skip to main content" goes, past the navigation. */
export const FRAME_CONTENT_ID = 'page-content';

/** Where a page's own content starts: the page beside an area's navigation, else the main landmark. */
export const pageContent = () => document.getElementById(FRAME_CONTENT_ID) ?? document.getElementById(MAIN_CONTENT_ID);
