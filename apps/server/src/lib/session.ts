import { AUTHORITIES } from '@candor/shared';
import { forbidden, unauthorized } from './http-error.ts';

/**
 * Who a request comes from, as the sessions plugin read it (with the user's row and
 * organizations, in the same statement): plain values that services may take.
 */
export interface StaffUser {
  id: number;
  login: string;
  firstName: string;
  lastName: string;
  langKey: string;
  authorities: string[];
  userTimeout: number | null;
  activated: boolean;
  dashboardEnabled: boolean;
  delegateReviewer: boolean;
  landingPage: string | null;
  programAdmin: boolean;
  reviewerApiKeyGenerationEnabled: boolean;
  primaryOrganizationId: number | null;
  /** Primary first. */
  organizations: { id: number; name: string }[];
}

export interface SessionInfo {
  idHash: string;
  kind: 'staff' | 'reporter';
  /** The internal id of the report a reporter session is bound to, and that report's ID. */
  reportId: number | null;
  reportRef: string | null;
  langKey: string | null;
  timeoutSeconds: number;
  /** The staff user; for a hotline agent's report session, the agent. */
  user: StaffUser | null;
  /** Signed in by the `X-API-Key` header, not a cookie: there is no session row (decision 040). */
  apiKey?: boolean;
  /**
   * A staff sign-in still owing its second step (decision 049): `verify` a code, or `enrol`
   * TOTP first. Only routes declaring `twoFactorStep` see such a session; to others it is none.
   */
  twoFactor?: TwoFactorStep | null;
}

export type TwoFactorStep = 'verify' | 'enrol';

export interface NewSession {
  kind: SessionInfo['kind'];
  userId?: number | null;
  reportId?: number | null;
  langKey?: string | null;
  timeoutSeconds: number;
  twoFactor?: TwoFactorStep | null;
}

/** A reporter session reaches its own report only: any other report ID gets 403. */
export function requireReportSession(session: SessionInfo | null, referenceId: string): void {
  if (!session) throw unauthorized();
  if (session.kind !== 'reporter' || session.reportRef !== referenceId) throw forbidden();
}

/** Whether this is a hotline agent's report session (DESIGN.md §6) for the report `referenceId`. */
export const isHotlineReportSession = (session: SessionInfo | null, referenceId: string): boolean =>
  session?.kind === 'staff' &&
  session.reportRef === referenceId &&
  (session.user?.authorities.includes(AUTHORITIES.HOTLINE_AGENT) ?? false);

/** A hotline agent reaches, through the `api` report calls, only the report he verified the caller for: else 403. */
export function requireHotlineReportSession(session: SessionInfo | null, referenceId: string): void {
  if (!session) throw unauthorized();
  if (!isHotlineReportSession(session, referenceId)) throw forbidden();
}
