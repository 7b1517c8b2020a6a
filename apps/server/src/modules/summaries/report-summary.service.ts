/** Organization and category summaries (spec 001 §2, §3 "Summaries", §9; decision 057). */
import {
  SUMMARY_TOTAL_ROW_ID,
  type TCategorySummaryEntry,
  type TOrgSummaryEntry,
  type TStatusIdCountMap,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { ReviewerScope } from '../reports/reach.repository.ts';
import type { ReportAccess, StaffRef } from '../reports/report-access.service.ts';
import { treeOrder } from './org-tree.ts';
import * as repo from './report-summary.repository.ts';

/** Status maps per key (organization or category id) from grouped counts. */
function mapsOf(rows: repo.StatusCount[]): Map<number, TStatusIdCountMap> {
  const maps = new Map<number, TStatusIdCountMap>();
  for (const r of rows) {
    const map = maps.get(r.key) ?? {};
    map[String(r.statusId)] = (map[String(r.statusId)] ?? 0) + Number(r.reports);
    maps.set(r.key, map);
  }
  return maps;
}

const addInto = (into: TStatusIdCountMap, from: TStatusIdCountMap | undefined) => {
  for (const [k, v] of Object.entries(from ?? {})) into[k] = (into[k] ?? 0) + v;
  return into;
};

export function createReportSummaryService({ db, access }: { db: Db; access: ReportAccess }) {
  /** Summaries are not for delegate reviewers (spec 001 §6). */
  async function summaryScope(user: StaffRef): Promise<ReviewerScope> {
    const scope = await access.scopeOf(user);
    if (scope.delegateReviewer) throw forbidden();
    return scope;
  }

  return {
    /**
     * Every organization the user reaches, in tree order; an organization with organizations
     * under it is followed (after them) by its rollup row. One organization: nothing to compare,
     * so no rows and the screen shows the category summary only.
     */
    async organizations(user: StaffRef, langKey: string): Promise<TOrgSummaryEntry[]> {
      const scope = await summaryScope(user);
      if (scope.orgIds.length <= 1) return [];
      const [orgs, counts] = await Promise.all([
        repo.organizationsByIds(db, scope.orgIds, langKey),
        repo.countsByOrganization(db, scope),
      ]);
      const maps = mapsOf(counts);
      const out: TOrgSummaryEntry[] = [];
      const pendingRollups: { closesAfter: number; entry: TOrgSummaryEntry }[] = [];
      for (const org of treeOrder(orgs, langKey)) {
        const entry = (rollupOrg: boolean, statusIdCountMap: TStatusIdCountMap): TOrgSummaryEntry => ({
          orgSummaryEntry: {
            id: org.id,
            name: org.name,
            parentChain: org.parentChain,
            rollupOrg,
            phantom: org.phantom,
            isHiddenOrg: org.hidden,
            generation: org.generation,
          },
          statusIdCountMap,
        });
        out.push(entry(false, { ...maps.get(org.id) }));
        if (org.descendants.length > 0) {
          const total = addInto({ ...maps.get(org.id) }, undefined);
          for (const d of org.descendants) addInto(total, maps.get(d));
          pendingRollups.push({ closesAfter: org.descendants.at(-1)!, entry: entry(true, total) });
        }
        // A rollup row follows the last organization of its subtree (innermost first).
        for (let i = pendingRollups.length - 1; i >= 0; i--) {
          if (pendingRollups[i].closesAfter !== org.id) continue;
          out.push(pendingRollups[i].entry);
          pendingRollups.splice(i, 1);
        }
      }
      return out;
    },

    /**
     * One row per category the user reviews or finds reports in, then the total row (id 10);
     * the screen orders them. `orgId`: that organization and the ones under it, if reached.
     */
    async categories(user: StaffRef, langKey: string, orgId?: number): Promise<TCategorySummaryEntry[]> {
      const scope = await summaryScope(user);
      if (orgId !== undefined && !scope.orgIds.includes(orgId)) throw notFound();
      const maps = mapsOf(await repo.countsByCategory(db, scope, orgId));
      const ids = [...new Set([...scope.categoryIds, ...maps.keys()])];
      const rows = await repo.categoriesByIds(db, ids, langKey);
      const total: TStatusIdCountMap = {};
      const entries = rows.map((c) => {
        const statusIdCountMap = { ...maps.get(c.id) };
        addInto(total, statusIdCountMap);
        return { category: { id: c.id, name: c.name, parentCategoryId: null }, statusIdCountMap };
      });
      return [
        ...entries,
        { category: { id: SUMMARY_TOTAL_ROW_ID, name: 'Total', parentCategoryId: null }, statusIdCountMap: total },
      ];
    },
  };
}
