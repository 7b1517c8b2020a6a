/**
 * The reviewer's dashboard at scale (issue 12), a step of `npm run bench` on PostgreSQL: p95 of
 * 300 sequential `GET api/reviewer/dashboard` (12 months) over 10 000 and then 1 000 000 reports,
 * with the statements each sends and the plan of its query. The figures come from the monthly
 * facts the `reports` triggers keep (decision 059), so the time should not grow with the reports.
 * Alone: `BENCH_ONLY=dashboard DATABASE_URL=… npm run bench` (the fill takes minutes).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createCodec } from '../apps/server/src/lib/crypto.ts';
import { dashboardFactsQuery } from '../apps/server/src/modules/dashboard/dashboard.repository.ts';
import { firstDayOf } from '../apps/server/src/modules/dashboard/dashboard.service.ts';
import type { BenchApp } from './bench-app.ts';
import { growTo, p95 } from './case-work.ts';

export interface DashboardFigure {
  measure: string;
  value: string;
}

export async function measureDashboard(ctx: { app: BenchApp }): Promise<DashboardFigure[]> {
  const { app } = ctx;
  if (!app.databaseUrl) return [{ measure: 'Dashboard', value: 'PostgreSQL only' }];
  const database = await openDatabase({ databaseUrl: app.databaseUrl, dataDir: 'memory://' });
  const codec = createCodec(Buffer.from(app.encryptionKey, 'base64'));
  try {
    const existing = (await database.db.execute(sql`select count(*) n from reports`)) as unknown as {
      rows: { n: string }[];
    };
    if (Number(existing.rows[0].n) > 10_000) {
      return [
        {
          measure: 'Dashboard',
          value: 'run alone (BENCH_ONLY=dashboard): an earlier step grew the reports past 10 000',
        },
      ];
    }
    const sealed = codec.encryptText('Overtime is not paid for the night shift in the warehouse.');
    const headers = { cookie: await app.signIn('reviewer') };
    const url = `${app.url}/api/reviewer/dashboard?langKey=en&months=12`;
    const check = async () => {
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`dashboard: ${res.status} ${(await res.text()).slice(0, 200)}`);
      return (await res.json()) as { total: number };
    };
    const reviewer = (await database.db.execute(sql`select id from users where login = 'reviewer'`)) as unknown as {
      rows: { id: number }[];
    };
    const from = firstDayOf(new Date(), 11);
    const plan = async () => {
      const explained = (await database.db.execute(
        sql`explain (analyze, costs off, timing off, summary on) ${dashboardFactsQuery(reviewer.rows[0].id, from)}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    await growTo(database.db, codec, 10_000, sealed);
    const small = { total: (await check()).total, p95: await p95(url, { headers }), plan: await plan() };
    const statements = await app.statementsPer(check);
    const started = performance.now();
    await growTo(database.db, codec, 1_000_000, sealed);
    const fillSeconds = (performance.now() - started) / 1000;
    const large = { total: (await check()).total, p95: await p95(url, { headers }), plan: await plan() };
    console.log(
      `dashboard plan at 10 000 reports:\n${small.plan}\n\ndashboard plan at 1 000 000 reports:\n${large.plan}`,
    );
    const facts = (await database.db.execute(sql`select count(*) n from report_month_facts`)) as unknown as {
      rows: { n: string }[];
    };
    return [
      { measure: 'dashboard, 12 months: SQL statements per request', value: statements.toFixed(1) },
      {
        measure: 'dashboard p95 (300 sequential): 10 000 → 1 000 000 reports',
        value: `${small.p95.toFixed(1)} ms → ${large.p95.toFixed(1)} ms (${(large.p95 / small.p95).toFixed(2)} ×)`,
      },
      { measure: 'dashboard: reports counted (12 months, in reach)', value: `${small.total} → ${large.total}` },
      { measure: 'dashboard: monthly fact rows at 1 000 000 reports', value: facts.rows[0].n },
      { measure: 'filling 990 000 reports through the facts triggers', value: `${fillSeconds.toFixed(0)} s` },
    ];
  } finally {
    await database.close();
  }
}
