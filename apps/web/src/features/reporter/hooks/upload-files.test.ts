import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadState } from '../../../components/file-drop/upload-state.ts';
import { holdBeforeUnload } from '../../../components/use-before-unload.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { type UploadFile, uploadFiles } from './upload-files.ts';

/** A closing tab: the browser asks its question when a listener cancels this event. */
class Unload extends Event {
  // Node's Event has only a getter for the field the listener writes.
  override returnValue = true;
  constructor() {
    super('beforeunload', { cancelable: true });
  }
}
const asksOnClose = () => !window.dispatchEvent(new Unload());

const files = [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')];
const target = { referenceId: 'R1', body: {} };

/** An upload that waits until told, per file: resolve or reject. */
function heldUploads() {
  const waiting: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const upload: UploadFile = () => new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
  const next = async () => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    return waiting.shift() as (typeof waiting)[number];
  };
  return { upload, next };
}

describe("a new report's files, sent one by one", () => {
  beforeEach(() => vi.stubGlobal('window', new EventTarget()));
  afterEach(() => vi.unstubAllGlobals());

  it('keep the tab asking before it closes from the first file to the last', async () => {
    const { upload, next } = heldUploads();
    const states: [string, UploadState][] = [];
    expect(asksOnClose()).toBe(false);
    const sent = uploadFiles(upload, target, files, (file, state) => states.push([file.name, state]));
    const first = await next();
    expect(asksOnClose()).toBe(true);
    first.resolve();
    const second = await next();
    expect(asksOnClose()).toBe(true);
    second.resolve();
    expect(await sent).toBe(true);
    expect(asksOnClose()).toBe(false);
    expect(states.filter(([, s]) => s.kind === 'done').map(([name]) => name)).toEqual(['a.txt', 'b.txt']);
  });

  it('stop asking once the last has failed, and name the reason the server gave', async () => {
    const { upload, next } = heldUploads();
    const states = new Map<string, UploadState>();
    const sent = uploadFiles(upload, target, files, (file, state) => states.set(file.name, state));
    (await next()).reject(new ApiError(400, { message: 'attachmentError.virus', status: 400 }, null));
    (await next()).reject(new Error('connection reset'));
    expect(await sent).toBe(false);
    expect(asksOnClose()).toBe(false);
    expect(states.get('a.txt')).toEqual({ kind: 'failed', messageKey: 'attachmentError.virus' });
    expect(states.get('b.txt')).toEqual({ kind: 'failed', messageKey: null });
  });

  it("leave another holder's question in place when they are done", async () => {
    const { upload, next } = heldUploads();
    const unsavedChanges = holdBeforeUnload();
    const sent = uploadFiles(upload, target, [files[0]], () => {});
    (await next()).resolve();
    await sent;
    expect(asksOnClose()).toBe(true);
    unsavedChanges();
    expect(asksOnClose()).toBe(false);
  });

  it('flag the first file that goes through to notify, even when the one before it was refused', async () => {
    const flags: [string, boolean][] = [];
    const upload: UploadFile = async (_id, _body, file, notify) => {
      flags.push([file.name, notify]);
      if (file.name === 'a.txt') throw new ApiError(400, { message: 'attachmentError.virus', status: 400 }, null);
    };
    const third = new File(['c'], 'c.txt');
    expect(await uploadFiles(upload, target, [...files, third], () => {})).toBe(false);
    expect(flags).toEqual([
      ['a.txt', true],
      ['b.txt', true],
      ['c.txt', false],
    ]);
  });
});
