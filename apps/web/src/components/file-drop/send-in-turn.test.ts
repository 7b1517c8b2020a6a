import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { ChunkLoadError } from '../../lib/load-chunk.ts';
import { sendInTurn } from './send-in-turn.ts';
import type { UploadState } from './upload-state.ts';

const files = ['a.txt', 'b.txt', 'c.txt'].map((name) => new File([name], name));

/** Sends `files` with `answer` deciding each one's fate; what was sent, flagged how, and the last state of each. */
async function send(answer: (name: string) => Error | null) {
  const calls: [string, boolean][] = [];
  const states = new Map<string, UploadState>();
  const failed = await sendInTurn(
    files,
    async (file, first) => {
      calls.push([file.name, first]);
      const error = answer(file.name);
      if (error) throw error;
    },
    (file, state) => states.set(file.name, state),
  );
  return { calls, states, failed: [...failed.keys()].map((f) => f.name) };
}

describe('files sent one after another', () => {
  it('flag the first that goes through to notify, even when the one before it was refused', async () => {
    const refused = new ApiError(400, { message: 'attachmentError.virus', status: 400 }, null);
    const { calls, states, failed } = await send((name) => (name === 'a.txt' ? refused : null));
    expect(calls).toEqual([
      ['a.txt', true],
      ['b.txt', true],
      ['c.txt', false],
    ]);
    expect(failed).toEqual(['a.txt']);
    expect(states.get('a.txt')).toEqual({ kind: 'failed', messageKey: 'attachmentError.virus' });
    expect(states.get('c.txt')).toEqual({ kind: 'done' });
  });

  it('go on after a lost answer, which names no reason', async () => {
    const { calls, states, failed } = await send((name) =>
      name === 'b.txt' ? new TypeError('Failed to fetch') : null,
    );
    expect(calls.map(([name]) => name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(failed).toEqual(['b.txt']);
    expect(states.get('b.txt')).toEqual({ kind: 'failed', messageKey: null });
  });

  it('stop when the upload code did not load: the files after it fail untried', async () => {
    const { calls, states, failed } = await send((name) => (name === 'b.txt' ? new ChunkLoadError('timeout') : null));
    expect(calls.map(([name]) => name)).toEqual(['a.txt', 'b.txt']);
    expect(failed).toEqual(['b.txt', 'c.txt']);
    expect(states.get('a.txt')).toEqual({ kind: 'done' });
    expect(states.get('c.txt')).toEqual({ kind: 'failed', messageKey: null });
  });
});
