import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { addAttachmentRows, createReport } from '../modules/attachments/attachments.test-support.ts';
import { attachments, reports } from './schema/index.ts';
import { sealClearValues } from './seal-clear-values.ts';

const { database, codec } = await buildTestApp();
const { db } = database;

describe('sealing the values rows kept in clear before migration 0006', () => {
  it('seals report names, notification emails and file names once, and leaves sealed and empty ones', async () => {
    const old = await createReport(db, { reportName: 'Stock scheme', notificationEmail: 'me@example.org' });
    const current = await createReport(db, { reportName: codec.encryptText('Sealed already') });
    const [file] = await addAttachmentRows({ db, codec }, old.id, ['sealed.txt']);
    await db.update(attachments).set({ fileName: 'receipt.pdf' }).where(eq(attachments.id, file.id));

    expect(await sealClearValues(db, codec)).toBe(3);
    const [report] = await db.select().from(reports).where(eq(reports.id, old.id));
    expect(codec.decryptText(report.reportName ?? '')).toBe('Stock scheme');
    expect(codec.decryptText(report.notificationEmail ?? '')).toBe('me@example.org');
    const [row] = await db.select().from(attachments).where(eq(attachments.id, file.id));
    expect(codec.decryptText(row.fileName)).toBe('receipt.pdf');
    const [untouched] = await db.select().from(reports).where(eq(reports.id, current.id));
    expect(codec.decryptText(untouched.reportName ?? '')).toBe('Sealed already');
    expect(await sealClearValues(db, codec)).toBe(0);
  });
});
