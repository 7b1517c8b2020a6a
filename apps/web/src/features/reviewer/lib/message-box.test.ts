import { describe, expect, it } from 'vitest';
import { canAsk, canSendMessage, needsComment } from './message-box.ts';

describe('message box', () => {
  it('sends text, files or both, never nothing', () => {
    expect(canSendMessage({ text: '  ', files: 0, tagged: 2 })).toBe(false);
    expect(canSendMessage({ text: 'Hi', files: 0, tagged: 0 })).toBe(true);
    expect(canSendMessage({ text: '', files: 1, tagged: 0 })).toBe(true);
  });

  it('gives files with tagged reviewers but no text a blank comment, and lets files alone stand alone', () => {
    expect(needsComment({ text: '', files: 1, tagged: 1 }, false)).toBe(true);
    expect(needsComment({ text: '', files: 1, tagged: 0 }, false)).toBe(false);
    expect(needsComment({ text: '', files: 1, tagged: 0 }, true)).toBe(false);
    expect(needsComment({ text: 'See file', files: 1, tagged: 0 }, true)).toBe(true);
  });

  it('asks a question only with words: files alone cannot be one', () => {
    expect(canAsk({ text: '', files: 2, tagged: 0 })).toBe(false);
    expect(canAsk({ text: ' \u200b ', files: 1, tagged: 0 })).toBe(false);
    expect(canAsk({ text: 'When?', files: 0, tagged: 0 })).toBe(true);
  });
});
