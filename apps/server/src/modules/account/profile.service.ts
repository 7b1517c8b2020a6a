/** The reviewer's profile (spec 001 §2 "Profile", §7 "Profile and key"; decision 057). */
import { landingPageOf, type TProfile, type ZProfileUpdate } from '@candor/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sendPasswordReset } from '../../jobs/send-password-reset.job.ts';
import { audit } from '../../lib/audit.repository.ts';
import { badRequest, unauthorized } from '../../lib/http-error.ts';
import { refuseLanguageOutsideRole } from '../../lib/role-language.ts';
import * as repo from './profile.repository.ts';

type Update = z.output<typeof ZProfileUpdate>;
type Who = { id: number; login: string; authorities: readonly string[] };

export function createProfileService({ db }: { db: Db }) {
  async function profile(userId: number): Promise<TProfile> {
    const row = await repo.profileOf(db, userId);
    if (!row) throw unauthorized();
    return {
      name: `${row.firstName} ${row.lastName}`.trim() || row.login,
      email: row.email,
      title: row.title,
      department: row.department,
      preferredLanguage: row.langKey as TProfile['preferredLanguage'],
      primaryPhone: row.primaryPhone,
      secondaryPhone: row.secondaryPhone,
      dashboardEnabled: row.dashboardEnabled,
      landingPage: landingPageOf(row),
    };
  }

  return {
    profile: (user: Who) => profile(user.id),

    /** Name and email belong to the administrators; the dashboard landing page needs the dashboard; the language, the role's. */
    async update(user: Who, body: Update): Promise<TProfile> {
      const current = await profile(user.id);
      // One his role has lost stays until he changes it: it does not stop the save of the rest.
      if (body.preferredLanguage !== current.preferredLanguage) {
        refuseLanguageOutsideRole(user.authorities, body.preferredLanguage, 'preferredLanguage');
      }
      if (body.landingPage === 'DASHBOARD' && !current.dashboardEnabled) {
        throw badRequest('error.validation', {
          fieldErrors: [{ field: 'landingPage', message: 'dashboardDisabled' }],
        });
      }
      await db.transaction(async (tx) => {
        await repo.updateProfile(tx, user.id, {
          title: body.title,
          department: body.department,
          langKey: body.preferredLanguage,
          primaryPhone: body.primaryPhoneNumber,
          secondaryPhone: body.secondaryPhoneNumber,
          landingPage: body.landingPage,
        });
        await audit(tx, 'PROFILE_UPDATE', { login: user.login, userId: user.id });
      });
      return profile(user.id);
    },

    /** The user's own reset link, mailed as an administrator's reset is (decision 044). */
    async resetPassword(user: Who): Promise<{ sent: boolean }> {
      const row = await repo.profileOf(db, user.id);
      if (!row) throw unauthorized();
      if (!row.email) throw badRequest('reviewer.profile.resetFail');
      await db.transaction(async (tx) => {
        await sendPasswordReset.enqueue(tx, { userId: user.id });
        await audit(tx, 'PASSWORD_RESET_REQUEST', { login: user.login, userId: user.id });
      });
      return { sent: true };
    },
  };
}
