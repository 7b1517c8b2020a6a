import { z } from 'zod';
import { renderEmail } from '../lib/email-texts.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { findUserById, replaceResetKey } from '../modules/admin/admin.repository.ts';
import { defineJob, publicBase } from './job.ts';

/** How long the emailed link works (decision 044). */
export const RESET_LINK_HOURS = 24;

/** Where the emailed link leads: the page that sets a new password. */
export const RESET_PAGE = '/account/reset/finish';

/**
 * Emails a user the one-time link an administrator's password reset asked for. The key is
 * made here, when the mail goes out, so that it is never stored anywhere but in the email:
 * the database keeps its SHA-256 only, and a newer link replaces any before it.
 */
export const sendPasswordReset = defineJob({
  name: 'send-password-reset',
  payload: z.object({ userId: z.number().int().positive() }),
  async run(ctx, { userId }) {
    const user = await findUserById(ctx.db, userId);
    // Deactivated, or no address, since the reset was asked for: nothing to send.
    if (!user?.activated || user.userStatus !== 'ACTIVE' || !user.email) return;
    const key = randomToken();
    await replaceResetKey(ctx.db, userId, sha256(key), new Date(Date.now() + RESET_LINK_HOURS * 3600_000));
    const link = `${publicBase(ctx.config)}${RESET_PAGE}?key=${encodeURIComponent(key)}`;
    await ctx.mailer.send({
      to: user.email,
      ...renderEmail('staffPasswordReset', user.langKey, { login: user.login, link, hours: String(RESET_LINK_HOURS) }),
    });
  },
});
