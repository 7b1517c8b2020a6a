/**
 * The administration lists at scale (issue 10), a step of `npm run bench` on PostgreSQL: an
 * organization's users (first page, a page in the middle, a search), the platform admin users,
 * and the audit log (`api/connects-admin/audit` and `management/audits`, first and middle page)
 * over 10 000 users and 10 000 then 1 000 000 audit events. Each call is compared with the raw
 * `select 1` route of the same run (requests/s, CPU per request), with the SQL statements it
 * sends and, for the audit log, p95 of sequential requests at both sizes. The plans of the
 * statements the repository sends (generic plans, as the app runs them) are printed.
 * Alone: `BENCH_ONLY=admin DATABASE_URL=… npm run bench`.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Tx } from '../apps/server/src/db/client.ts';
import * as admin from '../apps/server/src/modules/admin/admin.repository.ts';
import { platformAuditPage } from '../apps/server/src/modules/platform/management.repository.ts';
import type { BenchApp } from './bench-app.ts';
import { p95 } from './case-work.ts';
import type { LoadFigures } from './client-process.ts';
import { cpuPerRequest } from './cpu-time.ts';
import type { BenchProcess } from './processes.ts';

const LOAD = { connections: 20, seconds: 10 };
const USERS = 10_000;
const SMALL_AUDIT = 10_000;
const LARGE_AUDIT = 1_000_000;
/** Audit events inserted per statement. */
const BATCH = 100_000;
const PAGE_SIZE = 20;
/** One user in this many is a platform admin (no organization); half the others are in the root. */
const ADMIN_EVERY = 50;
/** A fragment of a fifth of the names (Martin, Martínez): every match is counted for the total. */
const SEARCH = 'mart';
/** A search for one person, as an administrator looks someone up: a fragment of a sign-in name. */
const PERSON_SEARCH = 'user471';

const FIRST_NAMES = ['Anna', 'Bruno', 'Chloé', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines', 'Jonas', 'Kemal'];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Schmidt',
  'Müller',
  'García',
  'Martínez',
  'Rossi',
  'Smith',
  'Nowak',
];
const AUDIT_TYPES = [
  'UPDATE_USER',
  'CREATE_USER',
  'LOCK_USER',
  'UNLOCK_USER',
  'ACTIVATE_USER',
  'DEACTIVATE_USER',
  'RESET_PASSWORD',
  'CHANGE_PASSWORD',
  'CHANGE_CATEGORY_ACCESS',
  'TWO_FACTOR_ENROLLED',
  'API_KEY_RESET',
];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);

/** 10 000 users: one in 50 a platform admin, half the others in the root organization, the rest spread below it. */
async function addUsers(db: Tx) {
  await db.execute(sql`
    insert into users (login, first_name, last_name, email, legacy_user_id, authorities, user_type,
      user_status, primary_organization_id)
    select 'bench.user' || n, (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}],
      (${textArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
      'bench.user' || n || '@northwind.example', 'BU-' || n,
      case when n % ${ADMIN_EVERY} = 0 then array['ROLE_CONNECTS_ADMIN'] else array['ROLE_USER'] end,
      case when n % ${ADMIN_EVERY} = 0 then 'CONNECTS_ADMIN' when n % 3 = 0 then 'MASTER_REVIEWER' else 'DELEGATE' end,
      (array['ACTIVE', 'ACTIVE', 'ACTIVE', 'INACTIVE', 'LOCKED'])[1 + n % 5],
      case when n % ${ADMIN_EVERY} = 0 then null when n % 2 = 0 then root.id else orgs.ids[1 + n % array_length(orgs.ids, 1)] end
    from generate_series(1, ${USERS}) n,
      (select id from organizations where name = 'Northwind Group') root,
      (select array_agg(id) ids from organizations where name like 'Northwind%' and name <> 'Northwind Group'
        and not phantom and not remote) orgs`);
  await db.execute(sql`
    insert into user_organizations (user_id, organization_id)
    select id, primary_organization_id from users where login like 'bench.user%' and primary_organization_id is not null`);
  // As autovacuum leaves them after a load: statistics, and the visibility map index-only scans rely on.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze user_organizations`);
}

const auditCount = async (db: Tx) =>
  Number(
    ((await db.execute(sql`select count(*) n from audit_events`)) as unknown as { rows: { n: string }[] }).rows[0].n,
  );

/**
 * Audit events up to `total`, one a minute going back in time (1 000 000 span about two years),
 * of the types the app writes, with the details it writes.
 */
