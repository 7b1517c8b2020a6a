import type { FastifyReply } from 'fastify';

/**
 * The organization whose form this browser loaded last, for `category-questions/{categoryId}`
 * (decision 037): sent only to that call of the prefix the form was loaded on, gone when the
 * browser closes, never stored on the server.
 */
const REPORT_ORG_COOKIE = 'candor-report-org';

export const categoryQuestionsPath = (prefix: 'reporterapi' | 'api') => `/${prefix}/category-questions`;

/** Remembers the organization of the form just loaded on `prefix`. */
export function rememberFormOrganization(
  reply: FastifyReply,
  prefix: 'reporterapi' | 'api',
  orgId: number,
  secure: boolean,
): void {
  reply.setCookie(REPORT_ORG_COOKIE, String(orgId), {
    path: categoryQuestionsPath(prefix),
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

/** The organization whose form this browser loaded last, if any. */
export function formOrganization(cookies: Record<string, string | undefined>): number | undefined {
  const value = cookies[REPORT_ORG_COOKIE];
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}
