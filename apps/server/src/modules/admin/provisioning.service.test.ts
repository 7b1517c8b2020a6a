/**
 * Provisioning an empty installation (decision 134): from the example file to a reporter's report,
 * the invited administrators' first sign-in, and the refusals that leave everything as it was.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_CATEGORY_ID, SENSITIVE_CATEGORY_ID, SUMMARY_TOTAL_ROW_ID } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import { loadDemoData } from '../../db/demo-data.ts';
import {
  auditEvents,
  categories,
  jobs,
  organizations,
  reportTemplates,
  userCategories,
  users,
} from '../../db/schema/index.ts';
import { jobContextWithMail } from '../../jobs/mail-capture.test-support.ts';
import { runDueJobs } from '../../jobs/runner.ts';
import { fileReport } from '../reports/reviewer.test-support.ts';
import {
  ProvisioningError,
  provisionInstallation,
  provisionSummary,
  readInstallation,
  reinvite,
} from './provisioning.service.ts';

const EXAMPLE = readFileSync(new URL('../../../../../deploy/installation.example.json', import.meta.url), 'utf8');
const { app, database, config, codec } = await buildTestApp({ demo: false, env: { REQUIRE_TOTP_FOR_ADMINS: 'false' } });
const db = database.db;
const { ctx, capture } = await jobContextWithMail(config, db, codec);
/** A second, empty installation, for a file with its own categories and organizations. */
const other = await buildTestApp({ demo: false });

type File = { organizations: Record<string, unknown>[]; users: Record<string, unknown>[]; [k: string]: unknown };
/** The example with one change, as text. */
const changed = (change: (file: File) => void) => {
  const file = JSON.parse(EXAMPLE) as File;
  change(file);
  return JSON.stringify(file);
};
const faultsOf = (text: string) => {
  try {
    readInstallation(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ProvisioningError);
    return (e as Error).message;
  }
  throw new Error('the file was accepted');
};
const categoriesWith = (...ids: number[]) => [
  { names: { en: 'All' }, categories: ids.map((id) => ({ id, names: { en: `Category ${id}` } })) },
];
const keyOf = (text: string) => /\/account\/reset\/finish\?key=([\w-]+)/.exec(text)?.[1];

describe('the installation file', () => {
  it('accepts the example, and a leading byte-order mark', () => {
    expect(readInstallation(EXAMPLE).organizations).toHaveLength(4);
    expect(readInstallation(`\uFEFF${EXAMPLE}`).users).toHaveLength(4);
  });

  it.each([
    ['not JSON', '{ organizations', /not JSON/],
    [
      'a NUL character',
      changed((f) => Object.assign(f.organizations[1], { name: 'Ex\u0000ample' })),
      /lone surrogate at: organizations\[1\]\.name$/,
    ],
    [
      'a lone surrogate',
      changed((f) => Object.assign(f.users[0], { lastName: 'Op\ud800' })),
      /at: users\[0\]\.lastName$/,
    ],
    [
      'no organization',
      changed((f) => f.organizations.splice(0)),
      /Too small: expected array to have >=1 items\n {2}→ at organizations/,
    ],
    [
      'a parent listed after its child',
      changed((f) => f.organizations.reverse()),
      /is not the key of an organization listed before this one\n {2}→ at organizations\[0\]\.parent/,
    ],
    [
      'a key twice',
      changed((f) => f.organizations.push({ key: 'group', name: 'Again' })),
      /"group" is used twice\n {2}→ at organizations\[4\]\.key/,
    ],
    [
      'a login twice, in another case',
      changed((f) => f.users.push({ ...f.users[0], login: 'OPS-ADMIN' })),
      /"OPS-ADMIN" is used twice\n {2}→ at users\[4\]\.login/,
    ],
    [
      'a client admin without organization',
      changed((f) => delete f.users[2].organization),
      /A client-admin needs the key of his organization\n {2}→ at users\[2\]\.organization/,
    ],
    [
      'a transcriber without organization',
      changed((f) => f.users.push({ ...f.users[3], login: 'scribe', role: 'transcriber' })),
      /A transcriber needs the key of his organization\n {2}→ at users\[4\]\.organization/,
    ],
    [
      'a client admin of a phantom',
      changed((f) => Object.assign(f.users[2], { organization: 'holdings' })),
      /nobody belongs to it\n {2}→ at users\[2\]\.organization/,
    ],
    [
      'a hotline agent in an organization',
      changed((f) => Object.assign(f.users[3], { organization: 'group' })),
      /A hotline-agent belongs to no organization\n {2}→ at users\[3\]\.organization/,
    ],
    [
      'a connects admin in German',
      changed((f) => Object.assign(f.users[1], { langKey: 'de' })),
      /"de" is not offered to a connects-admin\n {2}→ at users\[1\]\.langKey/,
    ],
    ['no connects admin', changed((f) => f.users.splice(1, 1)), /A connects admin is required/],
    [
      'a top organization without a client admin',
      changed((f) => f.organizations.push({ key: 'other', name: 'Other Group' })),
      /No client admin belongs to "Other Group" or below it: nobody could give it reviewers\n {2}→ at organizations\[4\]/,
    ],
    [
      'categories without the default',
      changed((f) => Object.assign(f, { categoryGroups: categoriesWith(SENSITIVE_CATEGORY_ID) })),
      /Category 13 is required/,
    ],
    [
      "the id of the category summary's total row",
      changed((f) => Object.assign(f, { categoryGroups: categoriesWith(13, 109, SUMMARY_TOTAL_ROW_ID) })),
      /Category 10 is the category summary's total row: give it another id/,
    ],
    [
      'a category without an English name',
      changed((f) =>
        Object.assign(f, {
          categoryGroups: [{ names: { fr: 'Tout' }, categories: categoriesWith(13, 109)[0].categories }],
        }),
      ),
      /English name \("en"\) is required\n {2}→ at categoryGroups\[0\]\.names/,
    ],
    [
      'an organization with an English name besides its name',
      changed((f) => Object.assign(f.organizations[1], { names: { en: 'Example Europe Ltd', de: 'Example Europa' } })),
      /English name is its "name": leave "en" out of "names"\n {2}→ at organizations\[1\]\.names/,
    ],
    ['an unknown role', changed((f) => Object.assign(f.users[0], { role: 'boss' })), /→ at users\[0\]\.role/],
    [
      'an unknown field',
      changed((f) => Object.assign(f.organizations[0], { colour: 'blue' })),
      /"colour"\n {2}→ at organizations\[0\]/,
    ],
    ['a bad email', changed((f) => Object.assign(f.users[0], { email: 'ops' })), /→ at users\[0\]\.email/],
  ])('refuses %s, saying where', (_name, text, fault) => {
    expect(faultsOf(text)).toMatch(fault);
  });
});

