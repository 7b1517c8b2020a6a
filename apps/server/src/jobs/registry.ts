import { emailRetention } from './email-retention.job.ts';
import { forgetExpiredSignIns } from './forget-expired-sign-ins.job.ts';
import { forgetSearchExports } from './forget-search-exports.job.ts';
import { forgetSubmissionKeys } from './forget-submission-keys.job.ts';
import type { Job } from './job.ts';
import { notificationRules } from './notification-rules.job.ts';
import { notifyReporter } from './notify-reporter.job.ts';
import { notifyReviewers } from './notify-reviewers.job.ts';
import { notifyReviewersDigest } from './notify-reviewers-digest.job.ts';
import { notifyStaff } from './notify-staff.job.ts';
import { scheduledClose } from './scheduled-close.job.ts';
import { sendPasswordReset } from './send-password-reset.job.ts';

/** Each job checks its own payload with its schema before it runs. */
export type AnyJob = Job<Record<string, unknown>>;
export type JobRegistry = ReadonlyMap<string, AnyJob>;

export const jobRegistry = (list: readonly AnyJob[]): JobRegistry => new Map(list.map((job) => [job.name, job]));

/** Every job the runner knows. */
export const JOBS: JobRegistry = jobRegistry([
  notifyReviewers,
  notifyReviewersDigest,
  notifyReporter,
  notifyStaff,
  scheduledClose,
  emailRetention,
  forgetSubmissionKeys,
  forgetExpiredSignIns,
  forgetSearchExports,
  sendPasswordReset,
  notificationRules,
]);
