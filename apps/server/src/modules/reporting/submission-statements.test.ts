import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import { reportAnswers, reports } from '../../db/schema/index.ts';
import { orgId, response, submit, template, validSubmission } from './reporting.fixtures.ts';

let statements: string[] = [];
const { app, database, codec } = await buildTestApp({ onStatement: (sql) => statements.push(sql) });
const client = new Client(app);
const group = await template(client, await orgId(database.db, 'Northwind Group'));
const fraud = (await client.get(`/reporterapi/category-questions/101?langKey=en&orgId=${group.orgId}`)).json();
expect((await submit(client, validSubmission(group))).statusCode).toBe(201);

/**
 * The first request of a rate-limit window (a minute) also makes or reads the window's secret and
 * forgets the past windows (decision 029): not the submission's own statements, and a test that
 * crossed a minute would count them.
 */
const WINDOW_START = /"rate_limit_secrets"|^delete from "rate_limit_counters"/;

/** The statements one submission sends, and its answer. */
async function counted(body: ReturnType<typeof validSubmission>) {
  statements = [];
  const res = await submit(client, body);
  return { res, sent: statements.filter((sql) => !WINDOW_START.test(sql)) };
}

describe('a submission (decision 050)', () => {
  it('runs three statements: its rate limit, everything it checks, and the filing', async () => {
    const { res, sent } = await counted(
      validSubmission(group, { categoryId: 101, categoryQuestionResponses: [response(fraud[0], 'More than 100,000')] }),
    );
    expect(res.statusCode).toBe(201);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^insert into "rate_limit_counters"/);
    expect(sent[1]).toMatch(/from "organizations" where/);
    expect(sent[2]).toMatch(/^with counter as/);

    // The one statement filed the report with its answers, the category's and the preamble's.
    const [report] = await database.db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash(res.json().referenceId)));
    expect(report.categoryId).toBe(101);
    const answers = await database.db
      .select()
      .from(reportAnswers)
      .where(eq(reportAnswers.reportId, report.id))
      .orderBy(asc(reportAnswers.kind), asc(reportAnswers.position));
    // Every question asked is kept, the unanswered ones empty.
    const given = answers.map((a) => [a.kind, codec.decryptText(a.value)]).filter(([, value]) => value !== '');
    expect(given).toEqual([
      ['category', 'More than 100,000'],
      ['preamble', 'Employee'],
    ]);
  });

  it('stops after the checks when they refuse it, filing nothing', async () => {
    const { res, sent } = await counted(validSubmission(group, { categoryId: 104, categoryQuestionResponses: [] }));
    expect(res.statusCode).toBe(201);
    const refused = await counted(
      validSubmission(group, { categoryId: 104, categoryQuestionResponses: [response(fraud[0], 'More than 100,000')] }),
    );
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().message).toBe('error.unknownQuestion');
    expect(refused.sent).toHaveLength(2);
    expect(sent).toHaveLength(3);
  });
});
