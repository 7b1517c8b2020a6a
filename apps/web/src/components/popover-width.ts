/** A popover's width: as wide as asked, but never wider than the screen less 8 px on each side. */
export const popoverWidth = (px: number) => `min(${px}px, calc(100vw - 16px))`;
