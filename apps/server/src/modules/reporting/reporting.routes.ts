import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createFollowUpService } from './follow-up.service.ts';
import { organizationRoutes } from './organization.routes.ts';
import { createOrganizationService } from './organization.service.ts';
import { reporterRoutes } from './reporter.routes.ts';
import { createReporterAuthService } from './reporter-auth.service.ts';
import { staffSubmissionRoutes } from './staff-submission.routes.ts';
import { submissionRoutes } from './submission.routes.ts';
import { createSubmissionService } from './submission.service.ts';
import { createTranscriptionService } from './transcription.service.ts';

/**
 * The reporter's journey (spec 000 §2 "Reporter area"): find an organization, report, follow up;
 * and the same form filled in by a hotline agent or a transcriber (decisions 052, 053).
 */
export async function reportingRoutes(app: FastifyInstance, { db, codec, config }: AppContext) {
  const organizations = createOrganizationService({ db });
  const secure = config.PUBLIC_URL?.startsWith('https://') ?? false;
  organizationRoutes(app, organizations, { secure });
  const submissions = createSubmissionService({ db, codec, organizations });
  submissionRoutes(app, submissions, { codec, secure });
  const transcription = createTranscriptionService({ db, submissions });
  staffSubmissionRoutes(app, { organizations, submissions, transcription, secure });
  reporterRoutes(app, createReporterAuthService({ db, codec }), createFollowUpService({ db, codec }));
}
