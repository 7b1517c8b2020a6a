/** Helpers of the reviewer tests: reports filed through the reporter's own calls, users of every kind. */
import type { TReportSubmission } from '@candor/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from '../../../test/build-test-app.ts';
import type { Db } from '../../db/client.ts';
import { questionResponses, questions, reports } from '../../db/schema/index.ts';
import type { Codec } from '../../lib/crypto.ts';
import { orgId, reportAndSignIn, template } from '../reporting/reporting.fixtures.ts';

export interface FiledReport {
  referenceId: string;
  reporter: Client;
}

/** Files a report in an organization (default Northwind France) the way a reporter does, and signs him in. */
export async function fileReport(
  app: FastifyInstance,
  db: Db,
  opts: { orgName?: string } & Partial<TReportSubmission> = {},
): Promise<FiledReport> {
  const { orgName = 'Northwind France', ...overrides } = opts;
  const anonymous = new Client(app);
  const t = await template(anonymous, await orgId(db, orgName));
  return reportAndSignIn(anonymous, t, overrides);
}

/** The stored row of the report with this report ID (found by its keyed hash, as the app finds it). */
export const reportRowOf = async (db: Db, codec: Codec, referenceId: string) =>
  (
    await db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)))
  )[0];

/** Adds a flex-field (additional information) question to an organization, with its choices in English. */
export async function addFlexQuestion(
  db: Db,
  organizationId: number,
  q: { text: string; layout: string; choices?: string[]; modifiable?: boolean },
): Promise<{ id: number; responses: number[] }> {
  const [row] = await db
    .insert(questions)
    .values({
      organizationId,
      kind: 'flex',
      layout: q.layout,
      modifiable: q.modifiable ?? false,
      texts: { en: q.text },
    })
    .returning();
  const choices = q.choices ?? [];
  const rs = choices.length
    ? await db
        .insert(questionResponses)
        .values(choices.map((c) => ({ questionId: row.id, values: { en: c } })))
        .returning()
    : [];
  return { id: row.id, responses: rs.map((r) => r.id) };
}