async function growAuditTo(db: Tx, total: number) {
  for (let from = (await auditCount(db)) + 1; from <= total; from += BATCH) {
    const to = Math.min(from + BATCH - 1, total);
    await db.execute(sql`
      insert into audit_events (audit_event_type, actor_id, actor_user_id, audit_event_date, data)
      select t.type, case when t.type in ('LOCK_USER', 'UNLOCK_USER') then null else 'bench.user' || (n % ${USERS}) end,
        case when t.type in ('LOCK_USER', 'UNLOCK_USER') then null else n % ${USERS} end,
        now() - make_interval(mins => n),
        case t.type
          when 'UPDATE_USER' then jsonb_build_object('login', 'bench.user' || (n * 7 % ${USERS}), 'changed', 'email,lastName')
          when 'CREATE_USER' then jsonb_build_object('login', 'bench.user' || (n * 7 % ${USERS}), 'userType', 'DELEGATE',
            'organizationId', (n % 9)::text)
          when 'UNLOCK_USER' then jsonb_build_object('login', 'bench.user' || (n * 7 % ${USERS}), 'reason', 'lockExpired')
          when 'CHANGE_CATEGORY_ACCESS' then jsonb_build_object('login', 'bench.user' || (n * 7 % ${USERS}),
            'organizationId', (n % 9)::text, 'categories', '101,102,105')
          else jsonb_build_object('login', 'bench.user' || (n * 7 % ${USERS}))
        end
      from generate_series(${from}::int, ${to}::int) n,
        lateral (select (${textArray(AUDIT_TYPES)})[1 + (n * 31) % ${AUDIT_TYPES.length}] as type) t`);
  }
  await db.execute(sql`vacuum analyze audit_events`);
}

