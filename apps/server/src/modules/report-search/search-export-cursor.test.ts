/**
 * A search export reads its rows through a cursor while its file's reader may be slow. On the
 * embedded database, which has one connection, the reader's wait must not hold every other
 * request, and two exports must be read at once (decision 114).
 */
import { type TSearchResult, ZSearchFilter } from '@candor/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { createReportAccess } from '../reports/report-access.service.ts';
import { createReportSearchService, type SearchReading } from './report-search.service.ts';

const { app, database, codec } = await buildTestApp({ caseLoad: true });
const db = database.db;
const search = createReportSearchService({ db, codec, access: createReportAccess({ db, codec }) });
const {
  rows: [user],
} = (await db.execute(sql`select id from users where login = 'reviewer'`)) as unknown as { rows: { id: number }[] };
const scope = await createReportAccess({ db, codec }).scopeOf({ id: Number(user.id) });
const reading: SearchReading = { sort: 'createTime,desc', langKey: 'en', timeZone: 'UTC' };
const everything = ZSearchFilter.parse({});

/** Every row of the reviewer's search, with `whileReading` run and awaited in the first batch. */
async function exportRows(whileReading: () => Promise<unknown> = async () => {}): Promise<TSearchResult[]> {
  const rows: TSearchResult[] = [];
  await search.stream(scope, reading, everything, async (batch) => {
    if (rows.length === 0) await whileReading();
    rows.push(...batch);
  });
  return rows;
}

/** Settles `work`, or fails after 10 s: a held connection would keep it waiting for ever. */
function withinTenSeconds<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still waiting after 10 s')), 10_000)),
  ]);
}

describe('a search export while its reader waits', () => {
  it('another request is answered, and the export then reads every row', async () => {
    const reviewer = await signIn(app, 'reviewer');
    const alone = await exportRows();
    expect(alone.length).toBeGreaterThan(20);

    let answered = 0;
    const rows = await withinTenSeconds(
      exportRows(async () => {
        const page = await reviewer.post('/api/reviewer/report-search-results?langKey=en&size=5&page=0', { json: {} });
        expect(page.statusCode, page.body).toBe(200);
        answered = (page.json() as { totalElements: number }).totalElements;
      }),
    );
    expect(answered).toBe(alone.length);
    expect(rows.map((r) => r.referenceId)).toEqual(alone.map((r) => r.referenceId));
  }, 30_000);

  it('a second export started meanwhile is read whole, and so is the first', async () => {
    const alone = await exportRows();
    let second: TSearchResult[] = [];
    const first = await withinTenSeconds(
      exportRows(async () => {
        second = await exportRows();
      }),
    );
    expect(second.map((r) => r.referenceId)).toEqual(alone.map((r) => r.referenceId));
    expect(first.map((r) => r.referenceId)).toEqual(alone.map((r) => r.referenceId));
  }, 30_000);
});
