import { ALLOWED_HTML_TAGS } from '@candor/shared';
import { Box, type BoxProps } from '@mantine/core';
import { createElement, type ReactNode } from 'react';

const ALLOWED = new Set<string>(ALLOWED_HTML_TAGS);
/** Elements whose content is not text for a reader: dropped whole, not unwrapped. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'title']);

function convert(node: Node, key: { next: number }): ReactNode[] {
  if (node.nodeType === Node.TEXT_NODE) return [node.textContent ?? ''];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const tag = (node as Element).localName;
  if (DROPPED.has(tag)) return [];
  const children = [...node.childNodes].flatMap((child) => convert(child, key));
  if (!ALLOWED.has(tag)) return children;
  return [createElement(tag, { key: key.next++ }, ...(tag === 'br' || tag === 'hr' ? [] : children))];
}

/**
 * Report text and comments as React elements: only b, i, em, strong, br and hr, without
 * attributes (DESIGN §7); every other tag gives up its text. The HTML is parsed into an
 * inert document (no script runs, nothing loads) and never reaches innerHTML.
 */
export function sanitizedHtml(html: string): ReactNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const key = { next: 0 };
  return [...body.childNodes].flatMap((child) => convert(child, key));
}

export function SafeHtml({ html, ...box }: BoxProps & { html: string }) {
  return (
    <Box {...box} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {sanitizedHtml(html)}
    </Box>
  );
}
