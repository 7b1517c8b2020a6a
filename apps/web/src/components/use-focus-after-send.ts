import { useEffect, useRef } from 'react';
import { focusOnPage } from './keep-focus.ts';

/**
 * Gives focus back to a message box once its message is sent. While it goes, the box and the
 * Send button are disabled and focus falls to the page; a keyboard user would start again from
 * the top. Focus that has gone elsewhere meanwhile is left where it is.
 */
export function useFocusAfterSend(sending: boolean) {
  const box = useRef<HTMLTextAreaElement>(null);
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && focusOnPage()) box.current?.focus();
    wasSending.current = sending;
  }, [sending]);
  return box;
}
