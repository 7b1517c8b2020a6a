import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { preparedSql } from '../db/prepared.ts';
import { jobs, reportUpdateMails, reviewerMailWindows, users } from '../db/schema/index.ts';
import type { JobRow } from './jobs.repository.ts';

export interface MailWindowRules {
  /** New-report emails sent one by one in an interval. */
  handful: number;
  intervalSeconds: number;
}

const openWindows = preparedSql(
  'candor_open_mail_windows',
  sql`insert into ${reviewerMailWindows} (user_id, window_start, sent, pending)
    select unnest(${sql.placeholder('ids')}::int[]), now(), 0, 0
    on conflict do nothing`,
);

/** The locked rows as they were (`before`) tell which way each reviewer went. */
const takeSlots = preparedSql<{ user_id: number }>(
  'candor_take_mail_slots',
  sql`with taken as (
    update ${reviewerMailWindows} w set
      window_start = case when before.restarts then now() else before.window_start end,
      sent = case when before.restarts then 1 when before.sent < before.handful then before.sent + 1 else before.sent end,
      pending = case when before.restarts or before.sent < before.handful then before.pending else before.pending + 1 end
    from (
      select user_id, window_start, sent, pending, ${sql.placeholder('handful')}::int as handful,
        window_start + make_interval(secs => ${sql.placeholder('seconds')}::int) as window_end,
        window_start + make_interval(secs => ${sql.placeholder('seconds')}::int) <= now() and pending = 0 as restarts
      from ${reviewerMailWindows} where user_id = any(${sql.placeholder('ids')}::int[])
      order by user_id
      for update
    ) before
    where w.user_id = before.user_id
    returning w.user_id, not (before.restarts or before.sent < before.handful) as held,
      before.pending = 0 as first_held, before.window_end
  ), digests as (
    insert into ${jobs} (name, payload, run_at)
    select d.name, d.payload, taken.window_end
    from taken join jsonb_to_recordset(${sql.placeholder('digests')}::jsonb)
      as d(user_id int, name text, payload jsonb) on d.user_id = taken.user_id
    where taken.held and taken.first_held
  )
  select user_id from taken where held`,
);

/**
 * Decides, under row locks, how each reviewer hears of one more new report: by its own email
 * while fewer than a handful went out in the interval, else counted into the digest that goes
 * out at the end of the interval. The first report held back in an interval files the
 * reviewer's `digest`, due then, in the same statement. Answers the reviewers whose email is
 * held back; two statements whatever their number.
 */
export async function takeMailSlots(
  db: Tx,
  userIds: number[],
  rules: MailWindowRules,
  digest: (userId: number) => JobRow,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const unique = [...new Set(userIds)].sort((a, b) => a - b);
  const ids = `{${unique.join(',')}}`;
  await openWindows(db)({ ids });
  const held = await takeSlots(db)({
    ids,
    handful: rules.handful,
    seconds: rules.intervalSeconds,
    digests: JSON.stringify(unique.map((id) => ({ user_id: id, ...digest(id) }))),
  });
  return new Set(held.map((r) => Number(r.user_id)));
}

/**
 * Takes the reports held back for the digest and starts the next interval, counted as
 * full: while reports keep coming, the reviewer gets one digest per interval.
 */
export async function takeHeldReports(tx: Tx, userId: number, handful: number): Promise<number> {
  const [w] = await tx
    .select({ pending: reviewerMailWindows.pending })
    .from(reviewerMailWindows)
    .where(eq(reviewerMailWindows.userId, userId))
    .for('update');
  if (!w || w.pending === 0) return 0;
  await tx
    .update(reviewerMailWindows)
    .set({ pending: 0, sent: handful, windowStart: sql`now()` })
    .where(eq(reviewerMailWindows.userId, userId));
  return w.pending;
}

/** The address and language of an active reviewer; none once he left or was deactivated. */
export async function activeReviewer(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ email: users.email, langKey: users.langKey })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.activated, true), eq(users.userStatus, 'ACTIVE')));
  return row;
}

/**
 * Whether a reporter's addition to this report is emailed now: the first in an interval is,
 * and starts the interval; later ones reach the feeds only (decision 102).
 */
export async function takeUpdateMail(db: Tx, reportId: number, intervalSeconds: number): Promise<boolean> {
  const taken = await db
    .insert(reportUpdateMails)
    .values({ reportId, mailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: reportUpdateMails.reportId,
      set: { mailedAt: sql`now()` },
      setWhere: sql`${reportUpdateMails.mailedAt} <= now() - make_interval(secs => ${intervalSeconds})`,
    })
    .returning({ reportId: reportUpdateMails.reportId });
  return taken.length === 1;
}

/** Gives the interval's email back when sending it failed. */
export const releaseUpdateMail = (db: Tx, reportId: number) =>
  db.delete(reportUpdateMails).where(eq(reportUpdateMails.reportId, reportId));
