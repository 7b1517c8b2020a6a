/**
 * The alerts that reviewers' rules call for (decision 058): reports in the rule owner's reach
 * (decision 021) left unviewed or unanswered past the rule's duration, not yet alerted for
 * that very wait. A report nobody can write back to is never left unanswered (decision 145).
 * Each wait is named by `rule:<rule>:<report>:<epoch of its start>`, the feed entry's event
 * key: a report updated again starts a new wait and may alert again.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { reachOf, scopeColumns } from '../modules/reports/reach.repository.ts';

export interface DueAlert {
  userId: number;
  email: string;
  langKey: string;
  reportId: number;
  actionTypeId: number;
  duration: number;
  orgName: string;
  orgNames: Record<string, string>;
  eventKey: string;
}

/** At most `limit` due alerts; the next run takes the rest. */
export async function dueAlerts(db: Tx, limit: number): Promise<DueAlert[]> {
  const result = await db.execute(sql`
    select nr.user_id as "userId", u.email, u.lang_key as "langKey", r.id as "reportId",
      nr.action_type_id as "actionTypeId", nr.duration, o.name as "orgName", o.names as "orgNames",
      'rule:' || nr.id || ':' || r.id || ':' || floor(extract(epoch from w.since))::bigint as "eventKey"
    from notification_rules nr
    join users u on u.id = nr.user_id and u.activated and u.user_status = 'ACTIVE'
    cross join lateral (${scopeColumns}) s
    join reports r on ${reachOf('r', 's')}
    join organizations o on o.id = r.organization_id
    cross join lateral (select case
      when nr.action_type_id = 1 and nr.status_id = 4 and r.status_id = 1 then r.create_time
      when nr.action_type_id = 1 and nr.status_id = 3 and r.status_id = 3
        then coalesce(r.latest_reporter_update, r.updated_time)
      when nr.action_type_id = 2 and r.status_id <> 2 and report_answerable(r)
        and (r.last_response is null or r.last_response < coalesce(r.latest_reporter_update, r.create_time))
        then coalesce(r.latest_reporter_update, r.create_time)
      end as since) w
    where w.since is not null and w.since <= now() - make_interval(days => nr.duration)
      and (nr.filter_type_id = 1 or (nr.filter_type_id = 2 and r.sensitive) or (nr.filter_type_id = 3 and not r.sensitive))
      and not exists (select 1 from notifications n where n.user_id = nr.user_id
        and n.event_key = 'rule:' || nr.id || ':' || r.id || ':' || floor(extract(epoch from w.since))::bigint)
    order by nr.id, r.id
    limit ${limit}`);
  return (result as unknown as { rows: DueAlert[] }).rows.map((r) => ({
    ...r,
    userId: Number(r.userId),
    reportId: Number(r.reportId),
  }));
}

/** The feed entry of an alert; false when a run before this one wrote it already. */
export async function addAlertToFeed(db: Tx, alert: DueAlert): Promise<boolean> {
  const written = await db
    .insert(notifications)
    .values({
      userId: alert.userId,
      reportId: alert.reportId,
      authorType: 'SYSTEM',
      actionType: 'RULE_ALERT',
      content: null,
      eventKey: alert.eventKey,
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id });
  return written.length > 0;
}
