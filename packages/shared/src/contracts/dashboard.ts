/**
 * The reviewer's dashboard (spec 001 §2 "Dashboard", §7; DESIGN.md §10: built in, charts from our
 * own data, exported to PDF and PPTX). Decision 059.
 */
import { z } from 'zod';
import { ZLangKey } from './common.ts';

export const DASHBOARD_MONTHS = { min: 1, max: 24, default: 12 } as const;

export const ZDashboardQuery = z.object({
  langKey: ZLangKey.default('en'),
  /** Reports submitted in this many calendar months, the current one included. */
  months: z.coerce.number().int().min(DASHBOARD_MONTHS.min).max(DASHBOARD_MONTHS.max).default(DASHBOARD_MONTHS.default),
});

/** How the reports of the period stand against one deadline: within it, after it, or still inside it. */
export const ZDeadline = z.object({ met: z.number(), missed: z.number(), pending: z.number() });

export const ZDashboard = z.object({
  from: z.string(),
  total: z.number(),
  byMonth: z.array(z.object({ month: z.string(), count: z.number() })),
  byStatus: z.array(z.object({ statusId: z.number(), count: z.number() })),
  byMethod: z.array(z.object({ typeId: z.number(), count: z.number() })),
  byCategory: z.array(z.object({ categoryId: z.number(), name: z.string(), count: z.number() })),
  /** Reports of the period nobody can write back to (transcribed): outside both deadlines below. */
  unanswerable: z.number(),
  /** Average days from submission to the first message to the reporter, of those answered; null when none. */
  daysToFirstResponse: z.number().nullable(),
  /** Average days from submission to close, of those closed; null when none. */
  daysToClose: z.number().nullable(),
  /** EU Directive 2019/1937: acknowledged within 7 days. */
  acknowledgement: ZDeadline,
  /** EU Directive 2019/1937: feedback within 3 months. */
  feedback: ZDeadline,
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** The spec's configuration call: the dashboard is built in, so it names our own data call. */
export const ZDashboardConfiguration = z.object({
  accessToken: z.string().nullable(),
  embedToken: z.string().nullable(),
  embedUrl: z.string(),
  reportId: z.string(),
});

/** `format` of the export call: PDF, or PowerPoint under any of the names clients send. */
export const ZDashboardExportQuery = ZDashboardQuery.extend({
  format: z
    .string()
    .transform((f) => f.toUpperCase().replace(/[^A-Z]/g, ''))
    .pipe(z.enum(['PDF', 'PPTX', 'POWERPOINT'])),
});
