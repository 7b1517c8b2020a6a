/**
 * The audit log's paging (decision 051): pages sought through the per-day counts are exactly the
 * pages of a full sort with OFFSET, in both directions, within day bounds or not, and the counts
 * the trigger keeps are the events committed, day by day (UTC).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { auditEvents } from '../db/schema/index.ts';
import { type AuditDays, auditPageByDate, auditTotal } from './audit.repository.ts';

const { database } = await buildTestApp({ demo: false });
const { db } = database;

const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The reference: a full sort, skipped with OFFSET. */
async function referencePage(days: AuditDays, page: number, size: number, ascending: boolean) {
  const dir = ascending ? sql`asc` : sql`desc`;
  const bounds = [
    days.fromDay ? sql`audit_event_date >= ${`${days.fromDay}T00:00:00Z`}::timestamptz` : sql`true`,
    days.toDay ? sql`audit_event_date < ${`${days.toDay}T00:00:00Z`}::timestamptz + interval '1 day'` : sql`true`,
  ];
  const where = sql.join(bounds, sql` and `);
  const rows = await rowsOf<{ id: number }>(sql`select id from audit_events where ${where}
    order by audit_event_date ${dir}, id ${dir} offset ${page * size} limit ${size}`);
  const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from audit_events where ${where}`);
  return { ids: rows.map((r) => r.id), total: n };
}

const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

/** Six days over four months (UTC), first and last days of months among them. */
const DAYS = ['2026-03-31', '2026-04-01', '2026-04-30', '2026-05-01', '2026-05-14', '2026-07-01'];

/**
 * 120 events over six days, their dates not in id order, several on the very same instant,
 * some on the first and last millisecond of a UTC day; inserted by several statements.
 */
function events() {
  const times = ['00:00:00.000', '23:59:59.999', '12:00:00.000', '06:30:00.000', '18:45:10.500'];
  return Array.from({ length: 120 }, (_, i) => ({
    auditEventType: i % 3 ? 'UPDATE_USER' : 'LOCK_USER',
    actorId: i % 4 ? `user${i}` : null,
    auditEventDate: at(DAYS[(i * 7) % 6], times[(i * 11) % times.length]),
    data: { login: `user${i}` },
  }));
}

describe('audit log paging through the per-day counts', () => {
  it('answers exactly the pages of a full sort, both directions, with or without day bounds', async () => {
    const all = events();
    for (let i = 0; i < all.length; i += 25) await db.insert(auditEvents).values(all.slice(i, i + 25));
    const bounds: AuditDays[] = [
      {},
      { fromDay: '2026-04-01', toDay: '2026-05-01' },
      { fromDay: '2026-05-14' },
      { toDay: '2026-04-15' },
    ];
    let compared = 0;
    for (const days of bounds) {
      for (const size of [1, 7, 20]) {
        for (const ascending of [false, true]) {
          const { total } = await referencePage(days, 0, size, ascending);
          for (let page = 0; page <= Math.ceil(total / size); page++) {
            const expected = await referencePage(days, page, size, ascending);
            const got = await auditPageByDate(db, { ...days, page, size, ascending });
            expect({ ids: got.rows.map((r) => r.id), total: got.total }).toEqual(expected);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
    const [first] = (await auditPageByDate(db, { page: 0, size: 1, ascending: true })).rows;
    expect(first.auditEventDate).toEqual(at(DAYS[0], '00:00:00.000'));
    expect(first.data).toEqual({ login: expect.stringMatching(/^user/) });
  });

  it('counts each day what was committed, and nothing a rolled-back transaction wrote', async () => {
    const before = await auditTotal(db, {});
    await db
      .transaction(async (tx) => {
        await tx
          .insert(auditEvents)
          .values({ auditEventType: 'CREATE_USER', auditEventDate: at('2026-05-20', '10:00:00.000') });
        expect(await auditTotal(tx, {})).toBe(before + 1);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await auditTotal(db, {})).toBe(before);
    await db.insert(auditEvents).values([
      { auditEventType: 'CREATE_USER', auditEventDate: at('2026-05-20', '23:59:59.999') },
      { auditEventType: 'CREATE_USER', auditEventDate: at('2026-06-21', '00:00:00.000') },
    ]);
    const kept = await rowsOf<{ day: string; events: number }>(
      sql`select day::text, events from audit_event_days order by day`,
    );
    const counted = await rowsOf<{ day: string; events: number }>(sql`
      select (audit_event_date at time zone 'UTC')::date::text as day, count(*)::int as events
      from audit_events group by 1 order by 1`);
    expect(kept).toEqual(counted);
    const keptMonths = await rowsOf<{ month: string; events: number }>(
      sql`select month::text, events from audit_event_months order by month`,
    );
    const countedMonths = await rowsOf<{ month: string; events: number }>(sql`
      select date_trunc('month', audit_event_date at time zone 'UTC')::date::text as month, count(*)::int as events
      from audit_events group by 1 order by 1`);
    expect(keptMonths).toEqual(countedMonths);
    expect(await auditTotal(db, { fromDay: '2026-05-20', toDay: '2026-05-20' })).toBe(1);
    expect(await auditTotal(db, {})).toBe(before + 2);
  });
});
