/**
 * The reporter side under load: report submissions over real HTTP compared with bare
 * argon2id hashing (the cost every submission pays once), and a reporter session for
 * the follow-up page.
 */

import type { TReportSubmission, TReportTemplate } from '@candor/shared';
import { hash } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../apps/server/src/lib/passwords.ts';

export const REPORTER_PASSWORD = 'Quiet harbour 42!';
const ORGANIZATION = 'Northwind Group';

export interface Throughput {
  perSecond: number;
  succeeded: number;
  failed: number;
}

/** A cookie-less caller with its own XSRF token, as a browser on the reporter pages. */
async function xsrfHeaders(url: string): Promise<Record<string, string>> {
  const first = await fetch(`${url}/management/info`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1];
  if (!xsrf) throw new Error('no XSRF cookie');
  return { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo organization the benchmarks report to, found through the public search. */
export async function benchOrganizationId(url: string): Promise<number> {
  const query = new URLSearchParams({ name: ORGANIZATION, langKey: 'en', exactMatch: 'true' });
  const found = await json<{ orgId: number; name: string }[]>(
    await fetch(`${url}/reporterapi/organization?${query}`),
    'organization search',
  );
  const org = found.find((o) => o.name === ORGANIZATION);
  if (!org) throw new Error(`no organization ${ORGANIZATION}`);
  return org.orgId;
}

/** A submission that passes every rule: the mandatory relationship question answered, nothing else. */
async function validSubmission(url: string): Promise<TReportSubmission> {
  const orgId = await benchOrganizationId(url);
  const t = await json<TReportTemplate>(
    await fetch(`${url}/reporterapi/organization/${orgId}/report-template?langKey=en`),
    'report template',
  );
  const relationship = t.preambleQuestions.find((q) => q.question.startsWith('What is your relationship'));
  const employee = relationship?.potentialResponses.find((r) => r.value === 'Employee');
  if (!relationship || !employee) throw new Error('the demo template has no relationship question');
  return {
    reportId: t.referenceId,
    langKey: 'en',
    organization: { id: t.orgId },
    inputStatement: 'The warehouse manager sells company stock on the side and keeps the money.',
    password: REPORTER_PASSWORD,
    categoryQuestionResponses: [],
    isSubmitted: true,
    preambleResponses: [
      { questionId: relationship.questionId, responseId: employee.responseId, value: employee.value },
    ],
  };
}

/** Files one report; answers its reference ID, or null when the server did not answer 201. */
async function submitOnce(url: string, headers: Record<string, string>, body: TReportSubmission) {
  const res = await fetch(`${url}/reporterapi/report?reportId=${encodeURIComponent(body.reportId ?? '')}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.text();
  return res.status === 201 ? (JSON.parse(answer) as { referenceId: string }).referenceId : null;
}

/** Runs `task` in `workers` loops until `seconds` have passed; counts what succeeded. */
async function saturate(workers: number, seconds: number, task: () => Promise<boolean>): Promise<Throughput> {
  let succeeded = 0;
  let failed = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        if (await task()) succeeded++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { perSecond: succeeded / elapsed, succeeded, failed };
}

/** Valid reports filed over HTTP by `workers` concurrent callers for `seconds`. */
export async function measureSubmissions(url: string, workers: number, seconds: number): Promise<Throughput> {
  const body = await validSubmission(url);
  const headers = await xsrfHeaders(url);
  return saturate(workers, seconds, async () => (await submitOnce(url, headers, body)) !== null);
}

/** argon2id hashes with the server's parameters, `workers` at a time, for `seconds`. */
export async function measureHashes(workers: number, seconds: number): Promise<Throughput> {
  return saturate(workers, seconds, async () => (await hash(REPORTER_PASSWORD, ARGON2_OPTIONS)).length > 0);
}

/** Files a report and signs its reporter in: the report's ID and follow-up URL, and the session's Cookie header. */
export async function reporterSession(
  url: string,
): Promise<{ referenceId: string; reportUrl: string; cookie: string }> {
  const headers = await xsrfHeaders(url);
  const referenceId = await submitOnce(url, headers, await validSubmission(url));
  if (!referenceId) throw new Error('the report for the reporter session was refused');
  const res = await fetch(`${url}/reporterapi/authentication`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: referenceId, password: REPORTER_PASSWORD }),
  });
  const session = /CANDOR_SESSION=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
  if (res.status !== 200 || !session) throw new Error(`reporter sign-in failed: ${res.status}`);
  return {
    referenceId,
    reportUrl: `${url}/reporterapi/report/${encodeURIComponent(referenceId)}?langKey=en`,
    cookie: `CANDOR_SESSION=${session}; ${headers.cookie}`,
  };
}
