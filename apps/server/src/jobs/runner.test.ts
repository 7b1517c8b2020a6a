import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/build-test-app.ts';
import { jobs } from '../db/schema/index.ts';
import { createCodec } from '../lib/crypto.ts';
import { createMailer } from '../lib/mail.ts';
import { defineJob, type JobContext } from './job.ts';
import { insertJob, MAX_ATTEMPTS } from './jobs.repository.ts';
import { jobRegistry } from './registry.ts';
import { backoffSeconds, runDueJobs, startJobRunner } from './runner.ts';

const { database, config } = await buildTestApp({ demo: false });
const db = database.db;
const ctx: JobContext = { config, db, codec: createCodec(randomBytes(32)), mailer: await createMailer(config) };
afterAll(() => ctx.mailer.close());

const runs: number[] = [];
const counted = defineJob({
  name: 'test-count',
  payload: z.object({ n: z.number().int() }),
  async run(_ctx, { n }) {
    runs.push(n);
  },
});
const failing = defineJob({
  name: 'test-fail',
  payload: z.object({}),
  async run() {
    throw new Error('mail server down');
  },
});
const daily = defineJob({ name: 'test-daily', payload: z.object({}), everyMs: 24 * 3600 * 1000, async run() {} });
/** A reporter's address, as a failing job could meet it: in a statement's parameters, in a mail server's refusal. */
const ADDRESS = 'jane.reporter@example.com';
const badQuery = defineJob({
  name: 'test-bad-query',
  payload: z.object({}),
  async run(job) {
    await job.db.execute(sql`select ${ADDRESS}::int`);
  },
});
const refusingServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, done) {
    const refusal = new Error(`5.1.1 <${address.address}>: Recipient address rejected`) as Error & {
      responseCode: number;
    };
    refusal.responseCode = 550;
    done(refusal);
  },
});
await new Promise<void>((resolve) => refusingServer.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => refusingServer.close(() => resolve())));
const refusedMail = defineJob({
  name: 'test-refused-mail',
  payload: z.object({}),
  async run() {
    const { port } = refusingServer.server.address() as AddressInfo;
    const mailer = await createMailer({ ...config, SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await mailer.send({ to: ADDRESS, subject: 'News', text: 'There is news on your report.' });
    } finally {
      await mailer.close();
    }
  },
});
const registry = jobRegistry([counted, failing, daily, badQuery, refusedMail]);

const rowsNamed = (name: string) => db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);
const queryOne = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
const dueInADay = async (id: number) =>
  (
    await queryOne<{ inADay: boolean }>(
      sql`select run_at between now() + interval '23 hours' and now() + interval '25 hours' as "inADay" from jobs where id = ${id}`,
    )
  ).inADay;
const makeDue = (name: string) =>
  db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.name, name), isNull(jobs.doneAt)));

