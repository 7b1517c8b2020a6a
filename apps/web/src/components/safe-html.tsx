import { ALLOWED_HTML_TAGS } from '@candor/shared';
import { Box, type BoxProps } from '@mantine/core';
import DOMPurify from 'dompurify';

/** Report text and comments keep only b, i, em, strong, br and hr (DESIGN §7), sanitized again on render. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...ALLOWED_HTML_TAGS], ALLOWED_ATTR: [] });
}

export function SafeHtml({ html, ...box }: BoxProps & { html: string }) {
  return (
    <Box
      {...box}
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized to the allowed tags just above
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
