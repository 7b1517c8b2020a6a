import type { Db, Tx } from '../../db/client.ts';
import { audit } from '../../lib/audit.repository.ts';
import { badRequest } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import * as repo from './admin.repository.ts';

/**
 * The page of an emailed reset link sets a new password: the key works once and until it runs
 * out, and every other link of the user ends with it; the user's sessions end, failures are
 * forgotten and the change is audited.
 */
export function createPasswordResetService({ db }: { db: Db }) {
  /** The key's user, while the key works and the user may still set a password; else 400. */
  async function userOf(tx: Tx, userId: number | undefined) {
    const user = userId === undefined ? undefined : await repo.findUserById(tx, userId);
    // Deactivated since the link was sent: the link no longer works.
    if (!user?.activated || user.userStatus !== 'ACTIVE') throw badRequest('error.resetKeyInvalid');
    return user;
  }

  return {
    /** Whether the link still works, so that its page says so before a password is chosen. */
    async check(key: string): Promise<void> {
      await userOf(db, await repo.resetKeyUser(db, sha256(key)));
    },

    async finish(key: string, newPassword: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const user = await userOf(tx, await repo.consumeResetKey(tx, sha256(key)));
        await repo.updateUser(tx, user.id, { passwordHash, failedLoginAttempts: 0 });
        await repo.endSessionsOf(tx, user.id);
        await audit(tx, 'CHANGE_PASSWORD', { login: user.login, userId: user.id }, { login: user.login });
      });
    },
  };
}
