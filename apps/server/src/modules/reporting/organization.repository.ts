import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { chainSql, inTreeSql } from '../../db/organization-chain.ts';
import { preparedFor } from '../../db/prepared.ts';
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
import { shownOrganizationName } from '../../db/shown-names.ts';

export type OrganizationRow = typeof organizations.$inferSelect;
export type TemplateRow = typeof reportTemplates.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect & { responses: (typeof questionResponses.$inferSelect)[] };

/** The organization's chain (ancestors, then itself): sorting by it gives tree order. */
const orgChain = chainSql(organizations);

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
    .orderBy(orgChain)
    .limit(limit);
}

const organizationById = preparedFor((db) =>
  db
    .select()
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('candor_organization'),
);

/** Organizations' names in a language (the English name where one has none), by id. */
export async function organizationNames(db: Tx, ids: number[], langKey: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: organizations.id,
      name: shownOrganizationName(organizations.names, organizations.name, langKey),
    })
    .from(organizations)
    .where(sql`${organizations.id} = any(${intArray(ids)})`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const findOrganization = async (db: Tx, id: number): Promise<OrganizationRow | undefined> =>
  (await organizationById(db).execute({ id }))[0];

/** The template of the organization nearest in the chain (the last id first) that has one. */
export async function nearestTemplate(db: Tx, chain: number[], vanity: boolean): Promise<TemplateRow | undefined> {
  return nearestInChain(chain, await templatesInChain(db).execute({ chain, vanity }))[0];
}

/** The rows of the organization nearest in the chain (the last id first) that has any, in their order. */
export function nearestInChain<T extends { organizationId: number }>(chain: number[], rows: T[]): T[] {
  const owner = [...chain].reverse().find((id) => rows.some((r) => r.organizationId === id));
  return rows.filter((r) => r.organizationId === owner);
}

/** `column = any($name)`: one statement text for an id list of any length. */
const inPlaceholder = (column: SQL.Aliased | AnyPgColumn, name: string) =>
  sql`${column} = any(${sql.placeholder(name)})`;

const templatesInChain = preparedFor((db) =>
  db
    .select()
    .from(reportTemplates)
    .where(
      and(
        inPlaceholder(reportTemplates.organizationId, 'chain'),
        eq(reportTemplates.vanity, sql.placeholder('vanity')),
      ),
    )
    .prepare('candor_templates_in_chain'),
);

const templateByReference = preparedFor((db) =>
  db
    .select()
    .from(reportTemplates)
    .where(eq(reportTemplates.referenceId, sql.placeholder('referenceId')))
    .limit(1)
    .prepare('candor_template_by_reference'),
);

export const findTemplateByReference = async (db: Tx, referenceId: string): Promise<TemplateRow | undefined> =>
  (await templateByReference(db).execute({ referenceId }))[0];

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
  categoriesOfOrganization(db).execute({ organizationId, except });

const categoriesOfOrganization = preparedFor((db) =>
  db
    .select({ category: categories, group: categoryGroups })
    .from(organizationCategories)
    .innerJoin(categories, eq(categories.id, organizationCategories.categoryId))
    .innerJoin(categoryGroups, eq(categoryGroups.id, categories.groupId))
    .where(
      and(
        eq(organizationCategories.organizationId, sql.placeholder('organizationId')),
        ne(categories.id, sql.placeholder('except')),
      ),
    )
    .orderBy(asc(categoryGroups.position), asc(categoryGroups.id), asc(categories.position), asc(categories.id))
    .prepare('candor_categories_offered'),
);

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
  const rows =
    categoryId === null
      ? await questionsInChain(db).execute({ chain, kind })
      : await categoryQuestionsInChain(db).execute({ chain, kind, categoryId });
  const own = nearestInChain(chain, rows);
  if (own.length === 0) return [];
  const responses = await responsesOf(db).execute({ questionIds: own.map((q) => q.id) });
  return own.map((q) => ({ ...q, responses: responses.filter((r) => r.questionId === q.id) }));
}

const questionsWhere = (more?: SQL) =>
  and(inPlaceholder(questions.organizationId, 'chain'), eq(questions.kind, sql.placeholder('kind')), more);

const questionsInChain = preparedFor((db) =>
  db
    .select()
    .from(questions)
    .where(questionsWhere())
    .orderBy(asc(questions.position), asc(questions.id))
    .prepare('candor_questions_in_chain'),
);

