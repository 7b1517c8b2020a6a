import type { FastifyReply } from 'fastify';
import type { Codec } from '../../lib/crypto.ts';
import { safeEqual } from '../../lib/tokens.ts';

/**
 * What lets the browser that filed a report add its files right after (spec 000 §7
 * `attachment-new-report`, decision 085) without sending the report password again: a keyed hash
 * of the report ID, stored nowhere on the server, for the hour the upload stays open (the upload
 * route also ends it when the reporter signs in). On a shared computer the cookie must not say
 * which report was filed: it names no report, not even in its path, and is forgotten when a
 * reporter signs in or out (decision 106).
 */
const GRANT_COOKIE = 'candor-new-report';
const GRANT_PATH = '/reporterapi/report/';
const PURPOSE = 'new report upload';
const GRANT_SECONDS = 3600;

export function grantNewReportUploads(reply: FastifyReply, codec: Codec, referenceId: string, secure: boolean): void {
  reply.setCookie(GRANT_COOKIE, codec.keyedHash(PURPOSE, referenceId), {
    path: GRANT_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: GRANT_SECONDS,
  });
}

/**
 * Forgets the grant of the report this browser filed last. Always said: the browser sends the
 * cookie only under its path, so a sign-in or sign-out cannot tell whether it holds one.
 */
export function forgetNewReportGrant(reply: FastifyReply): void {
  reply.clearCookie(GRANT_COOKIE, { path: GRANT_PATH });
}

/** Whether the request carries the grant of this report. */
export function hasNewReportGrant(
  cookies: Record<string, string | undefined>,
  codec: Codec,
  referenceId: string,
): boolean {
  const grant = cookies[GRANT_COOKIE];
  return grant !== undefined && safeEqual(grant, codec.keyedHash(PURPOSE, referenceId));
}
