import { ZReportSubmission } from '@candor/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import { reports } from '../../db/schema/index.ts';
import { createOrganizationService } from './organization.service.ts';
import { orgId, submit, template, validSubmission } from './reporting.fixtures.ts';
import { createSubmissionService } from './submission.service.ts';

// The app's codec: a drawn ID is taken when its keyed hash is.
const { app, database, codec } = await buildTestApp();
const { db } = database;
const organizations = createOrganizationService({ db });
const t = await template(new Client(app), await orgId(db, 'Northwind Group'));
const body = ZReportSubmission.parse(validSubmission(t));
const first = (await submit(new Client(app), validSubmission(t))).json() as {
  referenceId: string;
  sequentialId: number;
};
const taken = first.referenceId;
const reportCount = async () => (await db.select({ n: count() }).from(reports))[0].n;

describe('report IDs', () => {
  it('are drawn again when one is already taken', async () => {
    const drawn = [taken, taken, 'FreshRef2345'];
    const service = createSubmissionService({ db, codec, organizations, newReferenceId: () => drawn.shift()! });
    const result = await service.submit(t.referenceId, body);
    expect(result.referenceId).toBe('FreshRef2345');
    expect(drawn).toEqual([]);
    // A refused draw takes no sequential number with it: the whole filing was undone.
    expect(result.sequentialId).toBe(first.sequentialId + 1);
    const [row] = await db
      .select()
      .from(reports)
      .where(eq(reports.referenceHash, codec.referenceHash('FreshRef2345')));
    expect(codec.decryptText(row.reportInput)).toBe(body.inputStatement);
  });

  it('give up after five collisions, leaving nothing behind', async () => {
    const before = await reportCount();
    let draws = 0;
    const service = createSubmissionService({
      db,
      codec,
      organizations,
      newReferenceId: () => {
        draws += 1;
        return taken;
      },
    });
    await expect(service.submit(t.referenceId, body)).rejects.toThrow();
    expect(draws).toBe(5);
    expect(await reportCount()).toBe(before);
  });
});
