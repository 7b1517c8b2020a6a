import {
  AUTHORITIES,
  availableLanguages,
  CATEGORY_ACCESS_AUDIT_KEYS,
  DEFAULT_CATEGORY_ID,
  SENSITIVE_CATEGORY_ID,
  SUMMARY_TOTAL_ROW_ID,
  ZLangKey,
  ZUserForm,
} from '@candor/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { DEMO_CATEGORY_GROUPS } from '../../db/demo-data.ts';
import { insertChallengeQuestions, insertStandardTemplate } from '../../db/demo-reporting.ts';
import {
  insertCategories,
  insertOrganizations,
  installationIsEmpty,
  offerCategories,
} from '../../db/organization-tree.ts';
import { RESET_LINK_HOURS, sendPasswordReset } from '../../jobs/send-password-reset.job.ts';
import { audit } from '../../lib/audit.repository.ts';
import { randomToken } from '../../lib/tokens.ts';
import { unstorable } from '../../lib/unstorable-text.ts';
import { addCategories } from '../category-access/category-access.repository.ts';
import { categoryList } from '../category-access/category-list.ts';
import { findUserByLogin, insertUser } from './admin.repository.ts';
import { typed } from './admin.service.ts';

const ZKey = z.string().trim().min(1).max(50);
const ZName = z.string().trim().min(1).max(255);
const ZNamesByLanguage = z.partialRecord(ZLangKey, ZName);
/** An organization's names in other languages: its name is the one every screen shows in English. */
const ZOtherNames = ZNamesByLanguage.refine((names) => names.en === undefined, {
  message: 'An organization\'s English name is its "name": leave "en" out of "names"',
});
/** Names by language; English is the one every screen falls back to. */
const ZNames = ZNamesByLanguage.refine((names) => names.en !== undefined, {
  message: 'An English name ("en") is required',
});

/** The roles a provisioning file may give, with the authorities each holds and whether it belongs to an organization. */
const ROLES = {
  'platform-admin': { belongs: false, grant: () => ({ authorities: [AUTHORITIES.ADMIN] as string[] }) },
  'connects-admin': {
    belongs: false,
    grant: () => ({ ...typed('CONNECTS_ADMIN'), userType: 'CONNECTS_ADMIN' as const }),
  },
  'client-admin': {
    belongs: true,
    grant: () => ({ ...typed('MASTER_REVIEWER', [AUTHORITIES.CLIENT_ADMIN]), userType: 'MASTER_REVIEWER' as const }),
  },
  'hotline-agent': { belongs: false, grant: () => ({ authorities: [AUTHORITIES.HOTLINE_AGENT] as string[] }) },
  transcriber: { belongs: true, grant: () => ({ authorities: [AUTHORITIES.TRANSCRIBER] as string[] }) },
  import: { belongs: false, grant: () => ({ authorities: [AUTHORITIES.IMPORT] as string[] }) },
  statistics: { belongs: false, grant: () => ({ authorities: [AUTHORITIES.STATISTICS] as string[] }) },
};
type Role = keyof typeof ROLES;

/** An installation file (decision 134): its organization tree, categories and first administrators. */
export const ZInstallation = z
  .strictObject({
    organizations: z
      .array(
        z.strictObject({
          key: ZKey,
          name: ZName,
          names: ZOtherNames.optional(),
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
          role: z.enum(Object.keys(ROLES) as [Role, ...Role[]]),
          organization: ZKey.optional(),
        }),
      )
      .min(1),
  })
  .superRefine((file, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const organizations = new Map<string, { phantom: boolean; top: string }>();
    for (const [i, o] of file.organizations.entries()) {
      if (organizations.has(o.key)) issue(['organizations', i, 'key'], `The key "${o.key}" is used twice`);
      const parent = o.parent === undefined ? undefined : organizations.get(o.parent);
      if (o.parent !== undefined && !parent)
        issue(['organizations', i, 'parent'], `"${o.parent}" is not the key of an organization listed before this one`);
      organizations.set(o.key, { phantom: o.phantom ?? false, top: parent?.top ?? o.key });
    }
    const ids = (file.categoryGroups ?? []).flatMap((g) => g.categories.map((c) => c.id));
    if (new Set(ids).size !== ids.length) issue(['categoryGroups'], 'A category id is used twice');
    for (const required of [DEFAULT_CATEGORY_ID, SENSITIVE_CATEGORY_ID]) {
      if (file.categoryGroups && !ids.includes(required))
        issue(['categoryGroups'], `Category ${required} is required (spec 002 §9)`);
    }
    if (ids.includes(SUMMARY_TOTAL_ROW_ID))
      issue(
        ['categoryGroups'],
        `Category ${SUMMARY_TOTAL_ROW_ID} is the category summary's total row: give it another id`,
      );
    const logins = new Set<string>();
    const administered = new Set<string>();
    for (const [i, u] of file.users.entries()) {
      const login = u.login.toLowerCase();
      if (logins.has(login)) issue(['users', i, 'login'], `The login "${u.login}" is used twice`);
      logins.add(login);
      const organization = u.organization === undefined ? undefined : organizations.get(u.organization);
      if (ROLES[u.role].belongs) {
        if (!organization) issue(['users', i, 'organization'], `A ${u.role} needs the key of his organization`);
        else if (organization.phantom)
          issue(['users', i, 'organization'], 'A phantom organization only groups others: nobody belongs to it');
        else if (u.role === 'client-admin') administered.add(organization.top);
      } else if (u.organization !== undefined) {
        issue(['users', i, 'organization'], `A ${u.role} belongs to no organization`);
      }
      if (!availableLanguages(ROLES[u.role].grant().authorities).includes(u.langKey))
        issue(['users', i, 'langKey'], `"${u.langKey}" is not offered to a ${u.role}`);
    }
    // Only a connects admin resets other administrators; only a client admin creates reviewers.
    if (!file.users.some((u) => u.role === 'connects-admin'))
      issue(['users'], 'A connects admin is required: he is the one who can reset the other administrators');
    for (const [i, o] of file.organizations.entries()) {
      const tree = [...organizations.values()].filter((t) => t.top === o.key);
      if (o.parent === undefined && tree.some((t) => !t.phantom) && !administered.has(o.key))
        issue(
          ['organizations', i],
          `No client admin belongs to "${o.name}" or below it: nobody could give it reviewers`,
        );
    }
  });
