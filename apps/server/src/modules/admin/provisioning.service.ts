import {
  AUTHORITIES,
  availableLanguages,
  DEFAULT_CATEGORY_ID,
  SENSITIVE_CATEGORY_ID,
  ZLangKey,
  ZUserForm,
} from '@candor/shared';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { DEMO_CATEGORY_GROUPS } from '../../db/demo-data.ts';
import { insertChallengeQuestions, insertStandardTemplate } from '../../db/demo-reporting.ts';
import {
  holdsOrganizations,
  insertCategories,
  insertOrganizations,
  offerCategories,
} from '../../db/organization-tree.ts';
import { mailLinksWarning } from '../../jobs/job.ts';
import { sendPasswordReset } from '../../jobs/send-password-reset.job.ts';
import { audit } from '../../lib/audit.repository.ts';
import { randomToken } from '../../lib/tokens.ts';
import { unstorable } from '../../lib/unstorable-text.ts';
import { addCategories } from '../category-access/category-access.repository.ts';
import { insertUser } from './admin.repository.ts';
import { typed } from './admin.service.ts';

const ZKey = z.string().trim().min(1).max(50);
const ZName = z.string().trim().min(1).max(255);
const ZNamesByLanguage = z.partialRecord(ZLangKey, ZName);
/** Names by language; English is the one every screen falls back to. */
const ZNames = ZNamesByLanguage.refine((names) => names.en !== undefined, {
  message: 'An English name ("en") is required',
});

/** The roles a provisioning file may give: whoever else an installation needs, these create. */
const ROLES = {
  'platform-admin': () => ({ authorities: [AUTHORITIES.ADMIN] as string[], userType: null }),
  'connects-admin': () => ({ ...typed('CONNECTS_ADMIN'), userType: 'CONNECTS_ADMIN' as const }),
  'client-admin': () => ({
    ...typed('MASTER_REVIEWER', [AUTHORITIES.CLIENT_ADMIN]),
    userType: 'MASTER_REVIEWER' as const,
  }),
};

/** An installation file (decision 134): its organization tree, categories and first administrators. */
export const ZInstallation = z
  .strictObject({
    organizations: z
      .array(
        z.strictObject({
          key: ZKey,
          name: ZName,
          names: ZNamesByLanguage.optional(),
          parent: ZKey.optional(),
          phantom: z.boolean().optional(),
        }),
      )
      .min(1)
      .max(10_000),
    categoryGroups: z
      .array(
        z.strictObject({
          names: ZNames,
          categories: z
            .array(z.strictObject({ id: z.number().int().positive().max(2_147_483_647), names: ZNames }))
            .min(1),
        }),
      )
      .min(1)
      .optional(),
    users: z
      .array(
        z.strictObject({
          ...ZUserForm.pick({ login: true, email: true, firstName: true, lastName: true, langKey: true }).shape,
          role: z.enum(Object.keys(ROLES) as [keyof typeof ROLES, ...(keyof typeof ROLES)[]]),
          organization: ZKey.optional(),
        }),
      )
      .min(1),
  })
  .superRefine((file, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const keys = new Map<string, { phantom: boolean }>();
    for (const [i, o] of file.organizations.entries()) {
      if (keys.has(o.key)) issue(['organizations', i, 'key'], `The key "${o.key}" is used twice`);
      if (o.parent !== undefined && !keys.has(o.parent))
        issue(['organizations', i, 'parent'], `"${o.parent}" is not the key of an organization listed before this one`);
      keys.set(o.key, { phantom: o.phantom ?? false });
    }
    const ids = (file.categoryGroups ?? []).flatMap((g) => g.categories.map((c) => c.id));
    if (new Set(ids).size !== ids.length) issue(['categoryGroups'], 'A category id is used twice');
    for (const required of [DEFAULT_CATEGORY_ID, SENSITIVE_CATEGORY_ID]) {
      if (file.categoryGroups && !ids.includes(required))
        issue(['categoryGroups'], `Category ${required} is required (spec 002 §9)`);
    }
    const logins = new Set<string>();
    for (const [i, u] of file.users.entries()) {
      const login = u.login.toLowerCase();
      if (logins.has(login)) issue(['users', i, 'login'], `The login "${u.login}" is used twice`);
      logins.add(login);
      const organization = u.organization === undefined ? undefined : keys.get(u.organization);
      if (u.role === 'client-admin') {
        if (!organization) issue(['users', i, 'organization'], 'A client admin needs the key of his organization');
        else if (organization.phantom)
          issue(['users', i, 'organization'], 'A phantom organization only groups others: nobody belongs to it');
      } else if (u.organization !== undefined) {
        issue(['users', i, 'organization'], `A ${u.role} belongs to no organization`);
      }
      if (!availableLanguages(ROLES[u.role]().authorities).includes(u.langKey))
        issue(['users', i, 'langKey'], `"${u.langKey}" is not offered to a ${u.role}`);
    }
    if (!file.users.some((u) => u.role !== 'client-admin'))
      issue(['users'], 'A platform admin or a connects admin is required');
  });
