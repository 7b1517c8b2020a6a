/**
 * Report search, saved views and exports (spec 001 §2 "Report search", §3 "Search filter
 * request", "Saved view", "Columns", "Sortable keys", §7 "Report search"). Decisions 055, 056.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { QUESTION_LAYOUTS } from '../rules/branching.ts';
import { commaList, type Sort, ZLangKey, ZTimeZone, zCharacters, zDay, zPage, zSortParam } from './common.ts';
import { ZFlexFieldQuestion } from './reviewer.ts';

/** Columns of the result table (spec 001 §3 "Columns"); flex-field questions add `flex:<questionId>`. */
export const SEARCH_COLUMNS = [
  'status',
  'reportId',
  'lastUpdated',
  'category',
  'organization',
  'closedOn',
  'submissionDate',
  'priority',
  'reportMethod',
  'reportNotification',
  'reviewedOn',
  'lastLogin',
  'delegates',
  'reportName',
  'reporterUpdate',
  'initialResponse',
  'lastResponse',
  'involvedIndividuals',
  'linkedReports',
  'scheduledCloseDate',
  'reporterLoginCount',
  'transcriberName',
  'lastDelegationDate',
] as const;
export type SearchColumn = (typeof SEARCH_COLUMNS)[number];

export const DEFAULT_SEARCH_COLUMNS: readonly SearchColumn[] = [
  'priority',
  'status',
  'reportId',
  'lastUpdated',
  'category',
  'organization',
  'submissionDate',
  'reportName',
];

/** The sort key of each column (spec 001 §3 "Sortable keys"); linked reports sort by nothing. */
export const COLUMN_SORT_KEYS: Partial<Record<SearchColumn, string>> = {
  priority: 'priority',
  status: 'statusName',
  reportId: 'referenceId',
  lastUpdated: 'updatedTime',
  category: 'categoryName',
  organization: 'orgName',
  closedOn: 'closedTime',
  submissionDate: 'createTime',
  reportMethod: 'typeId',
  reportNotification: 'notificationEmail',
  reviewedOn: 'reviewedTime',
  reportName: 'reportName',
  lastLogin: 'lastReporterLogin',
  initialResponse: 'initialResponse',
  lastResponse: 'lastResponse',
  reporterUpdate: 'latestReporterUpdate',
  involvedIndividuals: 'involvedIndividuals',
  reporterLoginCount: 'reporterLoginCount',
  scheduledCloseDate: 'scheduledCloseDate',
  transcriberName: 'transcriberName',
  lastDelegationDate: 'lastDelegationTime',
};

export const SEARCH_SORT_KEYS = [
  'priority',
  'statusName',
  'referenceId',
  'updatedTime',
  'categoryName',
  'orgName',
  'closedTime',
  'createTime',
  'typeId',
  'notificationEmail',
  'reviewedTime',
  'reportName',
  'lastReporterLogin',
  'initialResponse',
  'lastResponse',
  'latestReporterUpdate',
  'involvedIndividuals',
  'reporterLoginCount',
  'scheduledCloseDate',
  'transcriberName',
  'lastDelegationTime',
] as const;
export type SearchSortKey = (typeof SEARCH_SORT_KEYS)[number];

export const DEFAULT_SEARCH_SORT: Sort<SearchSortKey> = 'updatedTime,desc';

const FLEX_COLUMN_PREFIX = 'flex:';
const FLEX_COLUMN = new RegExp(`^${FLEX_COLUMN_PREFIX}(\\d{1,9})$`);

/** The column of a flex-field question: `flex:<questionId>`. */
export function flexColumn(questionId: number): string {
  return `${FLEX_COLUMN_PREFIX}${questionId}`;
}

/** The question id of a flex-field question's column; undefined when the column is not one. */
export function flexQuestionIdOf(column: string): number | undefined {
  const id = FLEX_COLUMN.exec(column)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** A column name: one of §3, or a flex-field question's column. */
export const ZSearchColumn = z.union([z.enum(SEARCH_COLUMNS), z.string().regex(FLEX_COLUMN)]);

const zIds = z.array(z.number().int().positive().max(2_147_483_647)).max(500);

/** A date range, either end optional: whole days, `to` included. */
export const ZDateRange = z
  .object({ from: zDay.nullish(), to: zDay.nullish() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'from after to', path: ['to'] });

export const ZFlexFieldFilter = z.object({
  questionId: z.number().int().positive().max(2_147_483_647),
  layout: z.enum(QUESTION_LAYOUTS),
  responseIds: zIds.min(1),
});

export const KEYWORD_MAX = 200;

/** The search filter request (spec 001 §3); every field optional. */
export const ZSearchFilter = z.object({
  orgIds: zIds.optional(),
  statusIds: z.array(z.number().int().min(1).max(8)).max(8).optional(),
  categoryIds: zIds.optional(),
  typeIds: z.array(z.number().int().min(1).max(5)).max(5).optional(),
  delegateIds: zIds.optional(),
  submissionDateRange: ZDateRange.nullish(),
  closedDateRange: ZDateRange.nullish(),
  scheduledCloseDateRange: ZDateRange.nullish(),
  lastDelegationDateRange: ZDateRange.nullish(),
  flexFieldQuestionResponses: z.array(ZFlexFieldFilter).max(50).optional(),
  keyWord: z.string().trim().max(KEYWORD_MAX).nullish(),
});
export type TSearchFilter = z.infer<typeof ZSearchFilter>;

/** The filter's date ranges, each with the column whose dates it bounds (and whose name it goes by). */
export const SEARCH_DATE_RANGES = [
  ['submissionDateRange', 'submissionDate'],
  ['closedDateRange', 'closedOn'],
  ['scheduledCloseDateRange', 'scheduledCloseDate'],
  ['lastDelegationDateRange', 'lastDelegationDate'],
] as const satisfies readonly (readonly [keyof TSearchFilter, SearchColumn])[];

/**
 * The name the filter panel gives each of the other filters, as a key under `reviewer.`; a
 * printed search lists the filters it was narrowed by under the same names.
 */
export const SEARCH_FILTER_LABELS = {
  orgIds: 'columns.organization',
  statusIds: 'columns.status',
  categoryIds: 'columns.category',
  typeIds: 'reportSearch.method',
  delegateIds: 'columns.delegates',
  keyWord: 'reportSearch.keyword',
} as const satisfies Partial<Record<keyof TSearchFilter, string>>;

const zSort = zSortParam(SEARCH_SORT_KEYS, DEFAULT_SEARCH_SORT);

export const ZSearchQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
  sort: zSort,
  langKey: ZLangKey.default('en'),
  timeZone: ZTimeZone,
});

