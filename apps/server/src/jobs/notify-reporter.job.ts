import { z } from 'zod';
import { renderEmail } from '../lib/email-texts.ts';
import { defineJob } from './job.ts';
import { reporterAddress } from './notifications.repository.ts';
import { publicBase } from './notify-reviewers.job.ts';

/**
 * Tells a reporter who left an address that a message is waiting: to sign in on the web, or,
 * for a caller whose report the hotline filed (it has no password), to call again. Others may
 * read that mailbox, so the email carries neither report content nor the report ID.
 */
export const notifyReporter = defineJob({
  name: 'notify-reporter',
  payload: z.object({ reportId: z.number().int().positive() }),
  async run(ctx, { reportId }) {
    const address = await reporterAddress(ctx.db, reportId);
    if (!address?.email) return;
    const link = `${publicBase(ctx.config)}/`;
    const to = ctx.codec.decryptText(address.email);
    const kind = address.byPhone ? 'reporterNewMessageByPhone' : 'reporterNewMessage';
    await ctx.mailer.send({ to, ...renderEmail(kind, address.langKey, { link }) });
  },
});
