/** Helpers shared by the reporting tests: the demo organizations, their template, and a valid submission. */
import type { TQuestion, TReportSubmission, TReportTemplate } from '@candor/shared';
import { Client } from '../../../test/build-test-app.ts';
import type { Db } from '../../db/client.ts';
import { DEMO_TEMPLATE_REFERENCE } from '../../db/demo-reporting.ts';
import { searchOrganizations } from './organization.repository.ts';

export const STRONG_PASSWORD = 'Quiet harbour 42!';

/** The visible demo organization of this name. */
export async function orgId(db: Db, name: string): Promise<number> {
  const [row] = await searchOrganizations(db, name, true, 1);
  if (!row) throw new Error(`no organization ${name}`);
  return row.id;
}

export async function template(client: Client, id: number, query = 'langKey=en'): Promise<TReportTemplate> {
  const res = await client.get(`/reporterapi/organization/${id}/report-template?${query}`);
  if (res.statusCode !== 200) throw new Error(`template ${id}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function question(list: TQuestion[], text: string): TQuestion {
  const found = list.find((q) => q.question.startsWith(text));
  if (!found) throw new Error(`no question "${text}"`);
  return found;
}

export function response(q: TQuestion, value: string) {
  const r = q.potentialResponses.find((p) => p.value === value);
  if (!r) throw new Error(`no response "${value}" to "${q.question}"`);
  return { questionId: q.questionId, responseId: r.responseId, value: r.value };
}

/** A submission that passes every rule: the mandatory relationship question answered, nothing else. */
export function validSubmission(t: TReportTemplate, overrides: Partial<TReportSubmission> = {}): TReportSubmission {
  const relationship = () => question(t.preambleQuestions, 'What is your relationship');
  return {
    reportId: t.referenceId,
    langKey: 'en',
    organization: { id: t.orgId },
    inputStatement: 'The warehouse manager sells company stock on the side and keeps the money.',
    password: STRONG_PASSWORD,
    categoryQuestionResponses: [],
    isSubmitted: true,
    ...overrides,
    preambleResponses: overrides.preambleResponses ?? [response(relationship(), 'Employee')],
  };
}

export async function submit(
  client: Client,
  body: TReportSubmission,
  reference = body.reportId ?? DEMO_TEMPLATE_REFERENCE,
) {
  return client.post(`/reporterapi/report?reportId=${encodeURIComponent(reference)}`, { json: body });
}

/** Files a report and signs its reporter in; returns the signed-in client and the report ID. */
export async function reportAndSignIn(client: Client, t: TReportTemplate, overrides: Partial<TReportSubmission> = {}) {
  const res = await submit(client, validSubmission(t, overrides));
  if (res.statusCode !== 201) throw new Error(`submission: ${res.statusCode} ${res.body}`);
  const { referenceId } = res.json() as { referenceId: string };
  const reporter = new Client(client.app);
  const login = await reporter.post('/reporterapi/authentication', {
    form: { username: referenceId, password: overrides.password ?? STRONG_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in: ${login.statusCode} ${login.body}`);
  return { reporter, referenceId };
}
