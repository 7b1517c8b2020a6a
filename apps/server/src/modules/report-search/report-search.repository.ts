/**
 * Report search in SQL (decisions 055 and 060): one prepared statement per filter shape
 * answers the count and the page; the export reads the same rows through a cursor, a batch
 * at a time.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { runsOnOneConnection } from '../../db/embedded-pool.ts';
import { preparedSql } from '../../db/prepared.ts';
import type { ReviewerScope } from '../reports/reach.repository.ts';
import {
  pageSql,
  rowsSql,
  type SearchCriteria,
  type SearchOrder,
  type SearchShape,
  shapeKey,
  shapeOf,
  valuesOf,
} from './search-statement.repository.ts';

export type { SearchCriteria, SearchOrder } from './search-statement.repository.ts';

export interface SearchRowJson {
  id: number;
  referenceSealed: string;
  sequentialId: number;
  statusId: number;
  priority: number;
  updatedTime: string;
  createTime: string;
  closedTime: string | null;
  typeId: number;
  hasEmail: boolean;
  reviewedTime: string | null;
  lastReporterLogin: string | null;
  reportName: string | null;
  latestReporterUpdate: string | null;
  initialResponse: string | null;
  lastResponse: string | null;
  scheduledCloseDate: string | null;
  reporterLoginCount: number;
  lastDelegationTime: string | null;
  categoryName: string | null;
  orgName: string;
  orgNames: Record<string, string>;
  transcriberName: string | null;
  delegates: string | null;
  involved: string[] | null;
  linked: string | null;
  flex: { questionId: number; layout: string; value: string }[] | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type PageRow = { total: string | number; page: SearchRowJson[] | null };
const pageStatements = new Map<string, ReturnType<typeof preparedSql<PageRow>>>();

/** The prepared statement of a shape, named once per text. */
function pageStatement(shape: SearchShape) {
  const key = shapeKey(shape);
  let statement = pageStatements.get(key);
  if (!statement) {
    statement = preparedSql<PageRow>(
      `candor_search_${pageStatements.size + 1}`,
      pageSql(shape, (name) => sql`${sql.placeholder(name)}`),
    );
    pageStatements.set(key, statement);
  }
  return statement;
}

/** The text of a search's statement with its values bound, for EXPLAIN. */
export function pageStatementWithValues(
  scope: ReviewerScope,
  criteria: SearchCriteria,
  order: SearchOrder,
  page: { limit: number; offset: number },
): SQL {
  const values: Record<string, unknown> = { ...valuesOf(scope, criteria, order), ...pageValues(page) };
  return pageSql(shapeOf(scope, criteria, order), (name) => sql`${sql.param(values[name])}`);
}

const pageValues = (page: { limit: number; offset: number }) => ({
  limit: page.limit,
  offset: page.offset,
  window: page.limit + page.offset,
});

/** One page and the number of reports found, in one statement. */
export async function searchPage(
  db: Tx,
  scope: ReviewerScope,
  criteria: SearchCriteria,
  order: SearchOrder,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: SearchRowJson[] }> {
  const run = pageStatement(shapeOf(scope, criteria, order))(db);
  const [row] = await run({ ...valuesOf(scope, criteria, order), ...pageValues(page) });
  return { total: Number(row?.total ?? 0), rows: row?.page ?? [] };
}

export const EXPORT_BATCH = 100;

/** Cursor names of the one connection's exports: several may be read at once. */
let exportsStarted = 0;

/**
 * Every row of a search, streamed: a cursor fetched a batch at a time, so memory holds one batch
 * whatever the number of rows. `consume` may wait for the file's reader. Where a pool has
 * connections to spare, the cursor lives in a read transaction on one of them. The embedded
 * database has one connection, which an open transaction would keep from every other request
 * for as long as the reader takes: there the cursor is held past its statement (`with hold`,
 * its rows set aside when it is declared), and each batch is one statement of its own.
 */
export async function streamSearchRows(
  db: Db,
  scope: ReviewerScope,
  criteria: SearchCriteria,
  order: SearchOrder,
  consume: (rows: SearchRowJson[]) => Promise<void>,
): Promise<number> {
  const values = valuesOf(scope, criteria, order);
  const rows = rowsSql(shapeOf(scope, criteria, order), (name) => sql`${sql.param(values[name])}`, false);
  if (!runsOnOneConnection(db)) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`declare candor_search_export no scroll cursor for ${rows}`);
      const count = await readCursor(tx, 'candor_search_export', consume);
      await tx.execute(sql`close candor_search_export`);
      return count;
    });
  }
  exportsStarted += 1;
  const cursor = `candor_search_export_${exportsStarted}`;
  await db.execute(sql`declare ${sql.raw(cursor)} no scroll cursor with hold for ${rows}`);
  try {
    return await readCursor(db, cursor, consume);
  } finally {
    await db.execute(sql.raw(`close ${cursor}`));
  }
}

async function readCursor(db: Tx, cursor: string, consume: (rows: SearchRowJson[]) => Promise<void>) {
  let count = 0;
  for (;;) {
    const batch = rowsOf<{ row: SearchRowJson }>(await db.execute(sql.raw(`fetch ${EXPORT_BATCH} from ${cursor}`)));
    if (batch.length === 0) return count;
    count += batch.length;
    await consume(batch.map((b) => b.row));
  }
}