describe('provisionInstallation', () => {
  const installation = readInstallation(EXAMPLE);

  it('sets up the tree, the standard categories, a form per top organization and the users, invited', async () => {
    const result = await provisionInstallation(db, installation);
    expect(result).toEqual({
      organizations: 4,
      categories: 7,
      forms: 1,
      users: ['ops-admin', 'ethics-office', 'compliance-lead', 'hotline-desk'],
    });
    expect(provisionSummary(result)).toMatch(/4 user\(s\): ops-admin, .*\nEach invitation .* works for 24 hours/);

    const orgs = await db.select().from(organizations);
    const byName = new Map(orgs.map((o) => [o.name, o]));
    const germany = byName.get('Example Germany')!;
    expect(germany.parentChain).toBe(`${byName.get('Example Group')!.id}--${byName.get('Example Europe')!.id}`);
    expect(germany.depth).toBe(2);
    expect(byName.get('Example Holdings')!.phantom).toBe(true);
    const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((c) => c.id);
    expect(categoryIds).toEqual(expect.arrayContaining([DEFAULT_CATEGORY_ID, SENSITIVE_CATEGORY_ID]));
    for (const o of orgs) expect(categoryIds).not.toContain(o.id);

    const [lead] = await db.select().from(users).where(eq(users.login, 'compliance-lead'));
    expect(lead).toMatchObject({
      passwordHash: null,
      userType: 'MASTER_REVIEWER',
      primaryOrganizationId: byName.get('Example Group')!.id,
    });
    expect(lead.authorities).toEqual(
      expect.arrayContaining(['ROLE_USER', 'ROLE_MASTER_REVIEWER', 'ROLE_CLIENT_ADMIN']),
    );
    const leadCategories = await db.select().from(userCategories).where(eq(userCategories.userId, lead.id));
    expect(leadCategories.map((c) => c.categoryId)).toEqual([DEFAULT_CATEGORY_ID]);
    const [desk] = await db.select().from(users).where(eq(users.login, 'hotline-desk'));
    expect(desk).toMatchObject({ authorities: ['ROLE_HOTLINE_AGENT'], userType: null, primaryOrganizationId: null });
    const events = await db.select().from(auditEvents);
    expect(events.map((e) => [e.auditEventType, e.actorId, e.data.login])).toEqual([
      ['CREATE_USER', 'provisioning', 'ops-admin'],
      ['CREATE_USER', 'provisioning', 'ethics-office'],
      ['CREATE_USER', 'provisioning', 'compliance-lead'],
      ['CHANGE_CATEGORY_ACCESS', 'provisioning', 'compliance-lead'],
      ['CREATE_USER', 'provisioning', 'hotline-desk'],
    ]);
    expect(events[3].data).toMatchObject({ addedCategories: 'General concern', addedCategoryIds: '13' });
  });

  it("takes a sub-organization's report on its top organization's form, which names it", async () => {
    const found = (await app.inject({ url: '/reporterapi/organization?name=Example%20Germany&langKey=en' })).json();
    expect(found).toHaveLength(1);
    const template = await app.inject({
      url: `/reporterapi/organization/${found[0].orgId}/report-template?langKey=en`,
    });
    expect(template.statusCode).toBe(200);
    expect(JSON.stringify(template.json())).toContain('Example Group is committed to doing business honestly');
    expect(JSON.stringify(template.json())).not.toContain('Northwind');
    const { reporter, referenceId } = await fileReport(app, db, { orgName: 'Example Germany', preambleResponses: [] });
    expect((await reporter.get(`/reporterapi/report/${referenceId}`)).statusCode).toBe(200);
  });

  it('lets each invited user choose a password and sign in; a new invitation only while he has none', async () => {
    // The four invitations, and the announcement of the report above to the default category's reviewer.
    expect(await runDueJobs(ctx)).toBe(5);
    const invitations = capture.received.filter((m) => m.subject === 'Your account is ready');
    expect(invitations.map((m) => m.to[0]).sort()).toEqual([
      'compliance@example.com',
      'ethics-office@example.com',
      'hotline@example.com',
      'ops@example.com',
    ]);
    expect(capture.received.filter((m) => !invitations.includes(m)).map((m) => m.to[0])).toEqual([
      'compliance@example.com',
    ]);
    const mail = invitations.find((m) => m.to[0] === 'compliance@example.com')!;
    const password = 'Lantern-river-42';
    const finish = await new Client(app).post('/api/account/reset-password/finish', {
      json: { key: keyOf(mail.text), newPassword: password },
    });
    expect(finish.statusCode).toBeLessThan(300);
    const lead = new Client(app);
    expect(
      (await lead.post('/api/authentication', { form: { username: 'compliance-lead', password } })).statusCode,
    ).toBe(200);
    expect((await lead.get('/api/account')).json().login).toBe('compliance-lead');

    await expect(reinvite(db, 'compliance-lead')).rejects.toThrow(/has chosen a password already/);
    await expect(reinvite(db, 'nobody')).rejects.toThrow(/No user signs in as "nobody"/);
    expect(await reinvite(db, 'ETHICS-OFFICE')).toMatch(/A new invitation for ethics-office is queued/);
    capture.received.length = 0;
    expect(await runDueJobs(ctx)).toBe(1);
    expect(capture.received.map((m) => m.to[0])).toEqual(['ethics-office@example.com']);
    expect(keyOf(capture.received[0].text)).toBeDefined();
  });

  it('refuses an installation that holds anything, changing nothing', async () => {
    const before = { users: (await db.select().from(users)).length, jobs: (await db.select().from(jobs)).length };
    const refused = provisionInstallation(db, installation);
    await expect(refused).rejects.toBeInstanceOf(ProvisioningError);
    await expect(refused).rejects.toThrow(/already holds organizations, categories or users/);
    expect(await db.select().from(users)).toHaveLength(before.users);
    expect(await db.select().from(jobs)).toHaveLength(before.jobs);
    expect(await db.select().from(organizations)).toHaveLength(4);
  });

  it('keeps the demo data out of a provisioned installation', async () => {
    expect(await loadDemoData(db, 'demo-password-1')).toBeNull();
    expect(await db.select().from(organizations)).toHaveLength(4);
  });
});

