import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decryptingStream, encryptingStream, IV_BYTES, TAG_BYTES } from './crypto.ts';

const STORAGE_KEY = /^[0-9a-f]{32}$/;

/**
 * Encrypted files on disk (DESIGN.md §7). Each file is `IV ‖ AES-256-GCM ciphertext ‖ tag`
 * (lib/crypto.ts) under its own key; the caller keeps that key (wrapped by the master key) next to the
 * storage key. Both ways are streamed, so memory does not grow with the file size.
 */
export interface FileStorage {
  readonly root: string;
  /**
   * Encrypts `source`, passed through `through` on the way, into a new file and returns
   * its storage key and plaintext size. On any error nothing is left behind.
   */
  save(fileKey: Buffer, source: Readable, ...through: Transform[]): Promise<{ storageKey: string; size: number }>;
  /** The decrypted content; the stream fails (is destroyed) if the file was altered. */
  open(storageKey: string, fileKey: Buffer): Promise<Readable>;
  remove(storageKey: string): Promise<void>;
  /** Removes the folder when it was a temporary one. */
  close(): Promise<void>;
}

/** DATA_DIR/attachments, or ATTACHMENTS_DIR; with DATA_DIR memory:// a temporary folder per app. */
export async function openStorage(opts: { root?: string; dataDir: string }): Promise<FileStorage> {
  let root = opts.root;
  let temporary = false;
  if (!root && opts.dataDir === 'memory://') {
    root = await mkdtemp(path.join(os.tmpdir(), 'candor-attachments-'));
    temporary = true;
  }
  root = path.resolve(root ?? path.join(opts.dataDir, 'attachments'));
  const partial = path.join(root, 'partial');
  await mkdir(partial, { recursive: true, mode: 0o700 });

  const fileOf = (storageKey: string) => {
    if (!STORAGE_KEY.test(storageKey)) throw new Error('invalid storage key');
    return path.join(root, storageKey);
  };

  return {
    root,
    async save(fileKey, source, ...through) {
      const storageKey = randomBytes(16).toString('hex');
      const temp = path.join(partial, `${storageKey}.part`);
      const counter = new ByteCounter();
      const sink = createWriteStream(temp, { mode: 0o600 });
      try {
        await pipeline([source, ...through, counter, encryptingStream(fileKey), sink]);
        await rename(temp, fileOf(storageKey));
      } catch (err) {
        // A refused upload can end the pipeline while the file is still being opened: wait for
        // the sink to close, or the open would create the file after it was removed.
        if (!sink.closed) await new Promise<void>((done) => sink.once('close', () => done()));
        await rm(temp, { force: true });
        throw err;
      }
      return { storageKey, size: counter.bytes };
    },
    async open(storageKey, fileKey) {
      const file = fileOf(storageKey);
      const { size } = await stat(file);
      if (size < IV_BYTES + TAG_BYTES) throw new Error('stored file is truncated');
      const iv = Buffer.alloc(IV_BYTES);
      const tag = Buffer.alloc(TAG_BYTES);
      const handle = await open(file, 'r');
      try {
        await handle.read(iv, 0, IV_BYTES, 0);
        await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
      } finally {
        await handle.close();
      }
      const decipher = decryptingStream(fileKey, iv, tag);
      const lastBodyByte = size - TAG_BYTES - 1;
      if (lastBodyByte < IV_BYTES) {
        // An empty file: no body to read, only the tag to check.
        decipher.end();
        return decipher;
      }
      const body = createReadStream(file, { start: IV_BYTES, end: lastBodyByte });
      // A failed tag check at the end destroys `decipher` with the error; whoever reads it sees it.
      pipeline(body, decipher).catch(() => {});
      return decipher;
    },
    async remove(storageKey) {
      await rm(fileOf(storageKey), { force: true });
    },
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}

class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}
