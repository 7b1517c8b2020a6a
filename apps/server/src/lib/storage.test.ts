import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from './storage.ts';

const roots: string[] = [];
const tempRoot = async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'candor-storage-test-'));
  roots.push(root);
  return root;
};
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe('encrypted file storage', () => {
  it('gives back what was saved, and the file on disk is IV, ciphertext and tag', async () => {
    const storage = await openStorage({ root: await tempRoot(), dataDir: 'memory://' });
    const key = randomBytes(32);
    const content = randomBytes(300_000);
    const { storageKey, size } = await storage.save(
      key,
      Readable.from([content.subarray(0, 1000), content.subarray(1000)]),
    );
    expect(size).toBe(content.length);
    const onDisk = await readFile(path.join(storage.root, storageKey));
    expect(onDisk.length).toBe(content.length + 28);
    expect(onDisk.includes(content.subarray(5000, 5064))).toBe(false);
    expect((await buffer(await storage.open(storageKey, key))).equals(content)).toBe(true);
  });

  it('fails the stream when the file was altered, or with another key', async () => {
    const storage = await openStorage({ root: await tempRoot(), dataDir: 'memory://' });
    const key = randomBytes(32);
    const { storageKey } = await storage.save(key, Readable.from([randomBytes(10_000)]));
    await expect(buffer(await storage.open(storageKey, randomBytes(32)))).rejects.toThrow(/authenticate/);
    const handle = await open(path.join(storage.root, storageKey), 'r+');
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, 500);
    await handle.write(Buffer.from([byte[0] ^ 1]), 0, 1, 500);
    await handle.close();
    await expect(buffer(await storage.open(storageKey, key))).rejects.toThrow(/authenticate/);
  });

  it('leaves nothing behind when the upload fails half-way', async () => {
    const storage = await openStorage({ root: await tempRoot(), dataDir: 'memory://' });
    let seen = 0;
    const failing = new Transform({
      transform(chunk: Buffer, _e, done) {
        seen += chunk.length;
        done(seen > 50_000 ? new Error('refused') : null, chunk);
      },
    });
    const source = Readable.from(Array.from({ length: 10 }, () => randomBytes(16_384)));
    await expect(storage.save(randomBytes(32), source, failing)).rejects.toThrow('refused');
    expect(await readdir(storage.root)).toEqual(['partial']);
    expect(await readdir(path.join(storage.root, 'partial'))).toEqual([]);
  });

  it('uses DATA_DIR/attachments, or a temporary folder removed on close for memory://', async () => {
    const dataDir = await tempRoot();
    const onDisk = await openStorage({ dataDir });
    expect(onDisk.root).toBe(path.join(dataDir, 'attachments'));
    await onDisk.close();
    expect(existsSync(onDisk.root)).toBe(true);
    const temporary = await openStorage({ dataDir: 'memory://' });
    expect(existsSync(temporary.root)).toBe(true);
    await temporary.close();
    expect(existsSync(temporary.root)).toBe(false);
  });

  it('refuses a storage key that is not one it made', async () => {
    const storage = await openStorage({ root: await tempRoot(), dataDir: 'memory://' });
    await expect(storage.open('../master.key', randomBytes(32))).rejects.toThrow('invalid storage key');
  });
});
