import { ApiError } from './api-client.ts';

/** The server's refusal of a write on a report closed meanwhile, and the message that says it. */
export const REPORT_CLOSED = 'error.reportClosed';

/** Whether a failed call was refused because its report had been closed meanwhile. */
export const refusedAsClosed = (error: unknown): boolean =>
  error instanceof ApiError && error.body?.message === REPORT_CLOSED;