export type TInstallation = z.infer<typeof ZInstallation>;

/** A file or an installation that cannot be provisioned: its message says why, for the operator. */
export class ProvisioningError extends Error {}

/** The places in a parsed JSON value of text PostgreSQL cannot store (a NUL character, a lone surrogate). */
function unstorablePlaces(value: unknown, place: string): string[] {
  if (typeof value === 'string') return unstorable(value) ? [place] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => unstorablePlaces(v, `${place}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      unstorable(k) ? [place] : unstorablePlaces(v, place ? `${place}.${k}` : k),
    );
  return [];
}

/** The installation file, checked: every fault it has, by its place in the file. */
export function readInstallation(text: string): TInstallation {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new ProvisioningError(`The installation file is not JSON: ${(e as Error).message}`);
  }
  const unstorableAt = unstorablePlaces(json, '');
  if (unstorableAt.length > 0)
    throw new ProvisioningError(
      `The installation file has a NUL character or a lone surrogate at: ${unstorableAt.join(', ')}`,
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

/**
 * What the operator reads once it is done; no secret is in it (the users choose their passwords).
 * The invitations leave as the jobs' own settings say, wherever they run.
 */
export function provisionSummary(result: ProvisionResult): string {
  return [
    `Provisioned ${result.organizations} organization(s), ${result.categories} categories, ${result.forms} web form(s) and ${result.users.length} user(s): ${result.users.join(', ')}.`,
    INVITATION_NOTE,
  ].join('\n');
}

const INVITATION_NOTE = `Each invitation to choose a password is sent once Candor runs its jobs (npm start, or npm run worker): by email with SMTP_URL, else as a file in DATA_DIR/outbox. Its link works for ${RESET_LINK_HOURS} hours; npm run provision -- --invite <login> sends a new one.`;

/** The provisioning's audit actor: no signed-in person. */
const PROVISIONING = { login: 'provisioning', userId: null };

/** Where a top organization's form is found: its name in lower-case letters and digits, made unique. */
const referenceOf = (name: string, taken: Set<string>) => {
  const base =
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
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
 * installation that holds anything already: nothing is changed then.
 */
export async function provisionInstallation(db: Db, installation: TInstallation): Promise<ProvisionResult> {
  const groups = installation.categoryGroups ?? DEMO_CATEGORY_GROUPS;
  const defaultCategory = groups.flatMap((g) => g.categories).find((c) => c.id === DEFAULT_CATEGORY_ID)!;
  return db.transaction(async (tx) => {
    if (!(await installationIsEmpty(tx)))
      throw new ProvisioningError(
        'This installation already holds organizations, categories or users: nothing was changed.',
      );
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
        names: o.names,
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
        ...ROLES[u.role].grant(),
        primaryOrganizationId: organizationId,
        legacyUserId: `U-${randomToken().slice(0, 10)}`,
      });
      await audit(tx, 'CREATE_USER', PROVISIONING, {
        login: row.login,
        ...(row.userType ? { userType: row.userType } : {}),
        ...(organizationId !== null ? { organizationId: String(organizationId) } : {}),
      });
      // The default category must keep an active reviewer (spec 002 §5): the client admin is its first.
      if (u.role === 'client-admin') {
        await addCategories(tx, row.id, [DEFAULT_CATEGORY_ID]);
        await audit(tx, 'CHANGE_CATEGORY_ACCESS', PROVISIONING, {
          login: row.login,
          userId: String(row.id),
          organizationId: String(organizationId),
          [CATEGORY_ACCESS_AUDIT_KEYS.added]: categoryList([defaultCategory.names.en ?? '']),
          addedCategoryIds: String(DEFAULT_CATEGORY_ID),
        });
      }
      await sendPasswordReset.enqueue(tx, { userId: row.id, invitation: true });
    }
    return {
      organizations: ids.size,
      categories: categoryIds.length,
      forms: tops.length,
      users: installation.users.map((u) => u.login),
    };
  });
}

/**
 * A new invitation for a user who has not chosen a password yet (his first one ran out, or never
 * arrived): the way back in when no administrator can send one.
 */
export async function reinvite(db: Db, login: string): Promise<string> {
  return db.transaction(async (tx) => {
    const user = await findUserByLogin(tx, login);
    if (!user) throw new ProvisioningError(`No user signs in as "${login}".`);
    if (!user.activated || user.userStatus !== 'ACTIVE')
      throw new ProvisioningError(`${user.login} is not active: an administrator activates him first.`);
    if (user.passwordHash)
      throw new ProvisioningError(
        `${user.login} has chosen a password already: an administrator resets it from his user page.`,
      );
    await audit(tx, 'RESET_PASSWORD', PROVISIONING, { login: user.login });
    await sendPasswordReset.enqueue(tx, { userId: user.id, invitation: true });
    return `A new invitation for ${user.login} is queued. ${INVITATION_NOTE}`;
  });
}
