/** 128 random bits as hex: `crypto.randomUUID` needs a secure context, `getRandomValues` does not. */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const fileKeys = new WeakMap<File, string>();

/** The key every try of one picked file sends, so a retry after a lost answer files it once (decision 109). */
export function idempotencyKeyOf(file: File): string {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = newIdempotencyKey();
    fileKeys.set(file, key);
  }
  return key;
}