describe('job runner', () => {
  it('runs each job once when two runners claim at the same time', async () => {
    await db.transaction(async (tx) => {
      for (let n = 0; n < 40; n++) await counted.enqueue(tx, { n });
    });
    const drain = async () => {
      let total = 0;
      for (let claimed = 1; claimed > 0; total += claimed) claimed = await runDueJobs(ctx, { registry, batch: 3 });
      return total;
    };
    const [first, second] = await Promise.all([drain(), drain()]);
    expect(first + second).toBe(40);
    expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    const rows = await rowsNamed('test-count');
    expect(rows.every((r) => r.doneAt !== null && r.attempts === 1 && r.lastError === null)).toBe(true);
  });

  it('keeps a failure’s kind and code, never the values a statement or a mail server quotes', async () => {
    await db.transaction(async (tx) => {
      await badQuery.enqueue(tx, {});
      await refusedMail.enqueue(tx, {});
    });
    expect(await runDueJobs(ctx, { registry })).toBe(2);
    const [query] = await rowsNamed('test-bad-query');
    const [mail] = await rowsNamed('test-refused-mail');
    expect(query.lastError).toBe('query failed (22P02)');
    expect(mail.lastError).toBe('the mail server refused (550)');
  });

  it('does not run a job before its time', async () => {
    await db.transaction((tx) => counted.enqueue(tx, { n: 99 }, new Date(Date.now() + 3600_000)));
    expect(await runDueJobs(ctx, { registry })).toBe(0);
    expect(runs).not.toContain(99);
  });

  it('retries a failing job later with a growing delay, then gives up after 8 attempts', async () => {
    await db.transaction((tx) => failing.enqueue(tx, {}));
    expect(await runDueJobs(ctx, { registry })).toBe(1);
    const [first] = await rowsNamed('test-fail');
    expect(first).toMatchObject({ attempts: 1, lastError: 'mail server down', doneAt: null, lockedUntil: null });
    const { delayed } = await queryOne<{ delayed: boolean }>(
      sql`select run_at > now() + interval '20 seconds' as delayed from jobs where id = ${first.id}`,
    );
    expect(delayed).toBe(true);
    expect(await runDueJobs(ctx, { registry })).toBe(0);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue('test-fail');
      expect(await runDueJobs(ctx, { registry })).toBe(1);
    }
    const [last] = await rowsNamed('test-fail');
    expect(last.attempts).toBe(MAX_ATTEMPTS);
    expect(last.doneAt).not.toBeNull();
    expect(last.lastError).toBe('mail server down');
    expect([1, 2, 3, 4, 20].map(backoffSeconds)).toEqual([30, 60, 120, 240, 6 * 3600]);
  });

  it('refuses to queue a payload that does not match the job schema', async () => {
    const before = (await rowsNamed('test-count')).length;
    const bad = { n: 'eight' } as unknown as { n: number };
    await expect(db.transaction((tx) => counted.enqueue(tx, bad))).rejects.toThrow(/expected number/);
    expect(await rowsNamed('test-count')).toHaveLength(before);
  });

  it('gives up at once on a stored job nobody knows and on a stored payload that does not parse', async () => {
    // Rows written by another version of the server: the runner checks again before running.
    await db.transaction(async (tx) => {
      await insertJob(tx, 'test-unknown', {});
      await insertJob(tx, 'test-count', { n: 'seven' });
    });
    expect(await runDueJobs(ctx, { registry })).toBe(2);
    const [unknown] = await rowsNamed('test-unknown');
    expect(unknown.doneAt).not.toBeNull();
    expect(unknown.lastError).toBe('no job is named "test-unknown"');
    const [invalid] = (await rowsNamed('test-count')).filter((r) => (r.payload as { n: unknown }).n === 'seven');
    expect(invalid.lastError).toMatch(/^invalid payload/);
    expect(runs).not.toContain('seven');
  });

  it('schedules a recurring job once across runners, and again a day after each run', async () => {
    const runners = await Promise.all([
      startJobRunner(ctx, { registry, pollMs: 3600_000 }),
      startJobRunner(ctx, { registry, pollMs: 3600_000 }),
    ]);
    await Promise.all(runners.map((r) => r.stop()));
    const rows = await rowsNamed('test-daily');
    expect(rows.filter((r) => r.doneAt !== null)).toHaveLength(1);
    const pending = rows.filter((r) => r.doneAt === null);
    expect(pending).toHaveLength(1);
    expect(await dueInADay(pending[0].id)).toBe(true);
  });

  it('keeps a recurring job on its schedule when one run is given up', async () => {
    await db.delete(jobs).where(eq(jobs.name, daily.name));
    await db.insert(jobs).values({ name: daily.name, payload: 'not an object' });
    expect(await runDueJobs(ctx, { registry })).toBe(1);
    const rows = await rowsNamed(daily.name);
    expect(rows).toHaveLength(2);
    expect(rows[0].lastError).toMatch(/^invalid payload/);
    expect(rows[0].doneAt).not.toBeNull();
    expect(await dueInADay(rows[1].id)).toBe(true);
    expect(rows[1].doneAt).toBeNull();
  });
});
