/** A reviewer's saved views (decision 056): one row per name, the view sealed. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { savedViews, uiPreferences } from '../../db/schema/index.ts';

export const viewsOf = (db: Tx, userId: number) =>
  db
    .select({ name: savedViews.name, view: savedViews.view })
    .from(savedViews)
    .where(eq(savedViews.userId, userId))
    .orderBy(asc(savedViews.name));

/** Saves a view under its name, replacing the one of the same name. */
export async function saveView(db: Tx, userId: number, name: string, sealedView: string): Promise<void> {
  await db
    .insert(savedViews)
    .values({ userId, name, view: sealedView })
    .onConflictDoUpdate({
      target: [savedViews.userId, savedViews.name],
      set: { view: sealedView, updatedTime: sql`now()` },
    });
}

export async function countViews(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedViews)
    .where(eq(savedViews.userId, userId));
  return Number(row?.n ?? 0);
}

/** Deletes these views; the default view, if among them, becomes none. */
export async function deleteViews(tx: Tx, userId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await tx.delete(savedViews).where(and(eq(savedViews.userId, userId), inArray(savedViews.name, names)));
  await tx
    .update(uiPreferences)
    .set({ defaultView: null })
    .where(and(eq(uiPreferences.userId, userId), inArray(uiPreferences.defaultView, names)));
}
