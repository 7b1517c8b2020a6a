import { describe, expect, it } from 'vitest';
import { AUTHORITIES as A } from '../constants.ts';
import { canTranscribe } from './transcribe.ts';

describe('canTranscribe', () => {
  it('lets transcribers and case-owning reviewers transcribe', () => {
    expect(canTranscribe({ authorities: [A.TRANSCRIBER], delegateReviewer: false })).toBe(true);
    expect(canTranscribe({ authorities: [A.USER], delegateReviewer: false })).toBe(true);
    expect(canTranscribe({ authorities: [A.USER, A.MASTER_REVIEWER], delegateReviewer: false })).toBe(true);
  });

  it('refuses delegate reviewers and users without a reviewer authority', () => {
    expect(canTranscribe({ authorities: [A.USER], delegateReviewer: true })).toBe(false);
    for (const a of [A.HOTLINE_AGENT, A.CLIENT_ADMIN, A.CONNECTS_ADMIN, A.ADMIN, A.IMPORT, A.STATISTICS]) {
      expect(canTranscribe({ authorities: [a], delegateReviewer: false })).toBe(false);
    }
  });
});
