import type { ReactNode } from 'react';

/**
 * Report text and comments for an agent to read aloud: the words of the (already sanitized)
 * HTML as plain text, line breaks kept. The HTML is parsed into an inert document (no script
 * runs, nothing loads) and only its text reaches the page, escaped by React (decision 054).
 */
export function asText(html: string): ReactNode {
  const body = new DOMParser().parseFromString(html.replace(/<(br|hr)\s*\/?>/gi, '\n'), 'text/html').body;
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{body.textContent ?? ''}</span>;
}
