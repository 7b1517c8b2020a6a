import { describe, expect, it } from 'vitest';
import { editableText } from './editable-text.ts';

describe('editableText', () => {
  it('gives back what was typed before the server escaped it', () => {
    expect(editableText('a &lt; b &amp; c "AT&amp;T" &lt;3')).toBe('a < b & c "AT&T" <3');
    expect(editableText('<b>kept</b> as written&nbsp;here')).toBe('<b>kept</b> as written\u00a0here');
  });
});
