/**
 * What the reporter-side benchmarks need over real HTTP: a valid submission and a
 * signed-in reporter whose report has comments and files.
 */

import type { TReportSubmission, TReportTemplate } from '@candor/shared';

export const REPORTER_PASSWORD = 'Quiet harbour 42!';
const ORGANIZATION = 'Northwind Group';

/** A cookie-less caller with its own XSRF token, as a browser on the reporter pages. */
export async function xsrfHeaders(url: string): Promise<Record<string, string>> {
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
export async function validSubmission(url: string): Promise<TReportSubmission> {
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
export async function submitOnce(url: string, headers: Record<string, string>, body: TReportSubmission) {
  const res = await fetch(submissionUrl(url, body), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await res.text();
  return res.status === 201 ? (JSON.parse(answer) as { referenceId: string }).referenceId : null;
}

/** Where a submission of `body` is posted. */
export const submissionUrl = (url: string, body: TReportSubmission) =>
  `${url}/reporterapi/report?reportId=${encodeURIComponent(body.reportId ?? '')}`;

/** Files a report and signs its reporter in: the report's follow-up URL and the session's Cookie header. */
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
  const cookies = res.headers.getSetCookie().join(';');
  const session = /CANDOR_SESSION=([^;]+)/.exec(cookies)?.[1];
  // Sign-in renews the XSRF token: it is bound to the new session.
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1];
  if (res.status !== 200 || !session || !xsrf) throw new Error(`reporter sign-in failed: ${res.status}`);
  return {
    referenceId,
    reportUrl: `${url}/reporterapi/report/${encodeURIComponent(referenceId)}?langKey=en`,
    cookie: `CANDOR_SESSION=${session}; XSRF-TOKEN=${xsrf}`,
  };
}

/** A signed-in reporter whose report has `comments` comments and `files` files, as the follow-up page shows them. */
export async function reporterWithHistory(url: string, comments: number, files: number) {
  const session = await reporterSession(url);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(session.cookie)?.[1] ?? '';
  const headers = { cookie: session.cookie, 'x-xsrf-token': xsrf };
  const report = `${url}/reporterapi/report/${encodeURIComponent(session.referenceId)}`;
  for (let n = 1; n <= comments; n++) {
    const res = await fetch(`${report}/comment`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ commentText: `Comment ${n}: what I saw on <b>day ${n}</b>, in more detail.` }),
    });
    if (res.status !== 201) throw new Error(`comment ${n}: ${res.status} ${await res.text()}`);
  }
  for (let n = 1; n <= files; n++) {
    const form = new FormData();
    form.append('file', new Blob([`Receipt ${n}\n`.repeat(200)], { type: 'text/plain' }), `receipt-${n}.txt`);
    const res = await fetch(`${report}/attachment-existing-report`, { method: 'POST', headers, body: form });
    if (res.status !== 201) throw new Error(`file ${n}: ${res.status} ${await res.text()}`);
  }
  return session;
}
