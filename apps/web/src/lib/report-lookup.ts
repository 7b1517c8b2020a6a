import { apiJson } from './api-client.ts';

/** Whether a report with this ID exists: 200, or 404 (the reporter's public lookup, spec 000 §4). */
export const lookupReport = (referenceId: string) =>
  apiJson<unknown>('reporterapi/report-lookup', { query: { referenceId }, ignoreRedirect: true });
