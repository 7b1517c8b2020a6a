/** A status or a warning is read whole: its badge keeps its width in a narrow column instead of cutting its label short. */
export const WHOLE_BADGE = { root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } } as const;
