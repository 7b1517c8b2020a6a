/**
 * Report search (spec 001 §2, §4, §7; decisions 055 and 056): the filters resolved for the
 * user, the keyword turned into blind-index tokens, results as people read them, saved views.
 */
import {
  readableFlexAnswer,
  type SearchSortKey,
  type Sort,
  sortParts,
  statusName,
  type TAvailableFilters,
  type TSavedView,
  type TSearchFilter,
  type TSearchPage,
  type TSearchResult,
  viewNameClash,
  viewsNamed,
  ZSavedView,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/http-error.ts';
import { searchTokens, typedSearchWords } from '../../lib/search-tokens.ts';
import { organizationNameIn } from '../reporting/localize.ts';
import { exportLabels } from '../reports/export-labels.ts';
import type { ReviewerScope } from '../reports/reach.repository.ts';
import type { ReportAccess, StaffRef } from '../reports/report-access.service.ts';
import * as repo from './report-search.repository.ts';
import * as views from './saved-views.repository.ts';
import * as filters from './search-filters.repository.ts';

/** At most this many saved views per user. */
export const SAVED_VIEWS_MAX = 100;

/** A parsed sort as the search statements take it. */
const orderOf = (sort: Sort<SearchSortKey>, langKey: string) => {
  const [sortKey, direction] = sortParts(sort);
  return { sortKey, direction, langKey };
};

/** How a search is read: its order, the language of its words, the time zone of its days. */
export interface SearchReading {
  sort: Sort<SearchSortKey>;
  langKey: string;
  timeZone: string;
}

const iso = (t: string | null) => (t === null ? null : new Date(t).toISOString());

export function createReportSearchService({ db, codec, access }: { db: Db; codec: Codec; access: ReportAccess }) {
  /** The keyword as tokens; a report ID or a number also finds the report it names. */
  function criteriaOf(filter: TSearchFilter, timeZone: string): repo.SearchCriteria {
    const keyword = filter.keyWord?.trim() ?? '';
    if (!keyword) return { filter, keywordTokens: [], timeZone };
    const words = typedSearchWords(keyword);
    const single = /^[A-Za-z0-9]{1,20}$/.test(keyword);
    return {
      filter,
      timeZone,
      keywordTokens: searchTokens(codec, { typed: [keyword] }),
      keywordReference:
        single || words.length === 0
          ? { hash: codec.referenceHash(keyword), sequentialId: /^\d{1,9}$/.test(keyword) ? Number(keyword) : null }
          : undefined,
    };
  }

  async function flexFieldQuestionsOf(scope: ReviewerScope, langKey: string) {
    return (await filters.flexFields(db, scope, langKey)).map((f) => ({
      ...f,
      potentialResponses: f.potentialResponses ?? [],
    }));
  }

  /** A single checkbox's Yes and No in each language, worded once rather than for every row. */
  const yesNo = new Map<string, { yes: string; no: string }>();
  function yesNoIn(langKey: string) {
    let words = yesNo.get(langKey);
    if (!words) {
      const l = exportLabels(langKey);
      words = { yes: l('common.yes'), no: l('common.no') };
      yesNo.set(langKey, words);
    }
    return words;
  }

  function resultOf(r: repo.SearchRowJson, langKey: string): TSearchResult {
    const words = yesNoIn(langKey);
    return {
      referenceId: codec.decryptText(r.referenceSealed),
      sequentialId: r.sequentialId,
      statusId: r.statusId,
      statusName: statusName(r.statusId),
      userAuthorizedForReport: true,
      priority: r.priority,
      updatedTime: new Date(r.updatedTime).toISOString(),
      categoryName: r.categoryName,
      orgName: organizationNameIn(r.orgNames, r.orgName, langKey),
      closedTime: iso(r.closedTime),
      createTime: new Date(r.createTime).toISOString(),
      typeId: r.typeId,
      doesNotificationEmailExist: r.hasEmail,
      reviewedTime: iso(r.reviewedTime),
      lastReporterLogin: iso(r.lastReporterLogin),
      delegates: r.delegates ?? '',
      reportName: r.reportName === null ? null : codec.decryptText(r.reportName),
      latestReporterUpdate: iso(r.latestReporterUpdate),
      initialResponse: iso(r.initialResponse),
      lastResponse: iso(r.lastResponse),
      involvedIndividuals: (r.involved ?? [])
        .map((sealed) => {
          const p = JSON.parse(codec.decryptText(sealed)) as { firstName?: string; lastName?: string };
          return `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();
        })
        .join('\n'),
      linkedReports: r.linked ?? '',
      scheduledCloseDate: iso(r.scheduledCloseDate),
      reporterLoginCount: r.reporterLoginCount,
      transcriberName: r.transcriberName,
      lastDelegationTime: iso(r.lastDelegationTime),
      // As the additional-information tab reads them, in the user's language (a single checkbox as Yes or No).
      flexFields: Object.fromEntries(
        (r.flex ?? []).map((f) => [
          String(f.questionId),
          readableFlexAnswer(f.layout, codec.decryptText(f.value), words),
        ]),
      ),
    };
  }

  return {
    resultOf,
    criteriaOf,

    async search(
      user: StaffRef,
      q: { page: number; size: number } & SearchReading,
      filter: TSearchFilter,
    ): Promise<TSearchPage> {
      const order = orderOf(q.sort, q.langKey);
      const scope = await access.scopeOf(user);
      const { total, rows } = await repo.searchPage(db, scope, criteriaOf(filter, q.timeZone), order, {
        limit: q.size,
        offset: q.page * q.size,
      });
      return {
        content: rows.map((r) => resultOf(r, q.langKey)),
        totalElements: total,
        totalPages: Math.ceil(total / q.size),
        number: q.page,
      };
    },

    /** Every row of a search, a batch at a time, for the export (the scope is read before the first byte). */
    async stream(
      scope: ReviewerScope,
      { sort, langKey, timeZone }: SearchReading,
      filter: TSearchFilter,
      consume: (rows: Iterable<TSearchResult>) => Promise<void>,
    ): Promise<number> {
      const order = orderOf(sort, langKey);
      // Each row is opened when it is written, so a batch's results never outlive their row.
      return repo.streamSearchRows(db, scope, criteriaOf(filter, timeZone), order, (rows) =>
        consume(
          (function* () {
            for (const r of rows) yield resultOf(r, langKey);
          })(),
        ),
      );
    },

    async availableFilters(user: StaffRef, langKey: string): Promise<TAvailableFilters> {
      const scope = await access.scopeOf(user);
      const items = (await filters.categoryItems(db, scope, langKey)).map((c) => ({ ...c, orgIds: c.orgIds ?? [] }));
      return {
        categories: byName(items),
        categoryItems: items,
        organizationFlexFields: await flexFieldQuestionsOf(scope, langKey),
        delegates: await filters.delegates(db, scope),
      };
    },

    async flexFieldQuestions(user: StaffRef, langKey: string): Promise<TAvailableFilters['organizationFlexFields']> {
      return flexFieldQuestionsOf(await access.scopeOf(user), langKey);
    },

    /** The categories the chosen organizations offer, one per name. */
    async categoriesOfOrgs(user: StaffRef, orgIds: number[] | undefined, langKey: string) {
      const scope = await access.scopeOf(user);
      return byName(await filters.categoryItems(db, scope, langKey, orgIds));
    },

    async views(user: StaffRef): Promise<TSavedView[]> {
      const rows = await views.viewsOf(db, user.id);
      return rows.flatMap((r) => {
        const parsed = ZSavedView.safeParse({ name: r.name, ...JSON.parse(codec.decryptText(r.view)) });
        return parsed.success ? [parsed.data] : [];
      });
    },

    /** Saves a view; a view of the same name is updated (the client warned). */
    async saveView(user: StaffRef, view: TSavedView): Promise<TSavedView> {
      const name = view.name.trim();
      const existing = await views.viewsOf(db, user.id);
      // A name alike but for its commas (deleting one would delete both) or its runs of spaces (shown alike).
      if (
        viewNameClash(
          name,
          existing.map((v) => v.name),
        ) !== undefined
      ) {
        throw badRequest('feedback.reportSearch.saveReportSearchFilter.error', {
          fieldErrors: [{ field: 'body.name', message: 'nameClash' }],
        });
      }
      if (!existing.some((v) => v.name === name) && existing.length >= SAVED_VIEWS_MAX) {
        throw badRequest('feedback.reportSearch.saveReportSearchFilter.error');
      }
      const { name: _, ...kept } = view;
      const sealed = codec.encryptText(JSON.stringify(kept));
      await views.saveView(db, user.id, name, sealed);
      return { ...view, name };
    },

    /** `names` as the client sends them: comma-separated, each name's own commas replaced. */
    async deleteViews(user: StaffRef, names: string): Promise<void> {
      const stored = await views.viewsOf(db, user.id);
      const doomed = viewsNamed(
        names,
        stored.map((v) => v.name),
      );
      await db.transaction((tx) => views.deleteViews(tx, user.id, doomed));
    },
  };
}

/** One entry per category name (the smallest id stands for all of that name). */
function byName(items: { id: number; name: string }[]): { id: number; name: string }[] {
  const seen = new Map<string, number>();
  for (const c of items) if (!seen.has(c.name) || c.id < (seen.get(c.name) ?? 0)) seen.set(c.name, c.id);
  return [...seen].map(([name, id]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export type ReportSearchService = ReturnType<typeof createReportSearchService>;
