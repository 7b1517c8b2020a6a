/** Helpers of the reviewer tests: reports filed through the reporter's own calls, users of every kind. */
import type { TReportSubmission } from '@candor/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from '../../../test/build-test-app.ts';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import type { Codec } from '../../lib/crypto.ts';
import { orgId, reportAndSignIn, template } from '../reporting/reporting.fixtures.ts';

export interface FiledReport {
  referenceId: string;
  reporter: Client;
}

/** Files a report in an organization (default Northwind France) the way a reporter does, and signs him in. */
export async function fileReport(
  app: FastifyInstance,
  db: Db,
  opts: { orgName?: string } & Partial<TReportSubmission> = {},
): Promise<FiledReport> {
  const { orgName = 'Northwind France', ...overrides } = opts;
  const anonymous = new Client(app);
  const t = await template(anonymous, await orgId(db, orgName));
  return reportAndSignIn(anonymous, t, overrides);
}

/** The stored row of the report with this report ID (found by its keyed hash, as the app finds it). */
export const reportRowOf = async (db: Db, codec: Codec, referenceId: string) =>
  (
    await db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash(referenceId)))
  )[0];
