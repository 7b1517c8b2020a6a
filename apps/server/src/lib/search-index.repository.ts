/**
 * Writes the keyword index of report search (decision 055): the tokens of a report's texts,
 * added when a text is filed, rebuilt when one is edited or deleted, and built once for
 * reports filed before the index existed.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { reportAnswers, reportComments, reportSearchTokens, reports } from '../db/schema/index.ts';
import type { Db, Tx } from '../db/types.ts';
import type { Codec } from './crypto.ts';
import { type SearchTexts, searchTokens } from './search-tokens.ts';

/** Adds tokens to a report's index, with the report's columns it carries; tokens already there stay once. */
export async function addSearchTokens(tx: Tx, reportId: number, tokens: readonly bigint[]): Promise<void> {
  if (tokens.length === 0) return;
  await tx.execute(sql`insert into ${reportSearchTokens} (report_id, token, root_organization_id, organization_id,
      category_id, sensitive, status_id, type_id, create_time)
    select r.id, k.token, r.root_organization_id, r.organization_id, r.category_id, r.sensitive, r.status_id,
      r.type_id, r.create_time
    from reports r cross join unnest(${`{${tokens.join(',')}}`}::bigint[]) as k(token)
    where r.id = ${reportId} on conflict do nothing`);
}

/** Every text of a report that the keyword search reads, opened. */
async function textsOf(tx: Tx, codec: Codec, reportId: number): Promise<SearchTexts> {
  const [report] = await tx
    .select({ input: reports.reportInput, name: reports.reportName })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) return {};
  const answers = await tx
    .select({ value: reportAnswers.value })
    .from(reportAnswers)
    .where(eq(reportAnswers.reportId, reportId));
  const comments = await tx
    .select({ text: reportComments.commentText })
    .from(reportComments)
    .where(and(eq(reportComments.reportId, reportId), eq(reportComments.deleted, false)));
  const open = (t: string) => codec.decryptText(t);
  return {
    html: [report.input, ...comments.map((c) => c.text)].map(open),
    typed: [...(report.name ? [report.name] : []), ...answers.map((a) => a.value)].map(open),
  };
}

/** Rebuilds a report's index from its texts as they are now (after an edit or a deletion). */
export async function reindexReport(tx: Tx, codec: Codec, reportId: number): Promise<void> {
  const tokens = searchTokens(codec, await textsOf(tx, codec, reportId));
  await tx.delete(reportSearchTokens).where(eq(reportSearchTokens.reportId, reportId));
  await addSearchTokens(tx, reportId, tokens);
  await tx.update(reports).set({ searchIndexed: true }).where(eq(reports.id, reportId));
}

const BACKFILL_BATCH = 200;

/**
 * Indexes the reports filed before the keyword index (migration 0015 marks them), a batch per
 * transaction, so an interrupted start resumes where it stopped. Answers how many it indexed.
 */
export async function indexUnindexedReports(db: Db, codec: Codec): Promise<number> {
  // A database migrated only part of the way (an upgrade in steps) has no index to fill yet.
  const ready = (await db.execute(sql`select 1 from information_schema.columns
    where table_name = 'reports' and column_name = 'search_indexed'`)) as unknown as { rows: unknown[] };
  if (ready.rows.length === 0) return 0;
  let done = 0;
  for (;;) {
    const batch = await db
      .select({ id: reports.id })
      .from(reports)
      .where(sql`not ${reports.searchIndexed}`)
      .orderBy(asc(reports.id))
      .limit(BACKFILL_BATCH);
    if (batch.length === 0) return done;
    await db.transaction(async (tx) => {
      for (const { id } of batch) await reindexReport(tx, codec, id);
    });
    done += batch.length;
  }
}
