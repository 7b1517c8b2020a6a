import { REPORT_METHOD, REPORT_STATUS } from '@candor/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Codec } from '../lib/crypto.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Tx } from './client.ts';
import { DEMO_TEMPLATE_REFERENCE } from './demo-reporting.ts';
import {
  challengeQuestions,
  organizations,
  reportComments,
  reportCounters,
  reports,
  reportTemplates,
  users,
} from './schema/index.ts';

/**
 * A report the hotline took for a caller, for following it up in the demo: the caller is
 * verified with the first security question, whose answer is given in the README.
 */
export const DEMO_HOTLINE_REPORT = { referenceId: 'HXCa3DEMqRWN', securityAnswer: '201903' } as const;

export async function loadDemoHotlineReport(
  tx: Tx,
  { codec, passwordHash, rootName }: { codec: Codec; passwordHash: string; rootName: string },
) {
  const [root] = await tx.select().from(organizations).where(eq(organizations.name, rootName));
  const [template] = await tx
    .select({ id: reportTemplates.id })
    .from(reportTemplates)
    .where(eq(reportTemplates.referenceId, DEMO_TEMPLATE_REFERENCE));
  const [question] = await tx.select().from(challengeQuestions).orderBy(asc(challengeQuestions.position)).limit(1);
  if (!root || !question) return;
  const [counter] = await tx
    .insert(reportCounters)
    .values({ rootOrganizationId: root.id, lastSequentialId: 1 })
    .onConflictDoUpdate({
      target: reportCounters.rootOrganizationId,
      set: { lastSequentialId: sql`${reportCounters.lastSequentialId} + 1` },
    })
    .returning({ value: reportCounters.lastSequentialId });
  const [row] = await tx
    .insert(reports)
    .values({
      referenceHash: codec.referenceHash(DEMO_HOTLINE_REPORT.referenceId),
      referenceSealed: codec.encryptText(DEMO_HOTLINE_REPORT.referenceId),
      sequentialId: counter!.value,
      rootOrganizationId: root.id,
      organizationId: root.id,
      categoryId: 101,
      templateId: template?.id ?? null,
      statusId: REPORT_STATUS.ADDITIONAL,
      typeId: REPORT_METHOD.HOTLINE,
      reportInput: codec.encryptText('A caller says that fuel cards of the delivery fleet are used for private cars.'),
      passwordHash,
      challengeQuestionId: question.id,
      securityAnswerHash: await hashPassword(DEMO_HOTLINE_REPORT.securityAnswer),
      createTime: sql`now() - interval '6 days'`,
      actionTime: sql`now() - interval '2 days'`,
      updatedTime: sql`now() - interval '2 days'`,
      initialResponse: sql`now() - interval '2 days'`,
      lastResponse: sql`now() - interval '2 days'`,
    })
    .returning({ id: reports.id });
  // The question is Rita Reviewer's, so that the dialogue names who asked it.
  const [reviewer] = await tx.select({ id: users.id }).from(users).where(eq(users.login, 'reviewer'));
  await tx.insert(reportComments).values({
    reportId: row!.id,
    authorUserId: reviewer?.id ?? null,
    commentText: codec.encryptText('Thank you for your call. Do you know since when the fuel cards are used this way?'),
    reporterComment: false,
    isQuestion: true,
    createTime: sql`now() - interval '2 days'`,
    updateTime: sql`now() - interval '2 days'`,
  });
}
