import { ApiError } from '../../../../lib/api-client.ts';

const K = 'connectsAdmin.categoryAccess';

/** A deactivated user given a category (spec 002 §4: HTTP 409). */
export const deactivated = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Refusals the server words itself (decision 046), shown in its words. */
const SERVER_REASONS = new Set(
  ['defaultCategoryWarning', 'errorOwnCategories', 'errorPrimaryOrganization', 'errorCategoryNotOffered'].map(
    (key) => `${K}.${key}`,
  ),
);

/** The message key for a failed save: the server's reason when it gave one, else the spec's generic error. */
export function saveErrorKey(error: unknown): string {
  if (deactivated(error)) return `${K}.errorDeactivatedUser`;
  const message = error instanceof ApiError ? error.body?.message : undefined;
  return message && SERVER_REASONS.has(message) ? message : `${K}.errorSaving`;
}
