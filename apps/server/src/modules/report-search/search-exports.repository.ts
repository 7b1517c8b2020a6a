/** The report search exports a user may read again by file name (decision 086): the sealed request, for an hour. */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { searchExports } from '../../db/schema/index.ts';

/** How long an export can be read again. */
const EXPORT_KEPT_MS = 3600 * 1000;

const keptSince = () => sql`now() - ${`${EXPORT_KEPT_MS} milliseconds`}::interval`;

/** Keeps the request of an export under its file name; the same name again (within a second) replaces it. */
export async function keepExport(db: Tx, userId: number, fileName: string, sealedRequest: string): Promise<void> {
  await db
    .insert(searchExports)
    .values({ userId, fileName, request: sealedRequest })
    .onConflictDoUpdate({
      target: [searchExports.userId, searchExports.fileName],
      set: { request: sealedRequest, createdAt: sql`now()` },
    });
}

/** The sealed request of the user's export of that name, while it can be read again. */
export async function keptExport(db: Tx, userId: number, fileName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ request: searchExports.request })
    .from(searchExports)
    .where(
      and(
        eq(searchExports.userId, userId),
        eq(searchExports.fileName, fileName),
        gt(searchExports.createdAt, keptSince()),
      ),
    );
  return row?.request;
}

export async function deleteExpiredExports(db: Tx): Promise<void> {
  await db.delete(searchExports).where(lte(searchExports.createdAt, keptSince()));
}
