import { canTranscribe, type TTranscribeOrganization, type ZTranscribeReport } from '@candor/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { StaffUser } from '../../lib/session.ts';
import { organizationNameIn, type PerLanguage } from './localize.ts';
import * as repo from './organization.repository.ts';
import type { createSubmissionService } from './submission.service.ts';

/**
 * Transcription (spec 001 §2 "Transcribe report", decision 053): a transcriber, or a reviewer
 * holding TRANSCRIBE_REPORT, files a report received by post or voicemail for one of his
 * organizations or an organization below them.
 */
export function createTranscriptionService({
  db,
  submissions,
}: {
  db: Db;
  submissions: ReturnType<typeof createSubmissionService>;
}) {
  async function reachable(user: StaffUser) {
    if (!canTranscribe(user)) throw forbidden();
    return repo.organizationsAtOrBelow(
      db,
      user.organizations.map((o) => o.id),
    );
  }

  return {
    /** The organization dropdown: indented by depth (relative to the user's top one), phantom and remote ones disabled. */
    async organizations(user: StaffUser, langKey: string): Promise<TTranscribeOrganization[]> {
      const rows = await reachable(user);
      const top = Math.min(...rows.map((o) => o.depth));
      return rows.map((o) => ({
        orgId: o.id,
        name: organizationNameIn(o.names as PerLanguage, o.name, langKey),
        depth: o.depth - top,
        phantom: o.phantom,
        remote: o.remote,
      }));
    },

    async transcribe(user: StaffUser, body: z.output<typeof ZTranscribeReport>) {
      const orgs = await reachable(user);
      const target = orgs.find((o) => o.id === body.organization.id);
      return submissions.transcribe(user, body, async () => target !== undefined && !target.phantom && !target.remote);
    },
  };
}
