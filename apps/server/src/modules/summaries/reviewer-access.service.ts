/** The reviewer access report (spec 001 §2, §3 "Reviewer access entries"; decision 057). */
import type { TCategoryAccess, TOrganizationReviewers } from '@candor/shared';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.repository.ts';
import type { ReportAccess, StaffRef } from '../reports/report-access.service.ts';
import { treeOrder } from './org-tree.ts';
import { categoriesByIds, organizationsByIds } from './report-summary.repository.ts';
import * as repo from './reviewer-access.repository.ts';

export function createReviewerAccessService({ db, access }: { db: Db; access: ReportAccess }) {
  return {
    /** The reviewers of each organization the user reaches (his and those under them), in tree order, named in `langKey`. */
    async organizations(user: StaffRef, langKey: string): Promise<TOrganizationReviewers> {
      const scope = await access.scopeOf(user);
      if (scope.orgIds.length === 0) return [];
      const [orgs, reviewers] = await Promise.all([
        organizationsByIds(db, scope.orgIds, langKey),
        repo.reviewersOfOrganizations(db, scope.orgIds),
      ]);
      return treeOrder(orgs).map((o) => ({
        orgId: o.id,
        orgName: o.name,
        generation: o.generation,
        reviewers: reviewers
          .filter((r) => r.orgId === o.id)
          .map(({ orgId: _, ...r }) => ({ ...r, name: r.name || r.login, sendEmail: r.email !== '' })),
      }));
    },

    /** Per category of those organizations: its master reviewers and its other authorized reviewers. */
    async categories(user: StaffRef, langKey: string): Promise<TCategoryAccess> {
      const scope = await access.scopeOf(user);
      if (scope.orgIds.length === 0) return [];
      const offered = await repo.offeredCategoryIds(db, scope.orgIds);
      const ids = [...new Set([...offered, ...scope.categoryIds])];
      const [names, holders] = await Promise.all([
        categoriesByIds(db, ids, langKey),
        repo.categoryHolders(db, scope.orgIds, scope.categoryIds),
      ]);
      const label = (h: { name: string; login: string }) => h.name || h.login;
      return names
        .sort((a, b) => a.name.localeCompare(b.name, langKey))
        .map((c) => {
          const of = holders.filter((h) => h.categoryId === c.id);
          return {
            categoryId: c.id,
            categoryName: c.name,
            masterReviewers: [...new Set(of.filter((h) => h.master).map(label))].sort(),
            authorizedReviewers: [...new Set(of.filter((h) => !h.master).map(label))].sort(),
          };
        });
    },

    /** The browser prints the page; the print is recorded in the audit log. */
    async printed(user: StaffRef & { login: string }): Promise<{ printedAt: string }> {
      await audit(db, 'PRINT_REVIEWER_ACCESS', { login: user.login, userId: user.id });
      return { printedAt: new Date().toISOString() };
    },
  };
}
