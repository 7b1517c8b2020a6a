/** Test helpers: reports written straight into the database, and multipart uploads. */
import { randomBytes } from 'node:crypto';
import { DEFAULT_CATEGORY_ID, REPORT_STATUS } from '@candor/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Client } from '../../../test/build-test-app.ts';
import type { Db } from '../../db/client.ts';
import { DEMO_ROOT } from '../../db/demo-data.ts';
import { attachments, organizations, reportCounters, reports } from '../../db/schema/index.ts';
import type { Codec } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';

export const REPORT_PASSWORD = 'Quiet harbour 42!';

export interface TestReport {
  id: number;
  referenceId: string;
  password: string;
}

export interface TestReportOptions {
  organization?: string;
  categoryId?: number;
  sensitive?: boolean;
  statusId?: number;
  langKey?: string;
  /** These three encrypted already, as the submission would store them. */
  reportInput?: string;
  reportName?: string | null;
  notificationEmail?: string | null;
  createdDaysAgo?: number;
  createdMinutesAgo?: number;
  /** null: the reporter never signed in. */
  lastLoginDaysAgo?: number | null;
}

let passwordHash: Promise<string> | null = null;

async function organizationId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, name));
  if (!row) throw new Error(`no organization ${name}`);
  return row.id;
}

/** A report as the submission leaves it (its report ID hashed and sealed by `codec`), with the dates and state a test needs. */
export async function createReport(
  { db, codec }: { db: Db; codec: Codec },
  opts: TestReportOptions = {},
): Promise<TestReport> {
  passwordHash ??= hashPassword(REPORT_PASSWORD);
  const referenceId = randomBytes(9).toString('base64url').slice(0, 12);
  const rootId = await organizationId(db, DEMO_ROOT);
  const minutesAgo = (opts.createdDaysAgo ?? 0) * 1440 + (opts.createdMinutesAgo ?? 0);
  const lastLogin = opts.lastLoginDaysAgo ?? null;
  const [row] = await db
    .insert(reports)
    .values({
      referenceHash: codec.referenceHash(referenceId),
      referenceSealed: codec.encryptText(referenceId),
      sequentialId: sql`(select coalesce(max(sequential_id), 0) + 1 from reports where root_organization_id = ${rootId})`,
      rootOrganizationId: rootId,
      organizationId: await organizationId(db, opts.organization ?? 'Northwind France'),
      categoryId: opts.categoryId ?? DEFAULT_CATEGORY_ID,
      sensitive: opts.sensitive ?? false,
      statusId: opts.statusId ?? REPORT_STATUS.NEW,
      langKey: opts.langKey ?? 'en',
      reportInput: opts.reportInput ?? 'v1:not-read-by-these-tests',
      reportName: opts.reportName ?? null,
      passwordHash: await passwordHash,
      notificationEmail: opts.notificationEmail ?? null,
      createTime: sql`now() - make_interval(mins => ${minutesAgo})`,
      lastReporterLogin: lastLogin === null ? null : sql`now() - make_interval(days => ${lastLogin})`,
      reporterLoginCount: lastLogin === null ? 0 : 1,
    })
    .returning({ id: reports.id, sequentialId: reports.sequentialId });
  // The number is taken, as the app's filing would take it: its next report gets the one after.
  await db
    .insert(reportCounters)
    .values({ rootOrganizationId: rootId, lastSequentialId: row.sequentialId ?? 0 })
    .onConflictDoUpdate({
      target: reportCounters.rootOrganizationId,
      set: { lastSequentialId: sql`greatest(${reportCounters.lastSequentialId}, ${row.sequentialId ?? 0})` },
    });
  return { id: row.id, referenceId, password: REPORT_PASSWORD };
}

/** Attachment rows without content, to fill a report up to a limit. */
export async function addAttachmentRows(
  { db, codec }: { db: Db; codec: Codec },
  reportId: number,
  names: string[],
  opts: { hidden?: boolean; deleted?: boolean } = {},
) {
  if (!names.length) return [];
  return db
    .insert(attachments)
    .values(
      names.map((fileName) => ({
        reportId,
        fileName: codec.encryptText(fileName),
        fileType: 'text/plain',
        fileSize: 1,
        source: 'REPORTER_ADDED' as const,
        hidden: opts.hidden ?? false,
        deleted: opts.deleted ?? false,
        storageKey: randomBytes(16).toString('hex'),
        wrappedKey: 'v1:none',
      })),
    )
    .returning({ id: attachments.id });
}

export interface UploadFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser sends it: the fields, then the file; the name in raw UTF-8. */
export function multipartBody(file: UploadFile, fields: Record<string, string> = {}) {
  const boundary = `----candor${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  const escaped = file.name.replace(/"/g, '%22');
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${escaped}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a file with the client's cookies and XSRF header. */
export async function postFile(
  client: Client,
  url: string,
  file: UploadFile,
  opts: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/management/info');
  const { payload, contentType } = multipartBody(file, opts.fields);
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const app: FastifyInstance = client.app;
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...opts.headers,
      cookie,
      'content-type': contentType,
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
  });
}

export const text = (content: string) => Buffer.from(content, 'utf8');
/** A small valid PDF header, enough for the magic-byte check. */
export const pdfBytes = (body = 'evidence') => text(`%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n(${body})\nendobj\n%%EOF\n`);
export const elfBytes = () => Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), randomBytes(512)]);
export const peBytes = () =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), randomBytes(512)]);
