import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  categories,
  categoryGroups,
  challengeQuestions,
  organizationCategories,
  organizations,
  policyDocuments,
  questionResponses,
  questions,
  reportTemplates,
} from '../../db/schema/index.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type TemplateRow = typeof reportTemplates.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect & { responses: (typeof questionResponses.$inferSelect)[] };

/** `%`, `_` and `\` stand for themselves in a search. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Visible organizations with a name, in any language, that contains (or equals) `name`,
 * case-insensitively, in tree order. The trigram index on `search_text` (every name, lower-cased)
 * finds the candidates; the names themselves decide.
 */
export function searchOrganizations(db: Tx, name: string, exact: boolean, limit: number) {
  const needle = name.toLowerCase();
  const contains = `%${likeEscape(needle)}%`;
  const matches = (value: SQL) => (exact ? sql`lower(${value}) = ${needle}` : sql`lower(${value}) like ${contains}`);
  const anyName = sql`(${matches(sql`${organizations.name}`)} or exists (
    select 1 from jsonb_each_text(${organizations.names}) as n where ${matches(sql`n.value`)}))`;
  return db
    .select()
    .from(organizations)
    .where(and(sql`${organizations.searchText} like ${contains}`, anyName, eq(organizations.hidden, false)))
    .orderBy(treeOrder, asc(organizations.name))
    .limit(limit);
}

/** The ancestors' ids and the organization's own, as an int array: sorting by it gives tree order. */
const treeOrder = sql`(string_to_array(nullif(${organizations.parentChain}, ''), '--')::int[] || ${organizations.id})`;

export const findOrganization = async (db: Tx, id: number): Promise<OrganizationRow | undefined> =>
  (await db.select().from(organizations).where(eq(organizations.id, id)).limit(1))[0];

/** The organization's ancestors from the root down, then the organization itself. */
export function chainOf(org: Pick<OrganizationRow, 'id' | 'parentChain'>): number[] {
  const ancestors = org.parentChain ? org.parentChain.split(/-+/).map(Number).filter(Number.isInteger) : [];
  return [...ancestors, org.id];
}

/** The template of the organization nearest in the chain (the last id first) that has one. */
export async function nearestTemplate(db: Tx, chain: number[], vanity: boolean): Promise<TemplateRow | undefined> {
  const rows = await db
    .select()
    .from(reportTemplates)
    .where(and(inArray(reportTemplates.organizationId, chain), eq(reportTemplates.vanity, vanity)));
  return rows.sort((a, b) => chain.indexOf(b.organizationId) - chain.indexOf(a.organizationId))[0];
}

export const findTemplateByReference = async (db: Tx, referenceId: string): Promise<TemplateRow | undefined> =>
  (await db.select().from(reportTemplates).where(eq(reportTemplates.referenceId, referenceId)).limit(1))[0];

export const findTemplateById = async (db: Tx, id: number): Promise<TemplateRow | undefined> =>
  (await db.select().from(reportTemplates).where(eq(reportTemplates.id, id)).limit(1))[0];

export const policyDocumentsOf = (db: Tx, templateId: number) =>
  db
    .select({ id: policyDocuments.id, documentName: policyDocuments.documentName, link: policyDocuments.link })
    .from(policyDocuments)
    .where(eq(policyDocuments.templateId, templateId))
    .orderBy(asc(policyDocuments.position), asc(policyDocuments.id));

export const findPolicyDocument = async (db: Tx, id: number) =>
  (await db.select().from(policyDocuments).where(eq(policyDocuments.id, id)).limit(1))[0];

/** The categories the organization offers, with their groups, leaving out `except`. */
export const categoriesOffered = (db: Tx, organizationId: number, except: number) =>
  db
    .select({ category: categories, group: categoryGroups })
    .from(organizationCategories)
    .innerJoin(categories, eq(categories.id, organizationCategories.categoryId))
    .innerJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(and(eq(organizationCategories.organizationId, organizationId), ne(categories.id, except)))
    .orderBy(asc(categoryGroups.position), asc(categoryGroups.id), asc(categories.position), asc(categories.id));

export const findCategory = async (db: Tx, id: number) =>
  (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0];

/**
 * The preamble questions, or the questions of one category, defined by the organization
 * nearest in the chain that defines any: an organization inherits its ancestors' questions
 * until it defines its own.
 */
export async function nearestQuestions(
  db: Tx,
  chain: number[],
  kind: 'preamble' | 'category',
  categoryId: number | null,
): Promise<QuestionRow[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(
      and(
        inArray(questions.organizationId, chain),
        eq(questions.kind, kind),
        categoryId === null ? sql`true` : eq(questions.categoryId, categoryId),
      ),
    )
    .orderBy(asc(questions.position), asc(questions.id));
  const owner = [...chain].reverse().find((id) => rows.some((q) => q.organizationId === id));
  const own = rows.filter((q) => q.organizationId === owner);
  if (own.length === 0) return [];
  const responses = await db
    .select()
    .from(questionResponses)
    .where(
      inArray(
        questionResponses.questionId,
        own.map((q) => q.id),
      ),
    )
    .orderBy(asc(questionResponses.position), asc(questionResponses.id));
  return own.map((q) => ({ ...q, responses: responses.filter((r) => r.questionId === q.id) }));
}

export const allChallengeQuestions = (db: Tx) =>
  db.select().from(challengeQuestions).orderBy(asc(challengeQuestions.position), asc(challengeQuestions.id));
