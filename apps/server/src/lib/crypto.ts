import {
  type CipherKey,
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  type DecipherGCM,
  randomBytes,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Encryption at rest (DESIGN.md §7): AES-256-GCM. Report text, answers and comments go
 * through `encryptText`/`decryptText`; each attachment gets a key of its own, wrapped by
 * the master key. The master key is ENCRYPTION_KEY, or on a first run a key generated
 * into the data folder. This file is the only one that calls the cipher.
 */
export interface Codec {
  encryptText(plain: string): string;
  decryptText(stored: string): string;
  /**
   * The keyed hash (HMAC-SHA-256) a report ID is looked up and kept unique by (decision 035):
   * a plain hash would not do, the IDs are few enough to try them all.
   */
  referenceHash(referenceId: string): string;
  newFileKey(): Buffer;
  wrapKey(key: Buffer): string;
  unwrapKey(wrapped: string): Buffer;
  /** HMAC-SHA256 of `value` under a key derived from the master key for `purpose`: a lookup key that shows nothing. */
  keyedHash(purpose: string, value: string): string;
}

const ALGORITHM = 'aes-256-gcm';
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
const PREFIX = 'v1:';

function seal(key: CipherKey, plain: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: CipherKey, stored: string): Buffer {
  if (!stored.startsWith(PREFIX)) throw new Error('not a sealed value');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = decipher.update(raw.subarray(IV_BYTES + TAG_BYTES));
  // GCM is a stream mode: `update` gave every byte, `final` only checks the tag (and throws if it differs).
  decipher.final();
  return plain;
}

/** A stream that encrypts what passes through as `IV ‖ ciphertext ‖ tag` (the layout of stored files). */
export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  let started = false;
  const start = (stream: Transform) => {
    if (!started) stream.push(iv);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      start(this);
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      start(this);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** Decrypts the ciphertext written to it; the stream fails at the end if the tag does not match. */
export function decryptingStream(key: Buffer, iv: Buffer, tag: Buffer): DecipherGCM {
  const decipher = createDecipheriv(ALGORITHM, key, iv);
  decipher.setAuthTag(tag);
  return decipher;
}

export function createCodec(masterKey: Buffer): Codec {
  if (masterKey.length !== 32) throw new Error('the master key must be 32 bytes');
  // A key object is set up once: each cipher made from it skips copying and checking the raw key.
  const key = createSecretKey(masterKey);
  // Each purpose hashes under a key of its own, derived from the master key, so no value is both
  // sealed and hashed under one key.
  const purposeKey = (purpose: string) =>
    createHmac('sha256', masterKey).update(`candor keyed hash: ${purpose}`).digest();
  const keyedHash = (hashKey: Buffer, value: string) =>
    createHmac('sha256', hashKey).update(value, 'utf8').digest('base64url');
  const referenceKey = purposeKey('report ID lookup');
  return {
    // Empty text is stored empty: its sealed form would say no more (a ciphertext's length shows
    // the text's), and most reports leave several answers empty (decision 027).
    encryptText: (plain) => (plain === '' ? '' : seal(key, Buffer.from(plain, 'utf8'))),
    decryptText: (stored) => (stored === '' ? '' : open(key, stored).toString('utf8')),
    referenceHash: (referenceId) => keyedHash(referenceKey, referenceId),
    newFileKey: () => randomBytes(32),
    wrapKey: (fileKey) => seal(key, fileKey),
    unwrapKey: (wrapped) => open(key, wrapped),
    keyedHash: (purpose, value) => keyedHash(purposeKey(purpose), value),
  };
}

/** ENCRYPTION_KEY (base64, 32 bytes), else `<dataDir>/master.key`, generated on first use. */
export function loadMasterKey(opts: { encryptionKey?: string; dataDir: string }): Buffer {
  if (opts.encryptionKey) return Buffer.from(opts.encryptionKey, 'base64');
  if (opts.dataDir === 'memory://') return randomBytes(32);
  const file = path.resolve(opts.dataDir, 'master.key');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
