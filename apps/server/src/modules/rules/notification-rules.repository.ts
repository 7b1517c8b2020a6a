/** A reviewer's alert rules. */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notificationRules } from '../../db/schema/index.ts';

export type RuleRow = typeof notificationRules.$inferSelect;
export type RuleValues = Pick<RuleRow, 'statusId' | 'actionTypeId' | 'filterTypeId' | 'duration'>;

export const rulesOf = (db: Tx, userId: number): Promise<RuleRow[]> =>
  db.select().from(notificationRules).where(eq(notificationRules.userId, userId)).orderBy(asc(notificationRules.id));

export const insertRule = (db: Tx, userId: number, values: RuleValues) =>
  db.insert(notificationRules).values({ userId, ...values });

/** Changes the user's own rule only. */
export const updateRule = async (db: Tx, userId: number, id: number, values: RuleValues): Promise<boolean> =>
  (
    await db
      .update(notificationRules)
      .set(values)
      .where(and(eq(notificationRules.id, id), eq(notificationRules.userId, userId)))
      .returning({ id: notificationRules.id })
  ).length > 0;

export const deleteRule = async (db: Tx, userId: number, id: number): Promise<boolean> =>
  (
    await db
      .delete(notificationRules)
      .where(and(eq(notificationRules.id, id), eq(notificationRules.userId, userId)))
      .returning({ id: notificationRules.id })
  ).length > 0;