describe('provisionInstallation with its own categories and two top organizations', () => {
  it('uses the file categories, names each form in its languages, and keeps names as written', async () => {
    const file = readInstallation(
      changed((f) => {
        f.organizations.push({ key: 'acme', name: 'Acme $& Société', names: { fr: 'Acmé France' } });
        f.users.push({ ...f.users[2], login: 'acme-admin', organization: 'acme' });
        Object.assign(f, { categoryGroups: categoriesWith(DEFAULT_CATEGORY_ID, SENSITIVE_CATEGORY_ID, 2001) });
      }),
    );
    expect(await provisionInstallation(other.database.db, file)).toMatchObject({ categories: 3, forms: 2 });
    const forms = await other.database.db.select().from(reportTemplates);
    expect(forms.map((t) => t.referenceId).sort()).toEqual(['acme-societe-web', 'example-group-web']);
    const acme = forms.find((t) => t.referenceId === 'acme-societe-web')!;
    const texts = acme.texts as Record<string, Record<string, string>>;
    expect(texts.en.positioningStatement).toMatch(/^Acme \$& Société is committed/);
    expect(texts.fr.positioningStatement).toMatch(/^Acmé France s'engage/);
    const ids = (await other.database.db.select({ id: categories.id }).from(categories)).map((c) => c.id);
    expect(ids.sort((a, b) => a - b)).toEqual([DEFAULT_CATEGORY_ID, SENSITIVE_CATEGORY_ID, 2001]);
  });
});
