import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCodec, loadMasterKey } from './crypto.ts';

describe('codec', () => {
  const codec = createCodec(randomBytes(32));

  it('round-trips text and never stores it readable', () => {
    const sealed = codec.encryptText('The manager took cash from the till');
    expect(sealed).not.toContain('manager');
    expect(codec.decryptText(sealed)).toBe('The manager took cash from the till');
  });

  it('refuses a tampered value', () => {
    const sealed = codec.encryptText('secret');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => codec.decryptText(`v1:${raw.toString('base64')}`)).toThrow();
  });

  it('refuses a value sealed by another key', () => {
    const other = createCodec(randomBytes(32));
    expect(() => other.decryptText(codec.encryptText('x'))).toThrow();
  });

  it('stores empty text empty and every other text sealed', () => {
    expect(codec.encryptText('')).toBe('');
    expect(codec.decryptText('')).toBe('');
    expect(codec.encryptText(' ')).toMatch(/^v1:/);
    expect(() => codec.decryptText('plain text')).toThrow();
  });

  it('hashes a report ID under a key of its own: the same ID alike, another ID or key apart, the ID unreadable', () => {
    const hash = codec.referenceHash('Ab3dEf7hJk9m');
    expect(hash).toBe(codec.referenceHash('Ab3dEf7hJk9m'));
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('Ab3dEf7hJk9m');
    expect(codec.referenceHash('Ab3dEf7hJk9M')).not.toBe(hash);
    expect(createCodec(randomBytes(32)).referenceHash('Ab3dEf7hJk9m')).not.toBe(hash);
    expect(hash).not.toBe(createHash('sha256').update('Ab3dEf7hJk9m').digest('base64url'));
  });

  it('wraps file keys', () => {
    const key = codec.newFileKey();
    expect(codec.unwrapKey(codec.wrapKey(key)).equals(key)).toBe(true);
  });

  it('gives a keyed hash that is stable, differs by purpose and by master key, and shows nothing', () => {
    const hash = codec.keyedHash('submission', 'key-123');
    expect(codec.keyedHash('submission', 'key-123')).toBe(hash);
    expect(codec.keyedHash('other purpose', 'key-123')).not.toBe(hash);
    expect(codec.keyedHash('submission', 'key-124')).not.toBe(hash);
    expect(createCodec(randomBytes(32)).keyedHash('submission', 'key-123')).not.toBe(hash);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('key-123');
  });
});

describe('master key', () => {
  it('is generated once into the data folder and reused', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'candor-key-'));
    const first = loadMasterKey({ dataDir: dir });
    expect(first.length).toBe(32);
    expect(loadMasterKey({ dataDir: dir }).equals(first)).toBe(true);
    expect(readFileSync(path.join(dir, 'master.key'), 'utf8').trim()).toBe(first.toString('base64'));
  });

  it('comes from ENCRYPTION_KEY when set', () => {
    const key = randomBytes(32);
    expect(loadMasterKey({ encryptionKey: key.toString('base64'), dataDir: 'memory://' }).equals(key)).toBe(true);
  });
});
