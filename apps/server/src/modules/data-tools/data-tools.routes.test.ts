/**
 * The data tools (decision 083): the statistics download against counts this test makes itself
 * from the stored reports; the user import, all or nothing; and their permissions.
 */
import { AUTHORITIES as A, LIMITS, REPORT_STATUS } from '@candor/shared';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type Client, signIn } from '../../../test/build-test-app.ts';
import { permissionMatrix, STAFF_LOGINS } from '../../../test/permission-matrix.ts';
import {
  auditEvents,
  categories,
  jobs,
  organizations,
  reports,
  userOrganizations,
  users,
} from '../../db/schema/index.ts';
import { createReport, postFile, text } from '../attachments/attachments.test-support.ts';
import { addUser, orgByName } from '../category-access/category-access.test-support.ts';

const { app, database, codec } = await buildTestApp({ caseLoad: true });
const db = database.db;
const europe = await orgByName(db, 'Northwind Europe');
const contoso = await orgByName(db, 'Contoso Ltd');
await addUser(db, { login: 'europe-statistics', org: europe.id, authorities: [A.STATISTICS], userType: null });
await addUser(db, { login: 'europe-importer', org: europe.id, authorities: [A.IMPORT], userType: null });
// A New and a Review report of one organization, category and month: both read New, and count as one line.
for (const statusId of [REPORT_STATUS.NEW, REPORT_STATUS.REVIEW])
  await createReport({ db, codec }, { organization: 'Northwind Holdings', categoryId: 104, statusId });
// A name a spreadsheet would run as a formula.
await db.update(organizations).set({ name: '=HYPERLINK("x")' }).where(eq(organizations.id, contoso.id));

const STATUS = [
  '',
  'New',
  'Closed',
  'Updated',
  'New',
  'Additional information',
  'Investigation',
  'Reviewed',
  'Responded',
];
const HEADER = ['Organization number', 'Organization', 'Category', 'Status', 'Month', 'Reports'];

const orgRows = await db.select().from(organizations);
const categoryRows = await db.select().from(categories);
const stored = await db
  .select({
    org: reports.organizationId,
    category: reports.categoryId,
    status: reports.statusId,
    at: reports.createTime,
  })
  .from(reports);

/** Rows keyed `org|category|status|month` with their counts, worked out here. */
function expected(orgIds: number[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of stored.filter((s) => orgIds.includes(s.org))) {
    const category = categoryRows.find((c) => c.id === r.category)!.names.en ?? '';
    const key = [r.org, category, STATUS[r.status], r.at.toISOString().slice(0, 7)].join('|');
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

async function download(login: string) {
  const res = await (await signIn(app, login)).get('/api/data-tools/report-statistics');
  expect(res.statusCode, res.body).toBe(200);
  const rows = parse(res.body, { bom: true }) as string[][];
  const counts = new Map(rows.slice(1).map((r) => [[r[0], r[2], r[3], r[4]].join('|'), Number(r[5])]));
  return { res, rows, counts };
}

describe('GET api/data-tools/report-statistics', () => {
  it('counts every report by organization, category, status and month for a statistics user of no organization', async () => {
    const { res, rows, counts } = await download('statistics');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="report-statistics_\d{8}_\d{6}\.csv"$/);
    expect(rows[0]).toEqual(HEADER);
    // One line per organization, category, status as read and month.
    expect(counts.size).toBe(rows.length - 1);
    expect(counts).toEqual(expected(orgRows.map((o) => o.id)));
    const holdingsNew = rows.filter((r) => r[1] === 'Northwind Holdings' && r[3] === 'New');
    expect(holdingsNew.map((r) => r[5])).toEqual(['2']);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(stored.length);
    // Figures and names only: nothing a reporter wrote.
    expect(rows.every((r) => r.length === HEADER.length)).toBe(true);
  });

  it('gives a statistics user who belongs to an organization its tree only', async () => {
    const { counts } = await download('europe-statistics');
    const tree = orgRows
      .filter((o) => o.id === europe.id || o.parentChain.split('--').includes(String(europe.id)))
      .map((o) => o.id);
    expect(tree.length).toBeGreaterThan(1);
    expect(counts).toEqual(expected(tree));
    expect(counts.size).toBeGreaterThan(0);
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const { rows } = await download('statistics');
    const names = rows.filter((r) => r[0] === String(contoso.id)).map((r) => r[1]);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['\'=HYPERLINK("x")']));
  });

  it('records the download in the audit log', async () => {
    await download('statistics');
    const events = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.auditEventType, 'REPORT_STATISTICS_EXPORT'));
    expect(events.map((e) => e.actorId)).toContain('statistics');
  });
});

