/** Reads behind the reviewer's report details. */
import { AUTHORITIES, SENSITIVE_CATEGORY_ID } from '@candor/shared';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { chainSql, orgAlias } from '../../db/organization-chain.ts';
import { organizations, questionResponses, questions, reportDelegations, users } from '../../db/schema/index.ts';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export async function organizationOf(db: Tx, organizationId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row;
}

export const delegatesOf = (db: Tx, reportId: number) =>
  db
    .select({ id: users.id, name: fullName, orgId: users.primaryOrganizationId, time: reportDelegations.assignedTime })
    .from(reportDelegations)
    .innerJoin(users, eq(users.id, reportDelegations.userId))
    .where(eq(reportDelegations.reportId, reportId))
    .orderBy(asc(users.lastName), asc(users.firstName));

const activeStaff = sql`users.activated and users.user_status = 'ACTIVE' and users.authorities @> array[${AUTHORITIES.USER}]::text[]`;
const memberOf = (chain: SQL) =>
  sql`exists (select 1 from user_organizations uo where uo.user_id = users.id and uo.organization_id = any(${chain}))`;
const holds = (categoryId: SQL) =>
  sql`exists (select 1 from user_categories uc where uc.user_id = users.id and uc.category_id = ${categoryId} and uc.active)`;
/** The report's organization (`organizations`) and its ancestors as an int[], in SQL. */
export const chainOfOrganization = chainSql(orgAlias('organizations'));

/** Delegate reviewers of an organization in `chain` (the report's organization or an ancestor), over `users`. */
export const eligibleDelegateWhere = (chain: SQL) =>
  sql`${activeStaff} and users.delegate_reviewer and ${memberOf(chain)}`;

/**
 * Reviewers who can reach the report and may be tagged, over `users`: reviewers of its
 * organization or an ancestor holding its category (and 109 when sensitive), and its delegates.
 */
export const taggableWhere = (report: { id: SQL; categoryId: SQL; sensitive: SQL }, chain: SQL) =>
  sql`${activeStaff} and ((not users.delegate_reviewer and ${memberOf(chain)} and ${holds(report.categoryId)}
    and (not ${report.sensitive} or ${holds(sql`${SENSITIVE_CATEGORY_ID}`)}))
    or exists (select 1 from report_delegations rd where rd.report_id = ${report.id} and rd.user_id = users.id))`;

/** Delegate reviewers of the report's organization or one of its ancestors. */
export const eligibleDelegates = (db: Tx, orgChain: number[]) =>
  db
    .select({ id: users.id, name: fullName, orgId: users.primaryOrganizationId })
    .from(users)
    .where(eligibleDelegateWhere(intArray(orgChain)))
    .orderBy(asc(users.lastName), asc(users.firstName));

/** Reviewers who can reach the report and may be tagged (see `taggableWhere`). */
export const availableReviewers = (
  db: Tx,
  report: { id: number; categoryId: number; sensitive: boolean },
  orgChain: number[],
) =>
  db
    .select({ id: users.id, name: fullName })
    .from(users)
    .where(
      taggableWhere(
        { id: sql`${report.id}`, categoryId: sql`${report.categoryId}`, sensitive: sql`${report.sensitive}` },
        intArray(orgChain),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));

/** A response a question offers, its text per language. */
export type QuestionOption = typeof questionResponses.$inferSelect;

/** Flex-field questions of the organization's chain, with their options. */
export async function flexQuestionsOf(db: Tx, orgChain: number[]) {
  const qs = await db
    .select()
    .from(questions)
    .where(and(inArray(questions.organizationId, orgChain), eq(questions.kind, 'flex'), isNull(questions.categoryId)))
    .orderBy(asc(questions.position), asc(questions.id));
  const options =
    qs.length === 0
      ? []
      : await db
          .select()
          .from(questionResponses)
          .where(
            inArray(
              questionResponses.questionId,
              qs.map((q) => q.id),
            ),
          )
          .orderBy(asc(questionResponses.position), asc(questionResponses.id));
  return { questions: qs, options };
}