const categoryQuestionsInChain = preparedFor((db) =>
  db
    .select()
    .from(questions)
    .where(questionsWhere(eq(questions.categoryId, sql.placeholder('categoryId'))))
    .orderBy(asc(questions.position), asc(questions.id))
    .prepare('candor_category_questions_in_chain'),
);

const responsesOf = preparedFor((db) =>
  db
    .select()
    .from(questionResponses)
    .where(inPlaceholder(questionResponses.questionId, 'questionIds'))
    .orderBy(asc(questionResponses.position), asc(questionResponses.id))
    .prepare('candor_question_responses'),
);

export const allChallengeQuestions = (db: Tx) =>
  db.select().from(challengeQuestions).orderBy(asc(challengeQuestions.position), asc(challengeQuestions.id));

/** The selected organization's id, qualified: a select from one table names its columns bare. */
const outerId = sql.raw('"organizations"."id"');

/** What a submission checks its template by. */
export type TemplateChoice = Pick<
  TemplateRow,
  'id' | 'referenceId' | 'organizationId' | 'vanity' | 'viewPreambleQuestions' | 'reporterNotificationsEnabled'
> & { undefinedQuestionCategoryId: number | null };

const questionJson = sql`json_build_object('id', q.id, 'organizationId', q.organization_id, 'categoryId', q.category_id,
  'kind', q.kind, 'layout', q.layout, 'mandatory', q.mandatory, 'modifiable', q.modifiable, 'hidden', q.hidden,
  'position', q.position, 'texts', q.texts, 'responses', coalesce((
    select json_agg(json_build_object('id', r.id, 'questionId', r.question_id, 'position', r.position,
        'values', r.values, 'hidden', r.hidden, 'branchTo', r.branch_to) order by r.position, r.id)
    from ${questionResponses} r where r.question_id = q.id), '[]'::json))`;

/**
 * Everything a submission checks, in one statement (decision 050): the organization; the
 * templates of its chain and the one the form was loaded with; the categories it offers; the
 * preamble questions of its chain and the questions of the chosen category (or of the
 * templates' undefined-question category); and the new report's internal id.
 */
const submissionContextStatement = preparedFor((db) =>
  db
    .select({
      org: organizations,
      newReportId: sql<number>`nextval(pg_get_serial_sequence('reports', 'id'))::int`,
      templates: sql<TemplateChoice[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'referenceId', t.reference_id, 'organizationId', t.organization_id,
          'vanity', t.vanity, 'viewPreambleQuestions', t.view_preamble_questions,
          'reporterNotificationsEnabled', t.reporter_notifications_enabled,
          'undefinedQuestionCategoryId', t.undefined_question_category_id))
        from ${reportTemplates} t
        where t.organization_id = any(${orgChain}) or t.reference_id = ${sql.placeholder('referenceId')}), '[]'::json)`,
      offeredCategoryIds: sql<number[]>`coalesce((
        select json_agg(c.id)
        from ${organizationCategories} oc join ${categories} c on c.id = oc.category_id
          join ${categoryGroups} g on g.id = c.group_id
        where oc.organization_id = ${outerId} and c.id <> ${sql.placeholder('except')}), '[]'::json)`,
      questions: sql<QuestionRow[]>`coalesce((
        select json_agg(${questionJson} order by q.position, q.id)
        from ${questions} q
        where q.organization_id = any(${orgChain})
          and (q.kind = 'preamble' or (q.kind = 'category' and (q.category_id = ${sql.placeholder('categoryId')}
            or q.category_id in (select t.undefined_question_category_id from ${reportTemplates} t
              where t.organization_id = any(${orgChain})))))), '[]'::json)`,
    })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('orgId')))
    .prepare('candor_submission_context'),
);

export interface SubmissionContextQuery {
  orgId: number;
  referenceId: string;
  /** The category chosen on the form, if any. */
  categoryId: number | null;
  /** A category never offered to choose (the sensitive one). */
  except: number;
}

export const submissionContext = async (db: Tx, query: SubmissionContextQuery) =>
  (await submissionContextStatement(db).execute({ ...query }))[0];

/**
 * The visible organizations among `ids` and below them, in tree order: where a transcriber may
 * file a report (decision 053).
 */
export function organizationsAtOrBelow(db: Tx, ids: number[]) {
  return db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.hidden, false),
        sql`exists (select 1 from unnest(${intArray(ids)}) as own(id) where ${inTreeSql(organizations, sql`own.id`)})`,
      ),
    )
    .orderBy(orgChain);
}
