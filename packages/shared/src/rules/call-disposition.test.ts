import { describe, expect, it } from 'vitest';
import { ZCallDisposition } from '../contracts/hotline.ts';
import { CALL_PAGE_IDS, TERMINATION_REASONS, terminationReasonsFor } from './call-disposition.ts';

const base = {
  terminationReason: 'WRONG_NUMBER',
  startTime: '2026-11-24T10:00:00Z',
  stopTime: '2026-11-24T10:01:00Z',
  pageId: 'A',
};

describe('call disposition', () => {
  it('offers every reason on pages A to P, and only Call Completed on the success page Q', () => {
    expect(CALL_PAGE_IDS).toHaveLength(17);
    for (const page of CALL_PAGE_IDS.slice(0, -1)) expect(terminationReasonsFor(page)).toEqual(TERMINATION_REASONS);
    expect(terminationReasonsFor('Q')).toEqual(['CALL_COMPLETED']);
  });

  it('accepts a minimal payload and fills the defaults', () => {
    expect(ZCallDisposition.parse(base)).toMatchObject({ specialCircumstances: [], comments: '' });
  });

  it.each([
    { pageId: 'Q' },
    { pageId: 'q' },
    { stopTime: '2026-11-24T09:59:59Z' },
    { specialCircumstances: ['QUESTION', 'QUESTION'] },
    { comments: 'x'.repeat(2001) },
    { startTime: '24/11/2026' },
  ])('refuses %o', (overrides) => {
    expect(ZCallDisposition.safeParse({ ...base, ...overrides }).success).toBe(false);
  });
});
