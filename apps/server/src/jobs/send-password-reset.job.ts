import { z } from 'zod';
import { oidcEnabled } from '../config.ts';
import { renderEmail } from '../lib/email-texts.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { SSO_START_PATH } from '../modules/account/sso.service.ts';
import { findUserById, replaceResetKey } from '../modules/admin/admin.repository.ts';
import { organizationNames } from '../modules/reporting/organization.repository.ts';
import { interfaceLabels } from '../modules/reports/export-labels.ts';
import { defineJob, type JobContext, publicBase } from './job.ts';

/** How long the emailed link works (decision 044). */
export const RESET_LINK_HOURS = 24;

/** Where the emailed link leads: the page that sets a new password. */
export const RESET_PAGE = '/account/reset/finish';

/**
 * Emails a user the one-time link an administrator's password reset asked for, or, for a user
 * just created (`invitation`), the invitation to choose a first password (decision 074). The key
 * is made here, when the mail goes out, so that it is never stored anywhere but in the email:
 * the database keeps its SHA-256 only, and a newer link replaces any before it. With single
 * sign-on there is no password to choose: the invitation links to the identity provider's sign-in
 * instead, and a reset asked for before the provider was configured sends nothing (decision 075).
 */
export const sendPasswordReset = defineJob({
  name: 'send-password-reset',
  payload: z.object({ userId: z.number().int().positive(), invitation: z.boolean().optional() }),
  async run(ctx, { userId, invitation = false }) {
    const user = await findUserById(ctx.db, userId);
    // Deactivated, or no address, since the reset was asked for: nothing to send.
    if (!user?.activated || user.userStatus !== 'ACTIVE' || !user.email) return;
    // An invitation sent late (a retried job) finds the password already chosen: nothing to invite to.
    if (invitation && user.passwordHash) return;
    const sso = oidcEnabled(ctx.config);
    if (sso && !invitation) return;
    const text = sso ? 'staffInvitationSso' : invitation ? 'staffInvitation' : 'staffPasswordReset';
    const page = sso ? SSO_START_PATH : `${RESET_PAGE}?key=${await newKey(ctx, userId, invitation)}`;
    const link = `${publicBase(ctx.config)}${page}`;
    const details = invitation ? await accountDetails(ctx, user) : '';
    await ctx.mailer.send({
      to: user.email,
      ...renderEmail(text, user.langKey, { login: user.login, link, hours: String(RESET_LINK_HOURS), details }),
    });
  },
});

type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/**
 * What the invitation says the account is for, so that its reader can tell it from a lure: the
 * organization and the type, worded as the administrator's user form words them.
 */
async function accountDetails(ctx: JobContext, user: User): Promise<string> {
  const l = interfaceLabels(user.langKey, 'connectsAdmin.');
  const organization =
    user.primaryOrganizationId === null
      ? undefined
      : (await organizationNames(ctx.db, [user.primaryOrganizationId], user.langKey)).get(user.primaryOrganizationId);
  const types = [
    user.userType && l(`userType.${user.userType}`),
    user.programAdmin && l('user.fields.programAdmin'),
  ].filter((type) => typeof type === 'string' && type !== '');
  return [
    organization && `${l('user.fields.primaryOrganizationId')}: ${organization}`,
    types.length > 0 && `${l('user.fields.userType')}: ${types.join(', ')}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Stores the SHA-256 of a new one-time key and gives back the key, ready for a link. */
async function newKey(ctx: JobContext, userId: number, invitation: boolean): Promise<string> {
  const key = randomToken();
  await replaceResetKey(ctx.db, userId, sha256(key), new Date(Date.now() + RESET_LINK_HOURS * 3600_000), invitation);
  return encodeURIComponent(key);
}
