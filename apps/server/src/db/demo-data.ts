import { randomInt } from 'node:crypto';
import { AUTHORITIES as A, DEFAULT_CATEGORY_ID, SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { loadDemoReporting } from './demo-reporting.ts';
import {
  type CategoryGroupSeed,
  holdsOrganizations,
  insertCategories,
  insertOrganizations,
  type OrganizationSeed,
  offerCategories,
} from './organization-tree.ts';
import { settings, userCategories, userOrganizations, users } from './schema/index.ts';

export const DEMO_ROOT = 'Northwind Group';

/** Three levels under the root, with one phantom and one remote organization. */
export const DEMO_ORGS: OrganizationSeed[] = [
  { key: 'root', name: DEMO_ROOT },
  {
    key: 'europe',
    name: 'Northwind Europe',
    names: { fr: 'Northwind Europe', es: 'Northwind Europa', de: 'Northwind Europa' },
    parent: 'root',
  },
  { key: 'france', name: 'Northwind France', parent: 'europe' },
  {
    key: 'germany',
    name: 'Northwind Germany',
    names: { fr: 'Northwind Allemagne', es: 'Northwind Alemania', de: 'Northwind Deutschland' },
    parent: 'europe',
  },
  {
    key: 'americas',
    name: 'Northwind Americas',
    names: { fr: 'Northwind Amériques', es: 'Northwind Américas', de: 'Northwind Amerika' },
    parent: 'root',
  },
  { key: 'canada', name: 'Northwind Canada', parent: 'americas' },
  { key: 'toronto', name: 'Northwind Toronto Office', parent: 'canada' },
  { key: 'holdings', name: 'Northwind Holdings', parent: 'root', phantom: true },
  { key: 'asia', name: 'Northwind Asia Pacific', parent: 'root', remoteDomain: 'asia.northwind.example' },
];

export const DEMO_CATEGORY_GROUPS: CategoryGroupSeed[] = [
  {
    names: {
      en: 'Financial integrity',
      fr: 'Intégrité financière',
      es: 'Integridad financiera',
      de: 'Finanzielle Integrität',
    },
    categories: [
      { id: 101, names: { en: 'Fraud', fr: 'Fraude', es: 'Fraude', de: 'Betrug' } },
      {
        id: 102,
        names: {
          en: 'Bribery and corruption',
          fr: 'Corruption',
          es: 'Soborno y corrupción',
          de: 'Bestechung und Korruption',
        },
      },
      {
        id: 103,
        names: {
          en: 'Accounting irregularities',
          fr: 'Irrégularités comptables',
          es: 'Irregularidades contables',
          de: 'Unregelmäßigkeiten in der Buchhaltung',
        },
      },
    ],
  },
  {
    names: { en: 'Workplace', fr: 'Milieu de travail', es: 'Lugar de trabajo', de: 'Arbeitsplatz' },
    categories: [
      {
        id: 104,
        names: {
          en: 'Harassment or discrimination',
          fr: 'Harcèlement ou discrimination',
          es: 'Acoso o discriminación',
          de: 'Belästigung oder Diskriminierung',
        },
      },
      {
        id: 105,
        names: {
          en: 'Health and safety',
          fr: 'Santé et sécurité',
          es: 'Salud y seguridad',
          de: 'Gesundheit und Arbeitssicherheit',
        },
      },
    ],
  },
  {
    names: { en: 'Other', fr: 'Autre', es: 'Otro', de: 'Sonstiges' },
    categories: [
      {
        id: DEFAULT_CATEGORY_ID,
        names: {
          en: 'General concern',
          fr: 'Préoccupation générale',
          es: 'Inquietud general',
          de: 'Allgemeines Anliegen',
        },
      },
      {
        id: SENSITIVE_CATEGORY_ID,
        names: {
          en: 'Sensitive matter',
          fr: 'Question sensible',
          es: 'Asunto delicado',
          de: 'Vertrauliche Angelegenheit',
        },
      },
    ],
  },
];

interface DemoUser {
  login: string;
  firstName: string;
  lastName: string;
  authorities: string[];
  userType?: 'MASTER_REVIEWER' | 'DELEGATE' | 'CONNECTS_ADMIN';
  programAdmin?: boolean;
  /** May reset an API key (with programAdmin, spec 001 §6). */
  apiKeys?: boolean;
  delegateReviewer?: boolean;
  dashboardEnabled?: boolean;
  langKey?: string;
  org?: string;
  categories?: number[];
}

const ALL_CATEGORIES = DEMO_CATEGORY_GROUPS.flatMap((g) => g.categories.map((c) => c.id));

/** One user of every role (spec 000 §3 "Roles"); sign-in names are part of the README. */
export const DEMO_USERS: DemoUser[] = [
  { login: 'admin', firstName: 'Ada', lastName: 'Admin', authorities: [A.ADMIN] },
  {
    login: 'connects-admin',
    firstName: 'Connie',
    lastName: 'Platform',
    authorities: [A.CONNECTS_ADMIN],
    userType: 'CONNECTS_ADMIN',
  },
  {
    login: 'client-admin',
    firstName: 'Clara',
    lastName: 'Client',
    authorities: [A.USER, A.CLIENT_ADMIN],
    userType: 'MASTER_REVIEWER',
    org: 'root',
    categories: [DEFAULT_CATEGORY_ID],
  },
  {
    login: 'reviewer',
    firstName: 'Rita',
    lastName: 'Reviewer',
    authorities: [A.USER, A.MASTER_REVIEWER],
    userType: 'MASTER_REVIEWER',
    dashboardEnabled: true,
    org: 'root',
    categories: ALL_CATEGORIES,
  },
  {
    login: 'delegate',
    firstName: 'Dan',
    lastName: 'Delegate',
    authorities: [A.USER],
    userType: 'DELEGATE',
    delegateReviewer: true,
    org: 'europe',
  },
  {
    login: 'program-admin',
    firstName: 'Paula',
    lastName: 'Program',
    authorities: [A.USER, A.MASTER_REVIEWER],
    userType: 'MASTER_REVIEWER',
    programAdmin: true,
    apiKeys: true,
    org: 'root',
    categories: ALL_CATEGORIES.filter((c) => c !== SENSITIVE_CATEGORY_ID),
  },
  { login: 'hotline', firstName: 'Hank', lastName: 'Hotline', authorities: [A.HOTLINE_AGENT] },
  { login: 'transcriber', firstName: 'Tess', lastName: 'Transcriber', authorities: [A.TRANSCRIBER], org: 'root' },
  { login: 'importer', firstName: 'Ivan', lastName: 'Importer', authorities: [A.IMPORT] },
  { login: 'statistics', firstName: 'Stella', lastName: 'Statistics', authorities: [A.STATISTICS] },
];

export interface DemoResult {
  created: boolean;
  /** The password, when this run generated it. */
  generatedPassword: string | null;
}

const LOOKALIKE_FREE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomPassword = () =>
  Array.from({ length: 16 }, () => LOOKALIKE_FREE[randomInt(LOOKALIKE_FREE.length)]).join('');

/**
 * Loads the demo data once; later runs find the marker and leave everything as it is. An
 * installation set up otherwise (provisioned, decision 134) gets none: null.
 */
export async function loadDemoData(db: Db, demoPassword?: string): Promise<DemoResult | null> {
  const [marker] = await db.select().from(settings).where(eq(settings.key, 'demo.loaded'));
  if (marker) return { created: false, generatedPassword: null };
  if (await holdsOrganizations(db)) return null;
  const password = demoPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const ids = await insertOrganizations(tx, DEMO_ORGS);
    await offerCategories(tx, await insertCategories(tx, DEMO_CATEGORY_GROUPS), [...ids.values()]);
    await loadDemoReporting(tx, ids);
    for (const [i, u] of DEMO_USERS.entries()) {
      const orgId = u.org ? ids.get(u.org)! : null;
      const [row] = await tx
        .insert(users)
        .values({
          login: u.login,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          email: `${u.login}@northwind.example`,
          authorities: u.authorities,
          userType: u.userType ?? null,
          programAdmin: u.programAdmin ?? false,
          reviewerApiKeyGenerationEnabled: u.apiKeys ?? false,
          delegateReviewer: u.delegateReviewer ?? false,
          dashboardEnabled: u.dashboardEnabled ?? false,
          primaryOrganizationId: orgId,
          legacyUserId: `NW-${String(1001 + i)}`,
          langKey: u.langKey ?? 'en',
        })
        .returning({ id: users.id });
      if (orgId) await tx.insert(userOrganizations).values({ userId: row.id, organizationId: orgId });
      for (const categoryId of u.categories ?? [])
        await tx.insert(userCategories).values({ userId: row.id, categoryId });
    }
    await tx.insert(settings).values({ key: 'demo.loaded', value: true });
  });
  return { created: true, generatedPassword: demoPassword ? null : password };
}
