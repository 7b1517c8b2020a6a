import type { TReportTemplate } from '@candor/shared';
import { asc, eq } from 'drizzle-orm';
import type { Client } from '../../../test/build-test-app.ts';
import type { Db } from '../../db/client.ts';
import { challengeQuestions, reports } from '../../db/schema/index.ts';
import type { Codec } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { submit, validSubmission } from '../reporting/reporting.fixtures.ts';

export const SECURITY_ANSWER = '198702';

/** Files a web report; with `securityAnswer`, turns it into one the hotline filed with a security question. */
export async function fileReport(
  client: Client,
  t: TReportTemplate,
  { db, codec }: { db: Db; codec: Codec },
  securityAnswer?: string,
): Promise<{ referenceId: string; id: number }> {
  const res = await submit(client, validSubmission(t));
  if (res.statusCode !== 201) throw new Error(`submission: ${res.statusCode} ${res.body}`);
  const { referenceId } = res.json() as { referenceId: string };
  const [row] = await db
    .select()
    .from(reports)
    .where(eq(reports.referenceHash, codec.referenceHash(referenceId)));
  if (securityAnswer !== undefined) {
    const [question] = await db.select().from(challengeQuestions).orderBy(asc(challengeQuestions.position)).limit(1);
    await db
      .update(reports)
      .set({ typeId: 3, challengeQuestionId: question!.id, securityAnswerHash: await hashPassword(securityAnswer) })
      .where(eq(reports.id, row!.id));
  }
  return { referenceId, id: row!.id };
}

export const disposition = (overrides: Record<string, unknown> = {}) => ({
  terminationReason: 'CALL_COMPLETED',
  specialCircumstances: ['INTERPRETER'],
  comments: 'Caller added the dates.',
  startTime: '2026-11-24T10:00:00.000Z',
  stopTime: '2026-11-24T10:12:00.000Z',
  pageId: 'N',
  ...overrides,
});
