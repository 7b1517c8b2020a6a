import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { callDispositions, challengeQuestions, organizations, sessions } from '../../db/schema/index.ts';

/** The texts of one security question, by language. */
export const challengeQuestionTexts = async (db: Tx, id: number) =>
  (
    await db.select({ texts: challengeQuestions.texts }).from(challengeQuestions).where(eq(challengeQuestions.id, id))
  )[0]?.texts;

export const organizationExists = async (db: Tx, id: number) =>
  (await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id))).length > 0;

export const insertCallDisposition = async (db: Tx, values: typeof callDispositions.$inferInsert) =>
  (await db.insert(callDispositions).values(values).returning({ id: callDispositions.id }))[0]!.id;

/** The call is over: the agent's session reaches no report any more. */
export const releaseSessionReport = (db: Tx, idHash: string) =>
  db.update(sessions).set({ reportId: null }).where(eq(sessions.idHash, idHash));