/** One row of the result table: every column of §3 as people read it, flex answers by question id. */
export const ZSearchResult = z.object({
  referenceId: z.string(),
  sequentialId: z.number().int().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  userAuthorizedForReport: z.boolean(),
  priority: z.number().int(),
  updatedTime: z.string(),
  categoryName: z.string().nullable(),
  orgName: z.string().nullable(),
  closedTime: z.string().nullable(),
  createTime: z.string(),
  typeId: z.number().int(),
  doesNotificationEmailExist: z.boolean(),
  reviewedTime: z.string().nullable(),
  lastReporterLogin: z.string().nullable(),
  delegates: z.string(),
  reportName: z.string().nullable(),
  latestReporterUpdate: z.string().nullable(),
  initialResponse: z.string().nullable(),
  lastResponse: z.string().nullable(),
  involvedIndividuals: z.string(),
  linkedReports: z.string(),
  scheduledCloseDate: z.string().nullable(),
  reporterLoginCount: z.number().int(),
  transcriberName: z.string().nullable(),
  lastDelegationTime: z.string().nullable(),
  flexFields: z.record(z.string(), z.string()),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;
export const ZSearchPage = zPage(ZSearchResult);
export type TSearchPage = z.infer<typeof ZSearchPage>;

/** What the filter panel offers (spec 001 §7 `available-filters`). */
export const ZAvailableFilters = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categoryItems: z.array(z.object({ id: z.number().int(), name: z.string(), orgIds: z.array(z.number().int()) })),
  /** The visible flex-field questions, each with its visible choices: those with choices are filters, all are columns. */
  organizationFlexFields: z.array(ZFlexFieldQuestion),
  delegates: z.array(z.object({ id: z.number().int(), name: z.string(), orgIds: z.array(z.number().int()) })),
});
export type TAvailableFilters = z.infer<typeof ZAvailableFilters>;

/** `GET api/organization/flex-field-questions`: the flex-field questions of a search's filters and columns. */
export const ZFlexFieldQuestions = ZAvailableFilters.shape.organizationFlexFields;

export const ZCategoryFilterQuery = z.object({
  orgIds: commaList(
    z
      .string()
      .regex(/^\d{1,9}(,\d{1,9}){0,199}$/)
      .optional(),
  ),
  langKey: ZLangKey.default('en'),
});
export const ZCategoryFilter = z.array(z.object({ id: z.number().int(), name: z.string() }));

export const EXPORT_CONTENT_TYPES = ['text/csv', 'application/pdf'] as const;

/** A saved view (spec 001 §3): the page and the export format it was saved with kept as they came. */
export const ZSavedViewName = zCharacters(LIMITS.savedViewNameMax, z.string().trim().min(1));
export const ZSavedView = z.object({
  name: ZSavedViewName,
  sort: z
    .string()
    .regex(new RegExp(`^(${SEARCH_SORT_KEYS.join('|')}),(asc|desc)$`))
    .default(DEFAULT_SEARCH_SORT),
  reportSearchFilterRequest: ZSearchFilter,
  selectedColumns: z.array(ZSearchColumn).min(1).max(100),
  page: z.number().int().min(0).max(1_000_000).optional(),
  contentType: z.enum(EXPORT_CONTENT_TYPES).optional(),
});
export type TSavedView = z.infer<typeof ZSavedView>;
export const ZSavedViews = z.array(ZSavedView);

/**
 * `DELETE …-view-filters?names=a,b` (or `names=a&names=b`): names as the client sends them,
 * commas replaced in each name.
 */
export const ZDeleteViewsQuery = z.object({ names: commaList(z.string().min(1).max(5000)) });

export const ZSearchExportBody = ZSearchFilter.extend({
  contentType: z.enum(EXPORT_CONTENT_TYPES),
  selectedColumnsOnly: z.boolean().default(false),
  selectedColumns: z.array(ZSearchColumn).max(100).optional(),
});
export type TSearchExportBody = z.infer<typeof ZSearchExportBody>;

/** An export's file name as the export call gave it, to read the file again (spec 001 §7, decision 086). */
export const ZSearchExportFileQuery = z.object({
  filename: z.string().regex(/^report-search_\d{8}_\d{6}\.(csv|pdf)$/),
});

/** The export reads every row: its page size is the largest safe integer (spec 001 §9). */
export const ZSearchExportQuery = z.object({
  page: z.coerce.number().int().min(0).max(0).default(0),
  size: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(Number.MAX_SAFE_INTEGER),
  sort: zSort,
  langKey: ZLangKey.default('en'),
  timeZone: ZTimeZone,
});
