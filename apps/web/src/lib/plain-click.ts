/**
 * A click that follows a link in the same tab: the main button with no modifier. The others open
 * a new tab or window, or download the link (alt), and so leave the page as it is.
 */
export const isPlainClick = (e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
