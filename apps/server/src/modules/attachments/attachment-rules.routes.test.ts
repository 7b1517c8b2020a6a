import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@candor/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { attachments } from '../../db/schema/index.ts';
import { reporterClient } from '../../plugins/sessions.test-support.ts';
import {
  addAttachmentRows,
  createReport,
  elfBytes,
  pdfBytes,
  peBytes,
  postFile,
  text,
  type UploadFile,
} from './attachments.test-support.ts';

const storageRoot = await mkdtemp(path.join(os.tmpdir(), 'candor-attachment-rules-'));
const { app, database, codec } = await buildTestApp({ env: { ATTACHMENTS_DIR: storageRoot } });
const db = database.db;
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

async function reporterOfNewReport() {
  const report = await createReport({ db, codec });
  const client = await reporterClient(app, db, report);
  const url = `/reporterapi/report/${report.referenceId}/attachment-existing-report`;
  const upload = (file: UploadFile) => postFile(client, url, file);
  /** A multipart body as written, between boundaries `x`. */
  const uploadRaw = (payload: string | Buffer) =>
    client.post(url, { headers: { 'content-type': 'multipart/form-data; boundary=x' }, text: payload });
  return { report, client, upload, uploadRaw };
}

const storedFiles = async () => (await readdir(storageRoot)).filter((f) => f !== 'partial');
const partialFiles = () => readdir(path.join(storageRoot, 'partial'));

function expectError(res: { statusCode: number; json(): unknown }, code: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: `attachmentError.${code}`, status: 400 });
}

