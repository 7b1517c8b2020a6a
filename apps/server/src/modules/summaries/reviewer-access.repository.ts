/** The reviewer access report's queries: reviewers of organizations, reviewers of categories. */
import { AUTHORITIES } from '@candor/shared';
import { and, arrayContains, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ancestorsSql } from '../../db/organization-chain.ts';
import {
  organizationCategories,
  organizations,
  userCategories,
  userOrganizations,
  users,
} from '../../db/schema/index.ts';

const active = and(eq(users.activated, true), eq(users.userStatus, 'ACTIVE'));
const reviewerRole = arrayContains(users.authorities, [AUTHORITIES.USER]);
const nameOf = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Active reviewers who belong to one of these organizations, with the organization. */
export const reviewersOfOrganizations = (db: Tx, orgIds: number[]) =>
  db
    .select({
      orgId: userOrganizations.organizationId,
      name: nameOf,
      login: users.login,
      email: users.email,
      phone: users.primaryPhone,
      delegate: users.delegateReviewer,
      programAdmin: users.programAdmin,
    })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .where(and(inArray(userOrganizations.organizationId, orgIds), active, reviewerRole))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.login));

/**
 * Who holds each category among the active reviewers of these organizations and of those above
 * them: the categories the organizations offer and the ones the user holds. `master` tells master
 * reviewers apart.
 */
export const categoryHolders = (db: Tx, orgIds: number[], ownCategoryIds: number[]) =>
  db
    .selectDistinct({
      categoryId: userCategories.categoryId,
      name: nameOf,
      login: users.login,
      master: arrayContains(users.authorities, [AUTHORITIES.MASTER_REVIEWER]),
    })
    .from(userCategories)
    .innerJoin(users, eq(users.id, userCategories.userId))
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(
      and(
        eq(userCategories.active, true),
        // A membership reaches every organization below: the reviewers of those above review these too.
        or(
          inArray(userOrganizations.organizationId, orgIds),
          inArray(
            userOrganizations.organizationId,
            db
              .select({ id: sql<number>`unnest(${ancestorsSql(organizations.parentChain)})` })
              .from(organizations)
              .where(inArray(organizations.id, orgIds)),
          ),
        ),
        active,
        reviewerRole,
        eq(users.delegateReviewer, false),
        or(
          inArray(userCategories.categoryId, ownCategoryIds.length ? ownCategoryIds : [-1]),
          inArray(
            userCategories.categoryId,
            db
              .select({ id: organizationCategories.categoryId })
              .from(organizationCategories)
              .where(inArray(organizationCategories.organizationId, orgIds)),
          ),
        ),
      ),
    );

export const offeredCategoryIds = async (db: Tx, orgIds: number[]): Promise<number[]> =>
  (
    await db
      .selectDistinct({ id: organizationCategories.categoryId })
      .from(organizationCategories)
      .where(inArray(organizationCategories.organizationId, orgIds))
  ).map((r) => r.id);
