import { describe, expect, it } from 'vitest';
import { ALLOWED_HTML_TAGS } from './sanitize-policy.ts';

describe('ALLOWED_HTML_TAGS', () => {
  it('allows only b, i, em, strong, br and hr', () => {
    expect([...ALLOWED_HTML_TAGS].sort()).toEqual(['b', 'br', 'em', 'hr', 'i', 'strong']);
  });
});