/** The statements a repository call sends, then each one's plan as the app runs it (generic), with its execution. */
async function plansOf(title: string, databaseUrl: string, call: (db: Tx) => Promise<unknown>): Promise<string[]> {
  const sent: { text: string; params: unknown[] }[] = [];
  const database = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    onStatement: (text, params) => sent.push({ text, params }),
  });
  try {
    await call(database.db);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    const plans: string[] = [];
    for (const [i, s] of sent.entries()) {
      await client.query(`prepare bench_plan_${i} as ${s.text}`);
      const literals = s.params.map((p) =>
        p === null ? 'NULL' : client.escapeLiteral(p instanceof Date ? p.toISOString() : String(p)),
      );
      const args = literals.length ? `(${literals.join(', ')})` : '';
      const { rows } = await client.query(`explain (analyze, buffers, costs off) execute bench_plan_${i}${args}`);
      plans.push(`${title}\n${s.text}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
    }
    return plans;
  } finally {
    await client.end();
  }
}

export interface AdminListFigure {
  measure: string;
  value: string;
}

interface Call {
  name: string;
  url: string;
}

/** The figures of the administration lists; `baseline` and `baselineCpu` are the raw `select 1` of the same run. */
export async function measureAdminLists(ctx: {
  app: BenchApp;
  client: BenchProcess;
  baseline?: LoadFigures;
  baselineCpu?: { total: number };
}): Promise<AdminListFigure[]> {
  const { app, client, baseline, baselineCpu } = ctx;
  if (!app.databaseUrl) return [{ measure: 'Administration lists', value: 'PostgreSQL only' }];
  const databaseUrl = app.databaseUrl;
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  const db = database.db;
  const figures: AdminListFigure[] = [];
  const plans: string[] = [];
  const headers = { cookie: await app.signIn('connects-admin') };
  const platform = { cookie: await app.signIn('admin') };

  const checked = async (url: string, h: Record<string, string>) => {
    const res = await fetch(url, { headers: h });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 300)}`);
    return JSON.parse(body) as { totalElements?: number; content?: unknown[] } | unknown[];
  };
  const rps = (f: LoadFigures) => Math.round(f.requestsPerSecond).toLocaleString('en-US');
  const per = (micros: number) => `${Math.round(micros).toLocaleString('en-US')} µs`;

  /** Load, CPU per request and statements per request of one call, beside the raw `select 1`. */
  async function measure(call: Call, h: Record<string, string>) {
    await checked(call.url, h);
    const statements = await app.statementsPer(() => checked(call.url, h));
    const before = await app.cpu();
    const f = await client.call<LoadFigures>({ type: 'load', urls: [call.url], headers: h, ...LOAD });
    const used = cpuPerRequest(before, await app.cpu(), f.requests);
    const total = used.processMicros + used.databaseMicros;
    const failed = f.non2xx + f.errors;
    figures.push(
      {
        measure: `${call.name}: requests/s`,
        value: `${rps(f)}${baseline ? ` (${(f.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} × raw select 1)` : ''}${failed ? `, ${failed} failed` : ''}`,
      },
      {
        measure: `${call.name}: CPU per request (app + PostgreSQL)`,
        value: `${per(total)} (${per(used.processMicros)} + ${per(used.databaseMicros)})${baselineCpu ? `; raw select 1 costs ${(baselineCpu.total / total).toFixed(2)} × this` : ''}`,
      },
      { measure: `${call.name}: SQL statements per request`, value: statements.toFixed(1) },
    );
  }

  const middle = (total: number) => Math.floor(total / PAGE_SIZE / 2);

  try {
    await addUsers(db);
    const [{ id: rootId }] = (
      (await db.execute(sql`select id from organizations where name = 'Northwind Group'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const usersUrl = (page: number, extra = '') =>
      `${app.url}/api/connects-admin/organization/${rootId}/user?page=${page}&size=${PAGE_SIZE}&include=status${extra}`;
    const orgUsers = await checked(usersUrl(0), headers);
    const orgTotal = (orgUsers as { totalElements: number }).totalElements;
    const adminsUrl = (page: number) =>
      `${app.url}/api/connects-admin/connects-admin-user?page=${page}&size=${PAGE_SIZE}`;
    const adminTotal = ((await checked(adminsUrl(0), headers)) as { totalElements: number }).totalElements;
    const searchUrl = usersUrl(0, `&searchText=${SEARCH}`);
    const found = ((await checked(searchUrl, headers)) as { totalElements: number }).totalElements;
    const personUrl = usersUrl(0, `&searchText=${PERSON_SEARCH}`);
    const person = ((await checked(personUrl, headers)) as { totalElements: number }).totalElements;

    await measure({ name: `Organization users (${orgTotal} in the root), first page`, url: usersUrl(0) }, headers);
    await measure(
      { name: `Organization users, page ${middle(orgTotal)} (middle)`, url: usersUrl(middle(orgTotal)) },
      headers,
    );
    await measure({ name: `Organization users, search "${SEARCH}" (${found} found)`, url: searchUrl }, headers);
    await measure({ name: `Organization users, search "${PERSON_SEARCH}" (${person} found)`, url: personUrl }, headers);
    await measure({ name: `Admin users (${adminTotal}), first page`, url: adminsUrl(0) }, headers);
    await measure(
      { name: `Admin users, page ${middle(adminTotal)} (middle)`, url: adminsUrl(middle(adminTotal)) },
      headers,
    );
    const userPaging = { size: PAGE_SIZE, sort: undefined };
    plans.push(
      ...(await plansOf('Organization users, middle page', databaseUrl, (d) =>
        admin.usersOfOrganization(d, rootId, { ...userPaging, page: middle(orgTotal) }),
      )),
      ...(await plansOf('Organization users, search', databaseUrl, (d) =>
        admin.usersOfOrganization(d, rootId, { ...userPaging, page: 0, searchText: SEARCH }),
      )),
      ...(await plansOf('Organization users, search for one person', databaseUrl, (d) =>
        admin.usersOfOrganization(d, rootId, { ...userPaging, page: 0, searchText: PERSON_SEARCH }),
      )),
      ...(await plansOf('Admin users, middle page', databaseUrl, (d) =>
        admin.connectsAdminUsers(d, { ...userPaging, page: middle(adminTotal) }),
      )),
    );

    const auditUrl = (page: number) => `${app.url}/api/connects-admin/audit?page=${page}&size=${PAGE_SIZE}`;
    const platformUrl = (page: number) => `${app.url}/management/audits?page=${page}&size=${PAGE_SIZE}`;
    const latency: Record<string, string> = {};
    for (const size of [SMALL_AUDIT, LARGE_AUDIT]) {
      await growAuditTo(db, size);
      const total = ((await checked(auditUrl(0), headers)) as { totalElements: number }).totalElements;
      const label = `${size.toLocaleString('en-US')} events`;
      await measure({ name: `Audit log, ${label}, first page`, url: auditUrl(0) }, headers);
      await measure(
        { name: `Audit log, ${label}, page ${middle(total)} (middle)`, url: auditUrl(middle(total)) },
        headers,
      );
      await measure({ name: `management/audits, ${label}, first page`, url: platformUrl(0) }, platform);
      await measure(
        { name: `management/audits, ${label}, page ${middle(total)} (middle)`, url: platformUrl(middle(total)) },
        platform,
      );
      latency[`first ${size}`] = (await p95(auditUrl(0), { headers })).toFixed(1);
      latency[`middle ${size}`] = (await p95(auditUrl(middle(total)), { headers })).toFixed(1);
      plans.push(
        ...(await plansOf(`Audit log, ${label}, middle page`, databaseUrl, (d) =>
          admin.auditPage(d, { page: middle(total), size: PAGE_SIZE, ascending: false }),
        )),
        ...(await plansOf(`management/audits, ${label}, middle page`, databaseUrl, (d) =>
          platformAuditPage(d, { page: middle(total), size: PAGE_SIZE, sort: 'auditEventDate,desc' }),
        )),
      );
    }
    for (const page of ['first', 'middle']) {
      const small = Number(latency[`${page} ${SMALL_AUDIT}`]);
      const large = Number(latency[`${page} ${LARGE_AUDIT}`]);
      figures.push({
        measure: `Audit log p95 (300 sequential), ${page} page: 10 000 → 1 000 000 events`,
        value: `${small} ms → ${large} ms (${(large / small).toFixed(2)} ×)`,
      });
    }
    console.log('\nPlans (EXPLAIN ANALYZE of the generic plans the app runs):\n');
    for (const plan of plans) console.log(`${plan}\n`);
    return figures;
  } finally {
    await database.close();
  }
}