describe('attachment rules on the server', () => {
  it('accepts a name of 200 characters and refuses 201 (fileName)', async () => {
    const { upload } = await reporterOfNewReport();
    const base = 'é'.repeat(196);
    expect((await upload({ name: `${base}.txt`, content: text('two hundred') })).statusCode).toBe(201);
    expectError(await upload({ name: `${base}x.txt`, content: text('two hundred and one') }), 'fileName');
  });

  it('refuses each forbidden character, a path, and a leading hyphen (fileName)', async () => {
    const { upload } = await reporterOfNewReport();
    for (const c of ['\\', '?', '%', '*', ':', '|', '<', '>', ',', ';', '=']) {
      expectError(await upload({ name: `a${c}b.txt`, content: text('x') }), 'fileName');
    }
    expectError(await upload({ name: 'folder/notes.txt', content: text('x') }), 'fileName');
    expectError(await upload({ name: '-notes.txt', content: text('x') }), 'fileName');
    expect((await upload({ name: 'notes-2024.txt', content: text('x') })).statusCode).toBe(201);
  });

  it('refuses a name whose bytes are not UTF-8 (fileName)', async () => {
    const { uploadRaw } = await reporterOfNewReport();
    for (const bytes of ['eda080', 'fffe']) {
      const payload = Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="s'),
        Buffer.from(bytes, 'hex'),
        Buffer.from('.txt"\r\nContent-Type: text/plain\r\n\r\nplain text\r\n--x--\r\n'),
      ]);
      expectError(await uploadRaw(payload), 'fileName');
    }
    expectError(
      await uploadRaw(
        `--x\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''a%ED%A0%80b.txt\r\n\r\nplain\r\n--x--\r\n`,
      ),
      'fileName',
    );
    // UTF-16 is decoded as it comes: a lone surrogate (D800) reaches the name, and is refused there.
    expectError(
      await uploadRaw(
        `--x\r\nContent-Disposition: form-data; name="file"; filename*=utf-16le''a%00%00%D8.%00t%00x%00t%00\r\n\r\nplain\r\n--x--\r\n`,
      ),
      'fileName',
    );
  });

  it('refuses an extension outside the list (fileType), whatever the case of an allowed one', async () => {
    const { upload } = await reporterOfNewReport();
    expectError(await upload({ name: 'setup.exe', content: peBytes() }), 'fileType');
    expectError(await upload({ name: 'notes', content: text('no extension') }), 'fileType');
    expect((await upload({ name: 'SCAN.PDF', content: pdfBytes() })).statusCode).toBe(201);
  });

  it('checks the content by its magic bytes (fileContent)', async () => {
    const { upload } = await reporterOfNewReport();
    expectError(await upload({ name: 'invoice.pdf', content: elfBytes() }), 'fileContent');
    expectError(await upload({ name: 'invoice.pdf', content: peBytes() }), 'fileContent');
    expectError(await upload({ name: 'readme.txt', content: peBytes() }), 'fileContent');
    expectError(await upload({ name: 'photo.png', content: pdfBytes() }), 'fileContent');
    expectError(await upload({ name: 'contract.pdf', content: text('just text, no PDF header') }), 'fileContent');
    expect((await upload({ name: 'invoice.pdf', content: pdfBytes() })).statusCode).toBe(201);
    expect((await upload({ name: 'data.csv', content: text('a,b\n1,2\n') })).statusCode).toBe(201);
    expect(await partialFiles()).toEqual([]);
  });

  it('refuses a name already used by a visible file of the report (duplicateFile), not by a deleted or hidden one', async () => {
    const { report, upload } = await reporterOfNewReport();
    expect((await upload({ name: 'minutes.txt', content: text('first') })).statusCode).toBe(201);
    expectError(await upload({ name: 'minutes.txt', content: text('second') }), 'duplicateFile');
    await addAttachmentRows({ db, codec }, report.id, ['deleted.txt'], { deleted: true });
    await addAttachmentRows({ db, codec }, report.id, ['reviewer-only.txt'], { hidden: true });
    expect((await upload({ name: 'deleted.txt', content: text('again') })).statusCode).toBe(201);
    expect((await upload({ name: 'reviewer-only.txt', content: text('mine') })).statusCode).toBe(201);
  });

  it('accepts the 25th file and refuses the 26th (maxFiles)', async () => {
    const { report, upload } = await reporterOfNewReport();
    await addAttachmentRows(
      { db, codec },
      report.id,
      Array.from({ length: LIMITS.attachmentMaxCount - 1 }, (_, i) => `existing-${i}.txt`),
    );
    expect((await upload({ name: 'twenty-fifth.txt', content: text('25') })).statusCode).toBe(201);
    expectError(await upload({ name: 'twenty-sixth.txt', content: text('26') }), 'maxFiles');
  });

  it('reports the first failing rule in the spec order: type before name', async () => {
    const { upload } = await reporterOfNewReport();
    expectError(await upload({ name: '-tool.exe', content: text('x') }), 'fileType');
  });

  it('accepts exactly 20971520 bytes and refuses 20971521 without keeping any part of it (fileSize)', async () => {
    const { upload } = await reporterOfNewReport();
    const before = await storedFiles();
    const limit = LIMITS.attachmentMaxBytes;
    const accepted = await upload({ name: 'large.txt', content: Buffer.alloc(limit, 'a') });
    expect(accepted.statusCode).toBe(201);
    expect((await storedFiles()).length).toBe(before.length + 1);
    expectError(await upload({ name: 'larger.txt', content: Buffer.alloc(limit + 1, 'a') }), 'fileSize');
    expectError(await upload({ name: 'much-larger.txt', content: Buffer.alloc(limit + 4096, 'a') }), 'fileSize');
    expect((await storedFiles()).length).toBe(before.length + 1);
    expect(await partialFiles()).toEqual([]);
  });

  it('answers 415 for a body that is not multipart, 400 for one without a file', async () => {
    const { client, report, uploadRaw } = await reporterOfNewReport();
    const res = await client.post(`/reporterapi/report/${report.referenceId}/attachment-existing-report`, { json: {} });
    expect(res.statusCode).toBe(415);
    const empty = await uploadRaw('--x--\r\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('error.validation');
  });

  it('takes one file per upload: with a second file, or a field after the file, nothing is kept (400)', async () => {
    const { report, uploadRaw } = await reporterOfNewReport();
    const before = await storedFiles();
    const file = (field: string, name: string) =>
      `--x\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\nplain text\r\n`;
    const flag = '--x\r\nContent-Disposition: form-data; name="notifyOfAttachment"\r\n\r\ntrue\r\n';
    for (const payload of [
      `${file('file', 'one.txt')}${file('file', 'two.txt')}--x--\r\n`,
      `${file('file', 'one.txt')}${file('file2', 'two.txt')}--x--\r\n`,
      `${file('file', 'one.txt')}${flag}--x--\r\n`,
    ]) {
      const res = await uploadRaw(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().fieldErrors).toEqual([{ field: 'body', message: 'Size', max: 1 }]);
    }
    expect(await db.select().from(attachments).where(eq(attachments.reportId, report.id))).toEqual([]);
    expect(await storedFiles()).toEqual(before);
    expect(await partialFiles()).toEqual([]);
    // The flag before the file is taken, as a browser sends it.
    expect((await uploadRaw(`${flag}${file('file', 'one.txt')}--x--\r\n`)).statusCode).toBe(201);
  });
});
