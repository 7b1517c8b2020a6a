import { and, eq, isNotNull, ne, notLike, sql } from 'drizzle-orm';
import type { Codec } from '../lib/crypto.ts';
import type { Db } from './client.ts';
import { attachments, reports } from './schema/index.ts';

/** The columns sealed since migration 0006 (issue 7); earlier rows may still hold them in clear. */
const SEALED_SINCE_0006 = [
  { table: reports, id: reports.id, key: 'reportName', column: reports.reportName },
  { table: reports, id: reports.id, key: 'notificationEmail', column: reports.notificationEmail },
  { table: attachments, id: attachments.id, key: 'fileName', column: attachments.fileName },
];

/**
 * Seals the report names, notification emails and file names that rows written before they
 * were sealed still hold in clear. Runs at start-up; a row is rewritten only if it still holds
 * the value read, so instances starting together do no harm. Answers how many values it sealed.
 */
export async function sealClearValues(db: Db, codec: Codec): Promise<number> {
  let sealed = 0;
  for (const { table, id, key, column } of SEALED_SINCE_0006) {
    const clear = and(isNotNull(column), ne(column, ''), notLike(column, 'v1:%'));
    const rows = await db
      .select({ id, value: sql<string>`${column}` })
      .from(table)
      .where(clear);
    for (const row of rows) {
      await db
        .update(table)
        .set({ [key]: codec.encryptText(row.value) })
        .where(and(eq(id, row.id), eq(column, row.value)));
      sealed++;
    }
  }
  return sealed;
}