export type TInstallation = z.infer<typeof ZInstallation>;

/** A file or an installation that cannot be provisioned: its message says why, for the operator. */
export class ProvisioningError extends Error {}

/** The installation file, checked: every fault it has, by its place in the file. */
export function readInstallation(text: string): TInstallation {
  let json: unknown;
  const unstorableKeys: string[] = [];
  try {
    json = JSON.parse(text, (key, value) => {
      if (typeof value === 'string' && unstorable(value)) unstorableKeys.push(key);
      return value;
    });
  } catch (e) {
    throw new ProvisioningError(`The installation file is not JSON: ${(e as Error).message}`);
  }
  if (unstorableKeys.length > 0)
    throw new ProvisioningError(
      `The installation file has a NUL character or a lone surrogate in: ${unstorableKeys.join(', ')}`,
    );
  const parsed = ZInstallation.safeParse(json);
  if (!parsed.success)
    throw new ProvisioningError(`The installation file has faults:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export interface ProvisionResult {
  organizations: number;
  categories: number;
  forms: number;
  users: string[];
}

/** What the operator reads once it is done; no secret is in it (the users choose their passwords). */
export function provisionSummary(result: ProvisionResult, config: Config): string {
  const jobs = 'once Candor runs its jobs (npm start, or npm run worker)';
  return [
    `Provisioned ${result.organizations} organization(s), ${result.categories} categories, ${result.forms} web form(s) and ${result.users.length} user(s): ${result.users.join(', ')}.`,
    config.SMTP_URL
      ? `Each user gets an email inviting him to choose a password ${jobs}.`
      : `Each user's invitation to choose a password is written to DATA_DIR/outbox ${jobs}: SMTP_URL is not set, so no email is sent.`,
    mailLinksWarning(config),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The provisioning's audit actor: no signed-in person. */
const PROVISIONING = { login: 'provisioning', userId: null };

/** Where a top organization's form is found: its name in lower-case letters and digits, made unique. */
const referenceOf = (name: string, taken: Set<string>) => {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'form';
  let reference = `${base}-web`;
  for (let n = 2; taken.has(reference); n++) reference = `${base}-${n}-web`;
  taken.add(reference);
  return reference;
};

/**
 * Sets up an empty installation in one transaction: the categories (the standard catalogue unless
 * the file gives its own), the organizations, a web form for each top organization, the hotline's
 * security questions and the users, each invited by email to choose a password. Refuses an
 * installation that already holds organizations: nothing is changed then.
 */
export async function provisionInstallation(db: Db, installation: TInstallation): Promise<ProvisionResult> {
  const groups = installation.categoryGroups ?? DEMO_CATEGORY_GROUPS;
  return db.transaction(async (tx) => {
    if (await holdsOrganizations(tx))
      throw new ProvisioningError('This installation already holds organizations: nothing was changed.');
    // Categories first: a new organization's id skips the ids categories hold (decision 037).
    const categoryIds = await insertCategories(tx, groups);
    const ids = await insertOrganizations(tx, installation.organizations);
    await offerCategories(tx, categoryIds, [...ids.values()]);
    const references = new Set<string>();
    const tops = installation.organizations.filter((o) => o.parent === undefined);
    for (const o of tops)
      await insertStandardTemplate(tx, {
        organizationId: ids.get(o.key)!,
        name: o.name,
        referenceId: referenceOf(o.name, references),
      });
    await insertChallengeQuestions(tx);
    for (const u of installation.users) {
      const organizationId = u.organization === undefined ? null : ids.get(u.organization)!;
      const row = await insertUser(tx, {
        login: u.login,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        langKey: u.langKey,
        ...ROLES[u.role](),
        primaryOrganizationId: organizationId,
        legacyUserId: `U-${randomToken().slice(0, 10)}`,
      });
      // The default category must keep an active reviewer (spec 002 §5): the client admin is its first.
      if (u.role === 'client-admin') await addCategories(tx, row.id, [DEFAULT_CATEGORY_ID]);
      await audit(tx, 'CREATE_USER', PROVISIONING, {
        login: row.login,
        ...(row.userType ? { userType: row.userType } : {}),
        ...(organizationId !== null ? { organizationId: String(organizationId) } : {}),
      });
      await sendPasswordReset.enqueue(tx, { userId: row.id, invitation: true });
    }
    return {
      organizations: ids.size,
      categories: groups.reduce((n, g) => n + g.categories.length, 0),
      forms: tops.length,
      users: installation.users.map((u) => u.login),
    };
  });
}
