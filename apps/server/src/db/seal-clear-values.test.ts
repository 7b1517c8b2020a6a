import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { Client, DEMO_PASSWORD, openTestDatabase } from '../../test/build-test-app.ts';
import { buildApp } from '../app.ts';
import { createCodec } from '../lib/crypto.ts';
import { hashPassword } from '../lib/passwords.ts';
import { loadDemoData } from './demo-data.ts';
import { userOrganizations, users } from './schema/index.ts';
import { sealClearValues } from './seal-clear-values.ts';

const { database, config } = await openTestDatabase();
const { db } = database;
const codec = createCodec(randomBytes(32));
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The migrations as they were before 0012: a copy of the folder whose journal ends at 0011. */
function migrationsBeforeSealedIds(): string {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
  const copy = mkdtempSync(path.join(tmpdir(), 'candor-migrations-'));
  cpSync(folder, copy, { recursive: true });
  const journalFile = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 11);
  writeFileSync(journalFile, JSON.stringify(journal));
  return copy;
}

/**
 * Today's demo loader names every column of `users` and `user_organizations`, also those later
 * migrations add: they are there, empty, while it loads the old database, and gone before the
 * upgrade adds them.
 */
async function loadDemoDataIntoOldSchema() {
  const later: { table: string; column: string }[] = [];
  for (const t of [users, userOrganizations]) {
    const table = getTableName(t);
    const present = new Set(
      (
        await rows<{ column_name: string }>(
          sql`select column_name from information_schema.columns where table_name = ${table}`,
        )
      ).map((c) => c.column_name),
    );
    for (const c of getTableConfig(t).columns.filter((c) => !present.has(c.name)))
      later.push({ table, column: c.name });
  }
  for (const { table, column } of later)
    await db.execute(sql`alter table ${sql.identifier(table)} add column ${sql.identifier(column)} text`);
  await loadDemoData(db, DEMO_PASSWORD);
  for (const { table, column } of later)
    await db.execute(sql`alter table ${sql.identifier(table)} drop column ${sql.identifier(column)}`);
}

const OLD_ID = 'Kq7ZrT2mWx9P';
const PASSWORD = 'Quiet harbour 42!';

describe('upgrading a database whose rows hold report IDs and other values in clear (migration 0012)', () => {
  it('converts every row once, drops the clear column, and the reporter still signs in with his report ID', async () => {
    await database.migrate(codec, { migrationsFolder: migrationsBeforeSealedIds() });
    await loadDemoDataIntoOldSchema();
    // Rows as the code before 0012 wrote them (and before 0006 for the name, email and file name).
    const [{ id }] = await rows<{ id: number }>(sql`
      insert into reports (reference_id, sequential_id, root_organization_id, organization_id, category_id,
        report_input, password_hash, report_name, notification_email)
      select ${OLD_ID}, 1, o.id, o.id, 13, ${codec.encryptText('The old report.')}, ${await hashPassword(PASSWORD)},
        'Stock scheme', 'me@example.org'
      from organizations o where o.name = 'Northwind Group' returning id`);
    await db.execute(sql`insert into reports (reference_id, sequential_id, root_organization_id, organization_id,
        category_id, report_input, password_hash, report_name)
      select 'Second' || n, 1 + n, o.id, o.id, 13, '', 'x', ${codec.encryptText('Sealed already')}
      from organizations o, generate_series(1, 1500) n where o.name = 'Northwind Group'`);
    await db.execute(sql`insert into attachments (report_id, file_name, file_type, file_size, source, storage_key,
        wrapped_key) values (${id}, 'receipt.pdf', 'application/pdf', 1, 'REPORTER_ADDED', 'k', 'v1:none')`);

    await database.migrate(codec);

    const columns = await rows<{ column_name: string; is_nullable: string }>(sql`
      select column_name, is_nullable from information_schema.columns
      where table_name = 'reports' and column_name like 'reference%' order by column_name`);
    expect(columns).toEqual([
      { column_name: 'reference_hash', is_nullable: 'NO' },
      { column_name: 'reference_sealed', is_nullable: 'NO' },
    ]);
    const [old] = await rows<{ hash: string; sealed: string; name: string; email: string }>(sql`
      select reference_hash hash, reference_sealed sealed, report_name name, notification_email email
      from reports where id = ${id}`);
    expect(old.hash).toBe(codec.referenceHash(OLD_ID));
    expect(codec.decryptText(old.sealed)).toBe(OLD_ID);
    expect(codec.decryptText(old.name)).toBe('Stock scheme');
    expect(codec.decryptText(old.email)).toBe('me@example.org');
    const [file] = await rows<{ name: string }>(sql`select file_name name from attachments where report_id = ${id}`);
    expect(codec.decryptText(file.name)).toBe('receipt.pdf');
    // More than one batch of report IDs: every one converted, and the sealed name left as it was.
    const others = await rows<{ hash: string; sealed: string; name: string }>(sql`
      select reference_hash hash, reference_sealed sealed, report_name name from reports where id <> ${id}`);
    expect(others).toHaveLength(1500);
    expect(others.every((r) => r.hash === codec.referenceHash(codec.decryptText(r.sealed)))).toBe(true);
    expect(new Set(others.map((r) => codec.decryptText(r.name)))).toEqual(new Set(['Sealed already']));

    // Found by an index probe, alone or beside a sequential number (the reviewer's path).
    await db.execute(sql`analyze reports`);
    const plan = async (query: ReturnType<typeof sql>) =>
      (await rows<{ 'QUERY PLAN': string }>(sql`explain ${query}`)).map((r) => r['QUERY PLAN']).join('\n');
    const hash = codec.referenceHash(OLD_ID);
    expect(await plan(sql`select id from reports where reference_hash = ${hash}`)).toContain(
      'reports_reference_hash_idx',
    );
    const byPath = await plan(sql`select id from reports where reference_hash = ${hash}
      or (sequential_id = 7 and root_organization_id = any(array[1]))`);
    expect(byPath).toContain('reports_reference_hash_idx');
    expect(byPath).not.toContain('Seq Scan');

    // Once: a second start finds nothing to convert and rewrites nothing.
    expect(await sealClearValues(db, codec)).toBe(0);
    await database.migrate(codec);
    const [again] = await rows<{ sealed: string }>(sql`select reference_sealed sealed from reports where id = ${id}`);
    expect(again.sealed).toBe(old.sealed);

    const app = await buildApp({ config, database, codec });
    try {
      const reporter = new Client(app);
      const login = await reporter.post('/reporterapi/authentication', {
        form: { username: OLD_ID, password: PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().referenceId).toBe(OLD_ID);
      const detail = await reporter.get(`/reporterapi/report/${OLD_ID}?langKey=en`);
      expect(detail.json()).toMatchObject({ referenceId: OLD_ID, reportName: 'Stock scheme' });
    } finally {
      await app.close();
    }
  }, 240_000); // migrates a database in steps and converts 1,501 reports: minutes on a loaded machine
});
