import { statusBadge, type TDashboard } from '@candor/shared';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { StaffUser } from '../../lib/session.ts';
import { localize } from '../reporting/localize.ts';
import { dashboardFacts, type FactsRow } from './dashboard.repository.ts';

const DAY_SECONDS = 86_400;

/** The first day (UTC) of the month `back` months before the one `now` falls in, as YYYY-MM-DD. */
export function firstDayOf(now: Date, back: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
}

/** Every month from `from` (YYYY-MM-DD) to the one `now` falls in, as YYYY-MM. */
export function everyMonth(from: string, now: Date): string[] {
  const months: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= now; d.setUTCMonth(d.getUTCMonth() + 1)) {
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

/** When a cohort's deadline has passed for every report of it: its month's end plus the allowed time. */
function cohortDue(month: string, add: { days?: number; months?: number }): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m + (add.months ?? 0), 1 + (add.days ?? 0)));
}

/**
 * One deadline over the monthly cohorts (decision 059): within a cohort whose deadline has passed
 * for all its reports, a report not handled in time missed it; in a later cohort it is pending.
 * Only reports someone can answer are held to it (decision 145).
 */
export function deadline(
  months: FactsRow[],
  onTime: (r: FactsRow) => number,
  late: (r: FactsRow) => number,
  due: { days?: number; months?: number },
  now: Date,
) {
  const total = { met: 0, missed: 0, pending: 0 };
  for (const row of months) {
    const held = Number(row.answerable);
    const met = onTime(row);
    total.met += met;
    if (cohortDue(row.month as string, due) <= now) total.missed += held - met;
    else {
      total.missed += late(row);
      total.pending += held - met - late(row);
    }
  }
  return total;
}

/** Statuses that read alike (New and Review, spec 001 §3) counted as one, under the first of their ids. */
function byStatusLabel(rows: FactsRow[]): TDashboard['byStatus'] {
  const counts = new Map<string, { statusId: number; count: number }>();
  for (const r of [...rows].sort((a, b) => Number(a.status_id) - Number(b.status_id))) {
    const label = statusBadge(Number(r.status_id)).label;
    const entry = counts.get(label) ?? { statusId: Number(r.status_id), count: 0 };
    entry.count += Number(r.reports);
    counts.set(label, entry);
  }
  return [...counts.values()];
}

const days = (seconds: string, count: string) =>
  Number(count) > 0 ? Math.round((Number(seconds) / Number(count) / DAY_SECONDS) * 10) / 10 : null;

export function createDashboardService({ db }: { db: Db }) {
  return {
    /** The spec's embedding call: the dashboard is our own screen, fed by `GET api/reviewer/dashboard`. */
    configuration(user: StaffUser) {
      if (!user.dashboardEnabled) throw forbidden();
      return { accessToken: null, embedToken: null, embedUrl: '/api/reviewer/dashboard', reportId: 'candor' };
    },

    /** The user's dashboard over `months` calendar months: 403 unless his account has the dashboard. */
    async figures(user: StaffUser, months: number, langKey: string, now = new Date()): Promise<TDashboard> {
      if (!user.dashboardEnabled) throw forbidden();
      const from = firstDayOf(now, months - 1);
      const rows = await dashboardFacts(db, user.id, from);
      const isTotal = (r: FactsRow) =>
        r.month === null && r.status_id === null && r.type_id === null && r.category_id === null;
      const total = rows.find(isTotal);
      const byMonth = rows
        .filter((r) => r.month !== null)
        .sort((a, b) => (a.month as string).localeCompare(b.month as string));
      return {
        from,
        total: Number(total?.reports ?? 0),
        byMonth: everyMonth(from, now).map((month) => ({
          month,
          count: Number(byMonth.find((r) => r.month === month)?.reports ?? 0),
        })),
        byStatus: byStatusLabel(rows.filter((r) => r.status_id !== null)),
        byMethod: rows
          .filter((r) => r.type_id !== null)
          .map((r) => ({ typeId: Number(r.type_id), count: Number(r.reports) }))
          .sort((a, b) => a.typeId - b.typeId),
        byCategory: rows
          .filter((r) => r.category_id !== null)
          .map((r) => ({
            categoryId: Number(r.category_id),
            name: localize(r.category_names, langKey) ?? String(r.category_id),
            count: Number(r.reports),
          }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
        unanswerable: total ? Number(total.reports) - Number(total.answerable) : 0,
        daysToFirstResponse: total ? days(total.response_seconds, total.responded) : null,
        daysToClose: total ? days(total.close_seconds, total.closed) : null,
        acknowledgement: deadline(
          byMonth,
          (r) => Number(r.ack_on_time),
          (r) => Number(r.ack_late),
          { days: 7 },
          now,
        ),
        feedback: deadline(
          byMonth,
          (r) => Number(r.feedback_on_time),
          (r) => Number(r.feedback_late),
          { months: 3 },
          now,
        ),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
