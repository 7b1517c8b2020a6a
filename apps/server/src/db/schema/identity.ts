import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    /** Drawn by `next_organization_id()` (migration 0010): never a category's id (decision 037). */
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Names in other languages; `name` is the English fallback. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    /** Every name in every language, lower-cased: what the organization search reads through its trigram index. */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower("name" || ' ' || "names"::text)`),
    parentId: integer('parent_id'),
    /** Ancestor ids from the root down (not this organization), joined by "--". */
    parentChain: text('parent_chain').notNull().default(''),
    depth: integer('depth').notNull().default(0),
    phantom: boolean('phantom').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    remote: boolean('remote').notNull().default(false),
    remoteDomain: text('remote_domain'),
    snc: boolean('snc').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organizations_parent_idx').on(t.parentId),
    index('organizations_chain_idx').on(t.parentChain),
    // Organization search: contains and equality, in any language, through trigrams.
    index('organizations_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    activated: boolean('activated').notNull().default(true),
    langKey: text('lang_key').notNull().default('en'),
    authorities: text('authorities').array().notNull().default(sql`'{}'::text[]`),
    userStatus: text('user_status').notNull().default('ACTIVE'),
    userType: text('user_type'),
    programAdmin: boolean('program_admin').notNull().default(false),
    delegateReviewer: boolean('delegate_reviewer').notNull().default(false),
    primaryOrganizationId: integer('primary_organization_id').references(() => organizations.id),
    legacyUserId: text('legacy_user_id').notNull(),
    landingPage: text('landing_page'),
    /** The profile's own fields (spec 001 §3 "Profile"). */
    title: text('title'),
    department: text('department'),
    primaryPhone: text('primary_phone'),
    secondaryPhone: text('secondary_phone'),
    dashboardEnabled: boolean('dashboard_enabled').notNull().default(false),
    userTimeout: integer('user_timeout'),
    reviewerApiKeyGenerationEnabled: boolean('reviewer_api_key_generation_enabled').notNull().default(false),
    /** SHA-256 of the user's API key (decision 040); the key itself is shown once and never stored. */
    apiKeyHash: text('api_key_hash'),
    failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
    /** When the account was locked by failed sign-ins; the lock ends STAFF_LOCKOUT_SECONDS later. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The TOTP secret, sealed by the codec (decision 049); set at enrolment, before it is confirmed. */
    totpSecret: text('totp_secret'),
    /** When the user confirmed TOTP with a code: from then on every built-in sign-in asks for one. */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The time step of the last code accepted: a code is taken once. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Login, names and email, lower-cased once per change: the memberships keep a copy, which the administrators' user search reads (decisions 061, 077). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(login || ' ' || first_name || ' ' || last_name || ' ' || email)`,
    ),
  },
  (t) => [
    uniqueIndex('users_login_idx').on(sql`lower(${t.login})`),
    uniqueIndex('users_legacy_id_idx').on(t.legacyUserId),
    uniqueIndex('users_api_key_hash_idx').on(t.apiKeyHash),
    index('users_primary_org_idx').on(t.primaryOrganizationId),
    // An organization's users in their default order, walked without a sort (decision 051).
    index('users_name_order_idx').on(t.lastName, t.firstName, t.id),
    index('users_authorities_idx').using('gin', t.authorities),
    // The admin users list (the platform's own users: connects admins, platform administrators,
    // hotline agents, import and statistics users, by role), counted and paged by login in this
    // index alone (decisions 061, 084, 104).
    index('users_platform_staff_idx')
      .on(t.login, t.id)
      .where(
        sql`${t.authorities} && array['ROLE_CONNECTS_ADMIN', 'ROLE_ADMIN', 'ROLE_HOTLINE_AGENT', 'ROLE_IMPORT', 'ROLE_STATISTICS']::text[]`,
      ),
  ],
);

/** One-time recovery codes of a user's two-factor sign-in, by keyed hash (decision 049). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** The user's names, kept by triggers (migration 0021): an organization's users in name order are one index range. */
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    /** The user's `search_text`, kept by the same triggers (migration 0024): a search reads the memberships alone. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index('user_organizations_org_idx').on(t.organizationId),
    index('user_organizations_name_order_idx').on(t.organizationId, t.lastName, t.firstName, t.userId),
    index('user_organizations_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * How many users each organization holds, kept by triggers on `user_organizations` in the
 * transaction of every change (migration 0021): an organization's user list reads its total
 * here instead of counting its members (decision 061).
 */
export const organizationMembers = pgTable('organization_members', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  members: integer('members').notNull(),
});

export const categoryGroups = pgTable('category_groups', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
});

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => categoryGroups.id),
    position: integer('position').notNull().default(0),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('categories_group_idx').on(t.groupId)],
);

/** Which categories an organization offers its reporters. */
export const organizationCategories = pgTable(
  'organization_categories',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.categoryId] }),
    index('organization_categories_cat_idx').on(t.categoryId),
  ],
);

export const userCategories = pgTable(
  'user_categories',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] }), index('user_categories_cat_idx').on(t.categoryId)],
);

/**
 * One-time links an administrator's password reset emails (decision 044): only the SHA-256 of
 * the link's key is kept; a link works once, until `expires_at`, and a newer one replaces it.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The new user's invitation: a later reset leaves it working (decision 074). */
    invitation: boolean('invitation').notNull().default(false),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
