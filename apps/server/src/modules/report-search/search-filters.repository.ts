/** What the search's filter panel offers a user: his categories, his organizations' flex fields and delegates. */
import type { TFlexFieldQuestion } from '@candor/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { intArray } from '../../db/int-array.ts';
import { ancestorsSql, inTreeSql, orgAlias } from '../../db/organization-chain.ts';
import { shownCategoryName } from '../../db/shown-names.ts';
import type { ReviewerScope } from '../reports/reach.repository.ts';

type PotentialResponse = TFlexFieldQuestion['potentialResponses'][number];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Organizations whose settings the user's search reads: his reach and every organization above his
 * own, whose flex questions his reports show too (a question of Northwind Europe on a report of
 * Northwind France).
 */
const orgsOf = (scope: ReviewerScope) =>
  sql`(${intArray(scope.orgIds)} || array(select unnest(${ancestorsSql(sql`o.parent_chain`)})
    from organizations o where o.id = any(${intArray(scope.ownOrgIds)})))`;

/**
 * The user's categories, with the organizations of his reach that offer each. A delegate
 * reviewer, authorized for no category, reaches his delegated reports whatever their category:
 * his are the categories his organizations offer.
 */
export async function categoryItems(db: Tx, scope: ReviewerScope, langKey: string, orgIds?: number[]) {
  const orgs = orgIds ? intArray(orgIds.filter((id) => scope.orgIds.includes(id))) : intArray(scope.orgIds);
  const his = scope.delegateReviewer
    ? sql`exists (select 1 from organization_categories oc
        where oc.category_id = c.id and oc.organization_id = any(${intArray(scope.orgIds)}))`
    : sql`c.id = any(${intArray(scope.categoryIds)})`;
  return rowsOf<{ id: number; name: string; orgIds: number[] | null }>(
    await db.execute(sql`select c.id, ${shownCategoryName(sql`c.names`, langKey)} as name,
        (select array_agg(oc.organization_id order by oc.organization_id) from organization_categories oc
          where oc.category_id = c.id and oc.organization_id = any(${orgs})) as "orgIds"
      from categories c where ${his}
        ${orgIds ? sql`and exists (select 1 from organization_categories oc where oc.category_id = c.id and oc.organization_id = any(${orgs}))` : sql``}
      order by name, c.id`),
  );
}

/**
 * The visible flex-field questions of the user's organizations, each with its visible choices: the
 * filters offer those with choices, the columns every one (a date and a text have none).
 */
export async function flexFields(db: Tx, scope: ReviewerScope, langKey: string) {
  return rowsOf<Omit<TFlexFieldQuestion, 'potentialResponses'> & { potentialResponses: PotentialResponse[] | null }>(
    await db.execute(sql`select q.id as "questionId", q.organization_id as "orgId",
        coalesce(q.texts->>${langKey}::text, q.texts->>'en', '') as question, q.layout,
        q.mandatory, q.modifiable, q.position, q.hidden,
        (select json_agg(json_build_object('responseId', qr.id,
            'value', coalesce(qr.values->>${langKey}::text, qr.values->>'en', ''),
            'hidden', qr.hidden, 'branchTo', qr.branch_to) order by qr.position, qr.id)
          from question_responses qr where qr.question_id = q.id and not qr.hidden) as "potentialResponses"
      from questions q
      where q.kind = 'flex' and not q.hidden and q.organization_id = any(${orgsOf(scope)})
      order by q.organization_id, q.position, q.id`),
  );
}

/**
 * Delegate reviewers of the user's organizations and of those above them, sorted by name, each with
 * the organizations of the user's reach whose reports he may hold: his own and those below them
 * (decision 123). The filter narrows the list by these when organizations are chosen (spec 001 §2).
 */
export async function delegates(db: Tx, scope: ReviewerScope) {
  return rowsOf<{ id: number; name: string; orgIds: number[] }>(
    await db.execute(sql`select u.id, trim(u.first_name || ' ' || u.last_name) as name,
        array(select o.id from organizations o
          where o.id = any(${intArray(scope.orgIds)}) and exists (select 1 from user_organizations m
            where m.user_id = u.id and ${inTreeSql(orgAlias('o'), sql`m.organization_id`)})
          order by o.id) as "orgIds"
      from users u
      where u.delegate_reviewer and u.activated and exists (select 1 from user_organizations uo
        where uo.user_id = u.id and uo.organization_id = any(${orgsOf(scope)}))
      order by u.last_name, u.first_name, u.id`),
  );
}

/** Flex-field question texts by id, within the user's organizations (column headers of an export). */
export async function flexQuestionTexts(db: Tx, scope: ReviewerScope, ids: number[], langKey: string) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = rowsOf<{ id: number; text: string }>(
    await db.execute(sql`select q.id, coalesce(q.texts->>${langKey}::text, q.texts->>'en', '') as text
      from questions q where q.kind = 'flex' and q.id = any(${intArray(ids)}) and q.organization_id = any(${orgsOf(scope)})`),
  );
  return new Map(rows.map((r) => [Number(r.id), r.text]));
}
