/**
 * Decision 060: with a keyword, the count and the pages come from the keyword index's copies
 * of the report's columns, and a page sorted by submission date walks the index in order.
 * Checked against the same search written independently over `reports` (the report's own
 * columns, the whole match sorted), before and after the reports change.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { addSearchTokens } from '../../lib/search-index.repository.ts';
import { wordToken } from '../../lib/search-tokens.ts';
import { fileReport, reportRowOf } from '../reports/reviewer.test-support.ts';
import { pageStatementWithValues } from './report-search.repository.ts';

const { app, database, codec } = await buildTestApp();
const db = database.db;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

const seedReport = await fileReport(app, db, { categoryId: 101, inputStatement: 'Seed report.' });
const seed = await reportRowOf(db, codec, seedReport.referenceId);
const COPIES = 45;

// Copies of the seed in the reviewer's organizations, every status, category and method; a
// few share one submission time, so the report's id decides their order.
const copies = rowsOf<{ id: number; sequential_id: number }>(
  await db.execute(sql`insert into reports (reference_hash, reference_sealed, sequential_id, root_organization_id,
      organization_id, category_id, status_id, type_id, report_input, password_hash, create_time, updated_time)
    select 'walk-' || n, reference_sealed, 90000 + n, root_organization_id,
      (select array_agg(id order by id) from organizations where name like 'Northwind%' and not phantom
        and not remote)[1 + n % 3],
      (array[101, 102, 103, 104, 105, 13])[1 + n % 6], 2 + n % 7, 1 + n % 3, report_input, password_hash,
      timestamptz '2026-01-01' + make_interval(hours => (n / 3) * 5), now()
    from reports, generate_series(1, ${COPIES}) n where id = ${seed.id}
    returning id, sequential_id`),
);
const token = (word: string) => wordToken(codec, word);
await db.transaction(async (tx) => {
  for (const [i, r] of copies.entries()) {
    const words = ['pallet', ...(i % 2 === 0 ? ['forklift'] : []), ...(i % 5 === 0 ? ['brakes'] : [])];
    if (i === 7) words.push(String(copies[8].sequential_id));
    await addSearchTokens(tx, r.id, words.map(token));
  }
});
const reviewer = await signIn(app, 'reviewer');

type Filter = { keyWord: string; statusIds?: number[]; categoryIds?: number[]; typeIds?: number[] };

/** The search written over `reports` alone: the whole match, sorted. */
async function expected(filter: Filter, direction: 'asc' | 'desc'): Promise<number[]> {
  const words = filter.keyWord.split(' ').map((w) => String(token(w)));
  const dir = sql.raw(direction);
  const number = /^\d+$/.test(filter.keyWord) ? Number(filter.keyWord) : -1;
  const rows = rowsOf<{ sequential_id: number }>(
    await db.execute(sql`select r.sequential_id from reports r
      where r.root_organization_id = ${seed.rootOrganizationId}
        and ((select count(*) from report_search_tokens t where t.report_id = r.id
          and t.token = any(${`{${words.join(',')}}`}::bigint[])) = ${words.length} or r.sequential_id = ${number})
        and r.status_id = any(${`{${(filter.statusIds ?? [2, 3, 4, 5, 6, 7, 8, 1]).join(',')}}`}::int[])
        and r.category_id = any(${`{${(filter.categoryIds ?? [101, 102, 103, 104, 105, 13]).join(',')}}`}::int[])
        and r.type_id = any(${`{${(filter.typeIds ?? [1, 2, 3]).join(',')}}`}::int[])
      order by r.create_time ${dir}, r.id ${dir}`),
  );
  return rows.map((r) => Number(r.sequential_id));
}

