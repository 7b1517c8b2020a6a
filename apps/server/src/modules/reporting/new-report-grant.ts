import type { FastifyReply } from 'fastify';
import type { Codec } from '../../lib/crypto.ts';
import { safeEqual } from '../../lib/tokens.ts';

/**
 * What lets the browser that filed a report add its files right after (spec 000 §7
 * `attachment-new-report`, decision 085) without sending the report password again: a keyed hash
 * of the report ID, sent back only to that report's upload path, for the hour the upload stays
 * open. It names no one and is stored nowhere on the server.
 */
const GRANT_COOKIE = 'candor-new-report';
const PURPOSE = 'new report upload';
const GRANT_SECONDS = 3600;

const uploadPath = (referenceId: string) => `/reporterapi/report/${referenceId}/attachment-new-report`;

export function grantNewReportUploads(reply: FastifyReply, codec: Codec, referenceId: string, secure: boolean): void {
  reply.setCookie(GRANT_COOKIE, codec.keyedHash(PURPOSE, referenceId), {
    path: uploadPath(referenceId),
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: GRANT_SECONDS,
  });
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
