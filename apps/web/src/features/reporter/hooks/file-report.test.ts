import type { TReportSubmitted } from '@candor/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { type Filing, fileReport, type SubmissionCalls } from './file-report.ts';

const filed = { referenceId: 'R-1' } as TReportSubmitted;
const lost = () => new ApiError(503, { message: 'error.unavailable', status: 503 }, null);
const refused = () => new ApiError(400, { message: 'error.validation', status: 400 }, null);

/** The calls of a submission, recording what happened in order; `post` answers with the given outcomes in turn. */
function recorded(outcomes: ('filed' | 'lost' | 'refused')[], stored: string | null = null) {
  const events: string[] = [];
  const calls: SubmissionCalls = {
    preflight: vi.fn(async () => events.push('preflight')),
    post: vi.fn(async (_template: string, _body: never, key: string) => {
      events.push(`post ${key}`);
      const outcome = outcomes.shift();
      if (outcome === 'lost') throw lost();
      if (outcome === 'refused') throw refused();
      return filed;
    }),
    upload: vi.fn(),
    keys: { read: () => stored, write: (key) => events.push(`keep ${key}`) },
  };
  let left = false;
  const filing: Filing = {
    orgId: 7,
    templateId: 'T-1',
    body: {},
    key: { current: null },
    left: () => left,
    hold: () => events.push('hold'),
  };
  return { calls, filing, events, leave: () => (left = true) };
}

describe('filing a report', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks, holds the tab, posts with a new key and forgets the key once filed', async () => {
    const { calls, filing, events } = recorded(['filed']);
    await expect(fileReport(calls, filing)).resolves.toBe(filed);
    const key = events[1].replace('keep ', '');
    expect(key).toMatch(/^[\w-]{16,}$/);
    expect(events).toEqual(['preflight', `keep ${key}`, 'hold', `post ${key}`, 'keep null']);
    expect(filing.key.current).toBeNull();
  });

  it('posts again after a lost answer with the same key, 5 s later', async () => {
    const { calls, filing, events } = recorded(['lost', 'filed'], 'kept-key');
    const result = fileReport(calls, filing);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(events.filter((e) => e.startsWith('post'))).toEqual(['post kept-key']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(filed);
    expect(events.filter((e) => e.startsWith('post'))).toEqual(['post kept-key', 'post kept-key']);
  });

  it('gives up after three more tries, keeping the key for the next one', async () => {
    const { calls, filing } = recorded(['lost', 'lost', 'lost', 'lost']);
    const result = expect(fileReport(calls, filing)).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(5_000 + 10_000 + 15_000);
    await result;
    expect(calls.post).toHaveBeenCalledTimes(4);
    expect(filing.key.current).not.toBeNull();
  });

  it('does not post again after a refusal', async () => {
    const { calls, filing } = recorded(['refused']);
    await expect(fileReport(calls, filing)).rejects.toMatchObject({ status: 400 });
    expect(calls.post).toHaveBeenCalledTimes(1);
  });

  it('posts nothing once the reporter has left, and keeps the key of a report filed after he left', async () => {
    const before = recorded(['filed']);
    before.leave();
    await expect(fileReport(before.calls, before.filing)).resolves.toBeNull();
    expect(before.events).toEqual([]);

    const after = recorded(['lost', 'filed']);
    const result = fileReport(after.calls, after.filing);
    await vi.advanceTimersByTimeAsync(0);
    after.leave();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBeNull();
    expect(after.calls.post).toHaveBeenCalledTimes(1);

    const filedThenLeft = recorded(['filed']);
    vi.mocked(filedThenLeft.calls.post).mockImplementationOnce(async () => {
      filedThenLeft.leave();
      return filed;
    });
    await expect(fileReport(filedThenLeft.calls, filedThenLeft.filing)).resolves.toBeNull();
    expect(filedThenLeft.filing.key.current).not.toBeNull();
    expect(filedThenLeft.events).not.toContain('keep null');
  });
});
