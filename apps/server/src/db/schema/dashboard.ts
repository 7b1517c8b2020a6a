import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { reportFacetColumns } from './reporting.ts';

/**
 * The dashboard's figures, kept per month of submission and per everything reach and the charts
 * group by (decision 059): a trigger on `reports` moves a report's contribution whenever one of
 * its counted columns changes, so the dashboard sums a few hundred rows whatever the number of reports.
 */
export const reportMonthFacts = pgTable(
  'report_month_facts',
  {
    ...reportFacetColumns(),
    month: date('month').notNull(),
    reports: integer('reports').notNull().default(0),
    responded: integer('responded').notNull().default(0),
    responseSeconds: bigint('response_seconds', { mode: 'number' }).notNull().default(0),
    closed: integer('closed').notNull().default(0),
    closeSeconds: bigint('close_seconds', { mode: 'number' }).notNull().default(0),
    ackOnTime: integer('ack_on_time').notNull().default(0),
    ackLate: integer('ack_late').notNull().default(0),
    feedbackOnTime: integer('feedback_on_time').notNull().default(0),
    feedbackLate: integer('feedback_late').notNull().default(0),
    /** Reports someone can write back to: only these are held to the EU deadlines (decision 145). */
    answerable: integer('answerable').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month, t.categoryId, t.sensitive, t.statusId, t.typeId] })],
);
