import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { orgId } from '../reporting/reporting.fixtures.ts';
import { fileReport } from '../reports/reviewer.test-support.ts';

const { app, database, codec } = await buildTestApp();
const db = database.db;

type Count = { root: number; org: number; category: number; sensitive: boolean; n: number };
const rows = async (text: ReturnType<typeof sql>) =>
  ((await db.execute(text)) as unknown as { rows: Count[] }).rows.map((r) => ({ ...r, n: Number(r.n) }));

/** The kept counts beside a count of `reports` itself: they must always agree. */
async function keptAndRecounted() {
  const kept = await rows(sql`select root_organization_id root, organization_id org, category_id category, sensitive,
      reports n from new_and_updated_counts where reports <> 0 order by 1, 2, 3, 4`);
  const recounted = await rows(sql`select root_organization_id root, organization_id org, category_id category,
      sensitive, count(*) n from reports where status_id in (1, 3) group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  return { kept, recounted };
}

const total = async (login: string) => {
  const res = await (await signIn(app, login)).get('/api/reviewer/reports/new-and-updated?size=1');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().totalElements as number;
};

describe('new-and-updated totals', () => {
  it('follow filing, opening, moving out of reach and the sensitive flag', async () => {
    const a = await fileReport(app, db, { inputStatement: 'The canteen supplier is paid twice.' });
    const b = await fileReport(app, db, { inputStatement: 'Overtime is not paid.', orgName: 'Northwind Canada' });
    const reviewer = await signIn(app, 'reviewer');
    // Both are filed in the default category 13, which the client admin holds alone.
    expect([await total('reviewer'), await total('client-admin'), await total('delegate')]).toEqual([2, 2, 0]);

    await reviewer.get(`/api/reviewer/report/${a.referenceId}`);
    expect([await total('reviewer'), await total('client-admin')]).toEqual([1, 1]);

    // Back to Updated (3), then moved to category 104: out of the client admin's reach, still in the reviewer's.
    await db.execute(
      sql`update reports set status_id = 3 where reference_hash = ${codec.referenceHash(a.referenceId)}`,
    );
    expect([await total('reviewer'), await total('client-admin')]).toEqual([2, 2]);
    const moved = await reviewer.put(`/api/report/${a.referenceId}`, {
      json: { orgId: await orgId(db, 'Northwind France'), categoryId: 104 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await total('reviewer'), await total('client-admin')]).toEqual([2, 1]);

    // Sensitive reports count only for holders of category 109 (the reviewer holds it, the client admin not).
    await db.execute(
      sql`update reports set sensitive = true where reference_hash = ${codec.referenceHash(b.referenceId)}`,
    );
    expect([await total('reviewer'), await total('client-admin')]).toEqual([2, 0]);

    const { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
  });

  it('stay equal to a count of the reports through bulk inserts, updates and deletes', async () => {
    await db.execute(sql`
      insert into reports (reference_hash, reference_sealed, sequential_id, root_organization_id, organization_id,
        category_id, status_id, report_input, password_hash, sensitive)
      select 'COUNT' || n, 'x', 500000 + n, o.id, o.id, (array[101, 102, 13])[1 + n % 3], 1 + n % 4, 'x', 'x', n % 5 = 0
      from generate_series(1, 200) n, (select id from organizations where name = 'Northwind Group') o`);
    let counts = await keptAndRecounted();
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.kept.reduce((sum, c) => sum + c.n, 0)).toBeGreaterThan(100);

    await db.execute(
      sql`update reports set status_id = 4 where reference_hash like 'COUNT%' and sequential_id % 7 = 0`,
    );
    await db.execute(sql`update reports set status_id = 3, category_id = 104
      where reference_hash like 'COUNT%' and sequential_id % 11 = 0`);
    await db.execute(sql`update reports set sensitive = not sensitive where reference_hash like 'COUNT%'`);
    counts = await keptAndRecounted();
    expect(counts.kept).toEqual(counts.recounted);

    await db.execute(sql`delete from reports where reference_hash like 'COUNT%' and sequential_id % 2 = 0`);
    counts = await keptAndRecounted();
    expect(counts.kept).toEqual(counts.recounted);
  });
});