const IMPORT = '/api/data-tools/user-import';
const france = await orgByName(db, 'Northwind France');
const holdings = await orgByName(db, 'Northwind Holdings');
const importer = await signIn(app, 'importer');
const sendCsv = (csv: string) =>
  postFile(importer, IMPORT, { name: 'users.csv', content: text(csv), type: 'text/csv' });
const userCount = async () => (await db.select({ n: count() }).from(users))[0]!.n;

describe('POST api/data-tools/user-import', () => {
  it('creates every user of the file in his organization, each with his type, an audit event and an invitation', async () => {
    const res = await sendCsv(
      [
        'login,firstName,lastName,email,organizationId,userType',
        `ines.import,Ines,Import,ines@northwind.example,${france.id},DELEGATE`,
        `"olaf.import","Olaf, Jr.",Import,olaf@northwind.example,${europe.id},`,
        '',
      ].join('\r\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, users: [{ login: 'ines.import' }, { login: 'olaf.import' }] });
    const [ines] = await db.select().from(users).where(eq(users.login, 'ines.import'));
    const [olaf] = await db.select().from(users).where(eq(users.login, 'olaf.import'));
    expect(ines).toMatchObject({ userType: 'DELEGATE', delegateReviewer: true, primaryOrganizationId: france.id });
    expect(ines!.authorities).toEqual([A.USER]);
    expect(olaf).toMatchObject({
      userType: 'MASTER_REVIEWER',
      firstName: 'Olaf, Jr.',
      primaryOrganizationId: europe.id,
    });
    expect(olaf!.authorities.sort()).toEqual([A.MASTER_REVIEWER, A.USER].sort());
    expect(olaf!.passwordHash).toBeNull();
    const member = await db.select().from(userOrganizations).where(eq(userOrganizations.userId, ines!.id));
    expect(member.map((m) => m.organizationId)).toEqual([france.id]);
    const created = await db.select().from(auditEvents).where(eq(auditEvents.auditEventType, 'CREATE_USER'));
    expect(created.filter((e) => e.actorId === 'importer').map((e) => e.data.login)).toEqual(
      expect.arrayContaining(['ines.import', 'olaf.import']),
    );
    const invitations = await db.select().from(jobs).where(eq(jobs.name, 'send-password-reset'));
    const invited = invitations.map((j) => j.payload as { userId: number; invitation?: boolean });
    expect(invited).toEqual(
      expect.arrayContaining([
        { userId: ines!.id, invitation: true },
        { userId: olaf!.id, invitation: true },
      ]),
    );
  });

  it('refuses the whole file, naming each refused value by its line and column, and creates no one', async () => {
    const before = await userCount();
    const res = await sendCsv(
      [
        'email,login,firstName,lastName,organizationId',
        `new.one@example.test,new.one,New,One,${france.id}`,
        `taken@example.test,Reviewer,Taken,Login,${france.id}`,
        `twice@example.test,new.one,Twice,Here,${france.id}`,
        `not-an-email,new.two,New,Two,${holdings.id}`,
        'nowhere@example.test,new.three,New,Three,999999',
        `nul@example.test,program-admin,Nu\u0000l,Four,${france.id}`,
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('error.validation');
    // Every refused value in one answer, the file's and the database's, in the file's order; a
    // line the file's reading refused still has its login and organization checked.
    expect(res.json().fieldErrors).toEqual([
      { field: 'rows.1.login', message: 'connectsAdmin.errors.loginInUse', line: 3 },
      { field: 'rows.2.login', message: 'pages.dataTools.import.errors.duplicateLogin', line: 4 },
      { field: 'rows.3.email', message: 'Email', line: 5 },
      { field: 'rows.3.organizationId', message: 'connectsAdmin.errors.phantomOrganization', line: 5 },
      { field: 'rows.4.organizationId', message: 'pages.dataTools.import.errors.noOrganization', line: 6 },
      { field: 'rows.5.firstName', message: 'Pattern', line: 7 },
      { field: 'rows.5.login', message: 'connectsAdmin.errors.loginInUse', line: 7 },
    ]);
    expect(await userCount()).toBe(before);

    const checked = await sendCsv(
      [
        'login,firstName,lastName,email,organizationId',
        `new.one,New,One,new.one@example.test,${france.id}`,
        `Reviewer,Taken,Login,taken@example.test,${france.id}`,
        `NEW.ONE,Twice,Here,twice@example.test,${france.id}`,
        `new.two,New,Two,new.two@example.test,${holdings.id}`,
        'new.three,New,Three,nowhere@example.test,999999',
      ].join('\n'),
    );
    expect(checked.statusCode, checked.body).toBe(400);
    expect(checked.json().fieldErrors).toEqual([
      { field: 'rows.1.login', message: 'connectsAdmin.errors.loginInUse', line: 3 },
      { field: 'rows.2.login', message: 'pages.dataTools.import.errors.duplicateLogin', line: 4 },
      { field: 'rows.3.organizationId', message: 'connectsAdmin.errors.phantomOrganization', line: 5 },
      { field: 'rows.4.organizationId', message: 'pages.dataTools.import.errors.noOrganization', line: 6 },
    ]);
    expect(await userCount()).toBe(before);
  });

  it('counts lines as the file has them: blank lines, values over two lines, mixed line endings', async () => {
    const res = await sendCsv(
      'login,firstName,lastName,email,organizationId\r\n\n' +
        `"multi.line","Two\nLines",Name,multi@example.test,${france.id}\n` +
        `bad.email,Bad,Email,nowhere,${france.id}\r\n`,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ field: 'rows.1.email', message: 'Email', line: 5 }]);
  });

  it('keeps an importer who belongs to an organization to its tree', async () => {
    const scoped = await signIn(app, 'europe-importer');
    const header = 'login,firstName,lastName,email,organizationId';
    const outside = await postFile(scoped, IMPORT, {
      name: 'users.csv',
      content: text(`${header}\nscoped.one,Scoped,One,scoped.one@example.test,${contoso.id}\n`),
    });
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json().fieldErrors).toEqual([
      { field: 'rows.0.organizationId', message: 'connectsAdmin.errors.forbidden', line: 2 },
    ]);
    const inside = await postFile(scoped, IMPORT, {
      name: 'users.csv',
      content: text(`${header}\nscoped.two,Scoped,Two,scoped.two@example.test,${france.id}\n`),
    });
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it('refuses a file that is not the import file it must be, with a message for each reason', async () => {
    const refused = async (csv: string, message: string) => {
      const res = await sendCsv(csv);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      return res;
    };
    const row = `a.b,A,B,a.b@example.test,${france.id}`;
    await refused(`login,firstName,lastName,email\n${row}`, 'pages.dataTools.import.errors.columns');
    await refused(
      `login,firstName,lastName,email,organizationId,login\n${row}`,
      'pages.dataTools.import.errors.columns',
    );
    await refused(
      `login,firstName,lastName,email,organizationId,notes\n${row}`,
      'pages.dataTools.import.errors.columns',
    );
    await refused('login,firstName,lastName,email,organizationId\n"a.b,A', 'pages.dataTools.import.errors.unreadable');
    await refused(
      `login,firstName,lastName,email,organizationId\n${row},extra`,
      'pages.dataTools.import.errors.unreadable',
    );
    await refused('', 'pages.dataTools.import.errors.empty');
    await refused('login,firstName,lastName,email,organizationId\n', 'pages.dataTools.import.errors.empty');
    const many = Array.from(
      { length: LIMITS.userImportMaxRows + 1 },
      (_, i) => `u${i},A,B,u${i}@example.test,${france.id}`,
    );
    const tooMany = await refused(
      ['login,firstName,lastName,email,organizationId', ...many].join('\n'),
      'pages.dataTools.import.errors.tooMany',
    );
    expect(tooMany.json().max).toBe(LIMITS.userImportMaxRows);
  });

  it('answers 413 to a file over the size limit, 415 to a body that is not multipart, 400 to one without a file', async () => {
    const large = await sendCsv(`login\n${'x'.repeat(LIMITS.userImportMaxBytes)}`);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('error.payloadTooLarge');
    expect((await importer.post(IMPORT, { json: {} })).statusCode).toBe(415);
    const empty = await app.inject({
      method: 'POST',
      url: IMPORT,
      headers: {
        cookie: [...importer.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': importer.xsrfToken ?? '',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('error.validation');
  });
});

const SUBJECTS = ['anonymous', ...STAFF_LOGINS];
const CALLS = [
  {
    name: 'report statistics',
    method: 'GET' as const,
    url: '/api/data-tools/report-statistics',
    send: (c: Client) => c.get('/api/data-tools/report-statistics'),
    expect: Object.fromEntries(SUBJECTS.map((s) => [s, s === 'anonymous' ? 401 : s === 'statistics' ? 200 : 403])),
  },
  // A file naming no users: refused (400) for the importer once he is let in; refused before that for everyone else.
  {
    name: 'user import',
    method: 'POST' as const,
    url: IMPORT,
    send: (c: Client) => postFile(c, IMPORT, { name: 'users.csv', content: text('') }),
    expect: Object.fromEntries(SUBJECTS.map((s) => [s, s === 'anonymous' ? 401 : s === 'importer' ? 400 : 403])),
  },
];

await permissionMatrix(app, 'data tools', SUBJECTS, CALLS);

describe('the matrix covers', () => {
  it('every data-tools route the app registers', () => {
    for (const c of CALLS) expect(app.hasRoute({ method: c.method, url: c.url }), `${c.method} ${c.url}`).toBe(true);
  });
});
