import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest (DESIGN.md §7): AES-256-GCM. Report text, answers and comments go
 * through `encryptText`/`decryptText`; each attachment gets a key of its own, wrapped by
 * the master key. The master key is ENCRYPTION_KEY, or on a first run a key generated
 * into the data folder.
 */
export interface Codec {
  encryptText(plain: string): string;
  decryptText(stored: string): string;
  newFileKey(): Buffer;
  wrapKey(key: Buffer): string;
  unwrapKey(wrapped: string): Buffer;
}

const PREFIX = 'v1:';

function seal(key: Buffer, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: Buffer, stored: string): Buffer {
  if (!stored.startsWith(PREFIX)) throw new Error('not a sealed value');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
}

export function createCodec(masterKey: Buffer): Codec {
  if (masterKey.length !== 32) throw new Error('the master key must be 32 bytes');
  return {
    encryptText: (plain) => seal(masterKey, Buffer.from(plain, 'utf8')),
    decryptText: (stored) => open(masterKey, stored).toString('utf8'),
    newFileKey: () => randomBytes(32),
    wrapKey: (key) => seal(masterKey, key),
    unwrapKey: (wrapped) => open(masterKey, wrapped),
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
