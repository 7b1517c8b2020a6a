import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimums (19 MiB, 2 passes). */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/**
 * Stored as the password hash of reports nobody signs in to with a password (hotline and
 * transcribed): not an argon2id string, so no password ever verifies against it.
 */
export const NO_PASSWORD = '!';

export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
