/**
 * Provisioning an empty installation (decision 134): from the example file to a reporter's form,
 * the invited administrators' first sign-in, and the refusals that leave everything as it was.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_CATEGORY_ID, SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import { loadDemoData } from '../../db/demo-data.ts';
import { auditEvents, categories, organizations, userCategories, users } from '../../db/schema/index.ts';
import { jobContextWithMail } from '../../jobs/mail-capture.test-support.ts';
import { runDueJobs } from '../../jobs/runner.ts';
import {
  ProvisioningError,
  provisionInstallation,
  provisionSummary,
  readInstallation,
} from './provisioning.service.ts';

const EXAMPLE = readFileSync(new URL('../../../../../deploy/installation.example.json', import.meta.url), 'utf8');
const { app, database, config, codec } = await buildTestApp({ demo: false, env: { REQUIRE_TOTP_FOR_ADMINS: 'false' } });
const db = database.db;
const { ctx, capture } = await jobContextWithMail(config, db, codec);

/** The file with one change, as text. */
const changed = (change: (file: Record<string, unknown[]>) => void) => {
  const file = JSON.parse(EXAMPLE);
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

describe('the installation file', () => {
  it('accepts the example', () => {
    expect(readInstallation(EXAMPLE).organizations).toHaveLength(4);
  });

  it.each([
    ['not JSON', '{ organizations', /not JSON/],
    [
      'a NUL character',
      changed((f) => Object.assign(f.organizations[0] as object, { name: 'Ex\u0000ample' })),
      /NUL character .* in: name/,
    ],
    [
      'a lone surrogate',
      changed((f) => Object.assign(f.users[0] as object, { lastName: 'Op\ud800' })),
      /lone surrogate in: lastName/,
    ],
    ['no organization', changed((f) => f.organizations.splice(0)), /organizations/],
    [
      'a parent listed after its child',
      changed((f) => f.organizations.reverse()),
      /is not the key of an organization listed before/,
    ],
    ['a key twice', changed((f) => f.organizations.push({ key: 'group', name: 'Again' })), /"group" is used twice/],
    [
      'a login twice, in another case',
      changed((f) => f.users.push({ ...(f.users[0] as object), login: 'OPS-ADMIN' })),
      /"OPS-ADMIN" is used twice/,
    ],
    [
      'a client admin without organization',
      changed((f) => delete (f.users[2] as { organization?: string }).organization),
      /needs the key of his organization/,
    ],
    [
      'a client admin of a phantom',
      changed((f) => Object.assign(f.users[2] as object, { organization: 'holdings' })),
      /nobody belongs to it/,
    ],
    [
      'a connects admin in an organization',
      changed((f) => Object.assign(f.users[1] as object, { organization: 'group' })),
      /belongs to no organization/,
    ],
    [
      'a connects admin in German',
      changed((f) => Object.assign(f.users[1] as object, { langKey: 'de' })),
      /"de" is not offered/,
    ],
    ['client admins only', changed((f) => f.users.splice(0, 2)), /A platform admin or a connects admin is required/],
    [
      'categories without the default',
      changed((f) =>
        Object.assign(f, {
          categoryGroups: [
            { names: { en: 'All' }, categories: [{ id: SENSITIVE_CATEGORY_ID, names: { en: 'Sensitive' } }] },
          ],
        }),
      ),
      /Category 13 is required/,
    ],
    [
      'a category without an English name',
      changed((f) =>
        Object.assign(f, {
          categoryGroups: [
            {
              names: { en: 'All' },
              categories: [
                { id: DEFAULT_CATEGORY_ID, names: { fr: 'Général' } },
                { id: SENSITIVE_CATEGORY_ID, names: { en: 'Sensitive' } },
              ],
            },
          ],
        }),
      ),
      /English name/,
    ],
    ['an unknown field', changed((f) => Object.assign(f.organizations[0] as object, { colour: 'blue' })), /colour/],
    ['a bad email', changed((f) => Object.assign(f.users[0] as object, { email: 'ops' })), /email/],
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
      users: ['ops-admin', 'ethics-office', 'compliance-lead'],
    });
    expect(provisionSummary(result, ctx.config)).toMatch(/Each user gets an email inviting him/);
    expect(provisionSummary(result, config)).toMatch(/written to DATA_DIR\/outbox .*no email is sent/);

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
    expect(
      (await db.select().from(userCategories).where(eq(userCategories.userId, lead.id))).map((c) => c.categoryId),
    ).toEqual([DEFAULT_CATEGORY_ID]);
    const created = await db.select().from(auditEvents).where(eq(auditEvents.auditEventType, 'CREATE_USER'));
    expect(created.map((e) => [e.actorId, e.data.login])).toEqual([
      ['provisioning', 'ops-admin'],
      ['provisioning', 'ethics-office'],
      ['provisioning', 'compliance-lead'],
    ]);
  });

  it("gives a sub-organization's reporters its top organization's form, naming it", async () => {
    const found = (await app.inject({ url: '/reporterapi/organization?name=Example%20Germany&langKey=en' })).json();
    expect(found).toHaveLength(1);
    const template = await app.inject({
      url: `/reporterapi/organization/${found[0].orgId}/report-template?langKey=en`,
    });
    expect(template.statusCode).toBe(200);
    expect(JSON.stringify(template.json())).toContain('Example Group is committed to doing business honestly');
    expect(JSON.stringify(template.json())).not.toContain('Northwind');
  });

  it('lets each invited user choose a password and sign in', async () => {
    expect(await runDueJobs(ctx)).toBe(3);
    expect(capture.received.map((m) => m.to[0]).sort()).toEqual([
      'compliance@example.com',
      'ethics-office@example.com',
      'ops@example.com',
    ]);
    const mail = capture.received.find((m) => m.to[0] === 'compliance@example.com')!;
    const key = /\/account\/reset\/finish\?key=([\w-]+)/.exec(mail.text)![1];
    const password = 'Lantern-river-42';
    const finish = await new Client(app).post('/api/account/reset-password/finish', {
      json: { key, newPassword: password },
    });
    expect(finish.statusCode).toBeLessThan(300);
    const lead = new Client(app);
    expect(
      (await lead.post('/api/authentication', { form: { username: 'compliance-lead', password } })).statusCode,
    ).toBe(200);
    const account = (await lead.get('/api/account')).json();
    expect(account.login).toBe('compliance-lead');
  });

  it('refuses an installation that holds organizations, changing nothing', async () => {
    const before = (await db.select().from(users)).length;
    const refused = provisionInstallation(db, installation);
    await expect(refused).rejects.toBeInstanceOf(ProvisioningError);
    await expect(refused).rejects.toThrow(/already holds organizations/);
    expect(await db.select().from(users)).toHaveLength(before);
    expect(await db.select().from(organizations)).toHaveLength(4);
  });

  it('keeps the demo data out of a provisioned installation', async () => {
    expect(await loadDemoData(db, 'demo-password-1')).toBeNull();
    expect(await db.select().from(organizations)).toHaveLength(4);
  });
});
