import { and, eq, isNotNull, ne, notLike, sql } from 'drizzle-orm';
import type { Codec } from '../lib/crypto.ts';
import { attachments, reports } from './schema/index.ts';
import type { Db, Tx } from './types.ts';

/** The columns sealed since migration 0006 (issue 7); earlier rows may still hold them in clear. */
const SEALED_SINCE_0006 = [
  { table: reports, id: reports.id, key: 'reportName', column: reports.reportName },
  { table: reports, id: reports.id, key: 'notificationEmail', column: reports.notificationEmail },
  { table: attachments, id: attachments.id, key: 'fileName', column: attachments.fileName },
];

/** Report IDs converted per statement. */
const BATCH = 1000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Whether the database is where migration 0012 leaves it: the clear `reports.reference_id`
 * still there beside its keyed hash. Before 0012 there is nothing to convert into; after the
 * conversion the clear column is gone, so this is the marker that the conversion ran.
 */
async function awaitsConversion(db: Tx): Promise<boolean> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'reports'
        and column_name in ('reference_id', 'reference_hash')`),
  );
  return rows.length === 2;
}

async function sealSince0006(tx: Tx, codec: Codec): Promise<number> {
  let sealed = 0;
  for (const { table, id, key, column } of SEALED_SINCE_0006) {
    const clear = and(isNotNull(column), ne(column, ''), notLike(column, 'v1:%'));
    const rows = await tx
      .select({ id, value: sql<string>`${column}` })
      .from(table)
      .where(clear);
    for (const row of rows) {
      await tx
        .update(table)
        .set({ [key]: codec.encryptText(row.value) })
        .where(eq(id, row.id));
      sealed++;
    }
  }
  return sealed;
}

/** Every report ID still in clear becomes its keyed hash and a sealed copy, a batch per statement. */
async function convertReportIds(tx: Tx, codec: Codec): Promise<number> {
  const clear = rowsOf<{ id: number; referenceId: string }>(
    await tx.execute(sql`select id, reference_id as "referenceId" from reports where reference_id is not null`),
  );
  for (let start = 0; start < clear.length; start += BATCH) {
    const batch = clear.slice(start, start + BATCH).map((r) => ({
      id: r.id,
      hash: codec.referenceHash(r.referenceId),
      sealed: codec.encryptText(r.referenceId),
    }));
    await tx.execute(sql`update reports set reference_hash = v.hash, reference_sealed = v.sealed
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id integer, hash text, sealed text)
      where reports.id = v.id`);
  }
  return clear.length;
}

/**
 * The step of migration 0012 that needs the master key, run by `migrate` after the SQL
 * migrations, once: it seals what rows written before migration 0006 hold in clear (report
 * names, notification emails, file names), turns every report ID into its keyed hash and
 * sealed copy, and drops the clear column, all in one transaction that holds the reports
 * table; an instance starting at the same time waits and then finds nothing left to do.
 * Answers how many values it sealed.
 */
export async function sealClearValues(db: Db, codec: Codec): Promise<number> {
  if (!(await awaitsConversion(db))) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table reports in access exclusive mode`);
    if (!(await awaitsConversion(tx))) return 0;
    const sealed = (await sealSince0006(tx, codec)) + (await convertReportIds(tx, codec));
    await tx.execute(sql`alter table reports drop column reference_id,
      alter column reference_hash set not null, alter column reference_sealed set not null`);
    return sealed;
  });
}