async function pages(filter: Filter, direction: 'asc' | 'desc', size: number) {
  const found: number[] = [];
  const totals = new Set<number>();
  for (let page = 0; page * size < COPIES + 2; page++) {
    const res = await reviewer.post(
      `/api/reviewer/report-search-results?langKey=en&sort=createTime,${direction}&size=${size}&page=${page}`,
      { json: filter },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { totalElements: number; content: { sequentialId: number }[] };
    totals.add(body.totalElements);
    found.push(...body.content.map((r) => r.sequentialId));
  }
  return { found, totals: [...totals] };
}

const FILTERS: Filter[] = [
  { keyWord: 'pallet' },
  { keyWord: 'pallet', statusIds: [3, 4, 5, 6], categoryIds: [101, 102, 103], typeIds: [1, 2] },
  { keyWord: 'forklift brakes' },
  { keyWord: 'forklift', categoryIds: [104] },
];

async function expectPagesMatch() {
  for (const filter of FILTERS) {
    for (const direction of ['desc', 'asc'] as const) {
      const want = await expected(filter, direction);
      expect(want.length).toBeGreaterThan(0);
      for (const size of [4, 10]) {
        const { found, totals } = await pages(filter, direction, size);
        expect(found, `${JSON.stringify(filter)} ${direction} ${size}`).toEqual(want);
        expect(totals).toEqual([want.length]);
      }
    }
  }
}

describe('report search through the keyword index (decision 060)', () => {
  it('pages sorted by submission date, walked in the index, equal the whole match sorted; counts equal a recount', async () => {
    await expectPagesMatch();
  });

  it('the keyword as a report number adds that report to the words it finds, once', async () => {
    const keyWord = String(copies[8].sequential_id);
    const want = await expected({ keyWord }, 'desc');
    expect(want.sort()).toEqual([copies[7].sequential_id, copies[8].sequential_id].sort());
    const { found, totals } = await pages({ keyWord }, 'desc', 1);
    expect(found).toEqual(await expected({ keyWord }, 'desc'));
    expect(totals).toEqual([2]);
  });

  it('the index follows the reports: status, category, organization, method and sensitivity changes', async () => {
    await db.execute(sql`update reports set status_id = 1 + (id % 8), type_id = 1 + (id % 2),
      category_id = (array[101, 102, 103, 104, 105, 13])[1 + (id / 2) % 6],
      sensitive = id % 11 = 0, organization_id = (select array_agg(id order by id) from organizations
        where name like 'Northwind%' and not phantom and not remote)[1 + id % 2], create_time = create_time - make_interval(hours => id % 4)
      where id = any(${`{${copies.map((c) => c.id).join(',')}}`}::int[])`);
    const drifted = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from report_search_tokens t join reports r on r.id = t.report_id
        where (t.root_organization_id, t.organization_id, t.category_id, t.sensitive, t.status_id, t.type_id,
          t.create_time) is distinct from (r.root_organization_id, r.organization_id, r.category_id, r.sensitive,
          r.status_id, r.type_id, r.create_time)`),
    );
    expect(Number(drifted[0].n)).toBe(0);
    await expectPagesMatch();
  });

  it('the counts per combination equal a recount of the index after reports are filed, changed and deleted', async () => {
    await fileReport(app, db, { categoryId: 102, inputStatement: 'A pallet fell off the forklift.' });
    await db.execute(sql`update reports set status_id = 5 where id = ${copies[3].id}`);
    await db.execute(sql`delete from reports where id = ${copies[4].id}`);
    const wrong = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from (
        select token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id,
          count(*) as reports from report_search_tokens group by 1, 2, 3, 4, 5, 6, 7) t
        full join (select * from report_search_token_counts where reports <> 0) c
          using (token, root_organization_id, organization_id, category_id, sensitive, status_id, type_id)
        where t.reports is distinct from c.reports`),
    );
    expect(Number(wrong[0].n)).toBe(0);
    copies.splice(4, 1);
    await expectPagesMatch();
  });

  it('one statement text per filter shape: the values travel as parameters', () => {
    const scope = {
      userId: 1,
      login: 'x',
      name: 'x',
      authorities: [],
      userType: null,
      delegateReviewer: false,
      programAdmin: false,
      ownOrgIds: [1],
      orgIds: [1, 2],
      rootOrgIds: [1],
      categoryIds: [101],
    };
    const order = { sortKey: 'createTime', direction: 'desc', langKey: 'en' } as const;
    const text = (statusIds: number[], tokens: bigint[], offset: number) =>
      new PgDialect().sqlToQuery(
        pageStatementWithValues(
          { ...scope, orgIds: [1, 2, ...statusIds] },
          { filter: { statusIds }, keywordTokens: tokens, timeZone: 'UTC' },
          order,
          { limit: 10, offset },
        ),
      ).sql;
    expect(text([3], [token('a')], 0)).toBe(text([4, 5, 6], [token('b')], 30));
    expect(text([3], [token('a')], 0)).not.toBe(text([3], [token('a'), token('b')], 0));
  });
});
