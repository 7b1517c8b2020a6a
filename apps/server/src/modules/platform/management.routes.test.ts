/**
 * The platform management calls (spec 002 §7 `management/`): ROLE_ADMIN only, secrets never
 * shown, logger levels changed at run time, audits paged by date with X-Total-Count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { buildApp } from '../../app.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { startMailCapture } from '../../jobs/mail-capture.test-support.ts';
import { fileReport } from '../reports/reviewer.test-support.ts';

const SECRETS = {
  ENCRYPTION_KEY: 'c2VjcmV0LWtleS1mb3ItdGVzdHMtb25seS0xMjM0NTY=',
  OIDC_CLIENT_SECRET: 'oidc-client-secret-XYZZY-42',
  DB_PASSWORD: 'pg-pass-Qw3rty-99',
};
const { app, database, config, codec } = await buildTestApp({
  env: { ENCRYPTION_KEY: SECRETS.ENCRYPTION_KEY, SMTP_URL: `smtp://mailer:${SECRETS.DB_PASSWORD}@mail.example:25` },
});
const admin = await signIn(app, 'admin');

const ENDPOINTS = [
  { method: 'GET', url: '/management/health/mail' },
  { method: 'GET', url: '/management/jhi-metrics' },
  { method: 'GET', url: '/management/prometheus' },
  { method: 'GET', url: '/management/threaddump' },
  { method: 'GET', url: '/management/logs' },
  { method: 'PUT', url: '/management/logs', json: { name: 'candor.jobs', level: 'info' } },
  { method: 'GET', url: '/management/configprops' },
  { method: 'GET', url: '/management/env' },
  { method: 'GET', url: '/management/audits' },
] as const;

describe('permission matrix: every management call × every role', () => {
  const staff = [
    'admin',
    'connects-admin',
    'client-admin',
    'reviewer',
    'delegate',
    'program-admin',
    'hotline',
    'transcriber',
    'importer',
    'statistics',
  ];
  let cases = 0;
  afterAll(() => console.log(`management permission matrix: ${cases} cases checked`));

  const expectAnswer = async (client: Client, e: (typeof ENDPOINTS)[number], status: number) => {
    const res = await client.request(e.method, e.url, 'json' in e ? { json: e.json } : {});
    expect(res.statusCode, `${e.method} ${e.url}`).toBe(status);
    if (status >= 400) expect(res.json()).toMatchObject({ status });
    cases++;
  };

  it('answers 401 without a session', async () => {
    for (const e of ENDPOINTS) await expectAnswer(new Client(app), e, 401);
  });

  it('answers 403 to a reporter', async () => {
    const { reporter } = await fileReport(app, database.db);
    for (const e of ENDPOINTS) await expectAnswer(reporter, e, 403);
  });

  it.each(staff)('answers %s as ROLE_ADMIN alone may', async (login) => {
    const client = login === 'admin' ? admin : await signIn(app, login);
    for (const e of ENDPOINTS)
      await expectAnswer(client, e, login === 'admin' ? (e.method === 'PUT' ? 204 : 200) : 403);
  });

  it('leaves health and info open, as before', async () => {
    for (const url of ['/management/health', '/management/info']) {
      expect((await new Client(app).get(url)).statusCode).toBe(200);
      cases++;
    }
  });
});

describe('GET management/health/mail', () => {
  it('tells the admin that mail fails, while the probe stays UP', async () => {
    const res = await admin.get('/management/health/mail');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'DOWN', transport: 'smtp' });
    expect((await new Client(app).get('/management/health')).json()).toMatchObject({ status: 'UP' });
  });

  it('is UP when the SMTP server answers', async () => {
    const capture = await startMailCapture();
    const live = await buildApp({ config: { ...config, SMTP_URL: capture.url }, database, codec });
    try {
      const res = await (await signIn(live, 'admin')).get('/management/health/mail');
      expect(res.json()).toEqual({ status: 'UP', transport: 'smtp' });
    } finally {
      await live.close();
      await capture.close();
    }
  });
});

describe('GET management/health, a probe', () => {
  it('reads no session and issues no cookie, signed in or not', async () => {
    for (const client of [new Client(app), await signIn(app, 'reviewer')]) {
      client.cookies.delete('XSRF-TOKEN');
      const res = await client.get('/management/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'UP' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('may only be a public GET: a probe that needs a session or changes state stops the start', async () => {
    const wrong = await buildApp({ config, database, codec });
    expect(() => wrong.get('/management/x', { config: { access: 'staff', probe: true } }, async () => ({}))).toThrow(
      /public GET only/,
    );
    expect(() => wrong.post('/management/y', { config: { access: 'public', probe: true } }, async () => ({}))).toThrow(
      /public GET only/,
    );
    await wrong.close();
  });
});

describe('GET management/jhi-metrics', () => {
  it('counts requests under their route pattern, never the values of a path', async () => {
    const { referenceId } = await fileReport(app, database.db);
    const reviewer = await signIn(app, 'reviewer');
    await reviewer.get(`/api/reviewer/report/${referenceId}`);
    await new Client(app).get(`/no-such-${referenceId}?email=someone@example.com`);
    const res = await admin.get('/management/jhi-metrics');
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.http.all.count).toBeGreaterThan(3);
    expect(m.http.routes).toContainEqual(
      expect.objectContaining({ method: 'GET', route: '/api/reviewer/report/:id', status: '200', count: 1 }),
    );
    expect(m.process.memory.heapUsed).toBeGreaterThan(0);
    expect(m.process.nodeVersion).toBe(process.version);
    expect(m.database).toEqual({ kind: database.kind, pool: database.kind === 'postgres' ? expect.any(Object) : null });
    expect(m.jobs.pending).toBeGreaterThan(0); // filing a report queues its notifications
    const text = res.body + (await admin.get('/management/prometheus')).body;
    expect(text).not.toContain(referenceId);
    expect(text).not.toContain('someone@example.com');
  });
});

describe('GET management/prometheus', () => {
  it('answers the Prometheus text format with process, HTTP and job figures', async () => {
    const res = await admin.get('/management/prometheus');
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^# HELP process_cpu_user_seconds_total/m);
    expect(res.body).toMatch(
      /^http_server_requests_seconds_count\{method="GET",route="\/management\/jhi-metrics",status="200"\} \d+/m,
    );
    expect(res.body).toMatch(/^candor_jobs\{name="[a-z-]+",state="pending"\} \d+/m);
  });
});

describe('GET and PUT management/logs', () => {
  it('lists the loggers with their levels', async () => {
    const res = await admin.get('/management/logs');
    expect(res.json()).toEqual({
      loggers: [
        { name: 'candor', level: 'silent' },
        { name: 'candor.jobs', level: 'info' },
      ],
    });
  });

  it('changes a level at run time: request lines appear at info and stop at warn', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: { ...config, LOG_LEVEL: 'warn' },
      database,
      codec,
      logStream: { write: (l) => lines.push(l) },
    });
    await logged.ready();
    const who = await signIn(logged, 'admin');
    await who.get('/management/health');
    expect(lines.filter((l) => l.includes('"/management/health"'))).toEqual([]);
    expect((await who.put('/management/logs', { json: { name: 'candor', level: 'info' } })).statusCode).toBe(204);
    expect((await who.get('/management/logs')).json().loggers).toContainEqual({ name: 'candor', level: 'info' });
    await who.get('/management/health');
    expect(lines.filter((l) => l.includes('"/management/health"')).length).toBeGreaterThan(0);
    // A Spring client's level names are the same levels.
    expect((await who.put('/management/logs', { json: { name: 'candor', level: 'DEBUG' } })).statusCode).toBe(204);
    expect((await who.get('/management/logs')).json().loggers).toContainEqual({ name: 'candor', level: 'debug' });
    expect((await who.put('/management/logs', { json: { name: 'candor', level: 'OFF' } })).statusCode).toBe(204);
    expect((await who.get('/management/logs')).json().loggers).toContainEqual({ name: 'candor', level: 'silent' });
    await who.put('/management/logs', { json: { name: 'candor', level: 'error' } });
    lines.length = 0;
    await who.get('/management/health');
    expect(lines).toEqual([]);
    await logged.close();
  });

  it('refuses an unknown logger or level, and a body that is not one, with 400', async () => {
    const bad = [
      { name: 'no.such.logger', level: 'info' },
      { name: 'candor', level: 'verbose' },
      { level: 'info' },
      'info',
    ];
    for (const json of bad) {
      const res = await admin.put('/management/logs', { json });
      expect(res.statusCode, JSON.stringify(json)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'error.validation', status: 400 });
    }
    // Named where the body holds it, as every other field error is.
    const unknown = await admin.put('/management/logs', { json: bad[0] });
    expect(unknown.json().fieldErrors).toEqual([{ field: 'body.name', message: 'UnknownLogger' }]);
    const text = await admin.put('/management/logs', {
      text: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(text.statusCode).toBe(400);
  });
});

describe('secrets in management/configprops, env and threaddump', () => {
  const withEnv = {
    ...process.env,
    OIDC_CLIENT_SECRET: SECRETS.OIDC_CLIENT_SECRET,
    AWS_SECRET: 'aws-hidden-value-777',
  };
  it('hides every secret value and keeps harmless ones readable', async () => {
    const before = { ...process.env };
    Object.assign(process.env, withEnv, { DATABASE_URL_SHADOW: `postgres://candor:${SECRETS.DB_PASSWORD}@db:5432/x` });
    try {
      const props = await admin.get('/management/configprops');
      const env = await admin.get('/management/env');
      const dump = await admin.get('/management/threaddump');
      for (const res of [props, env, dump]) {
        expect(res.statusCode).toBe(200);
        for (const secret of [...Object.values(SECRETS), 'aws-hidden-value-777', 'demo-password-1']) {
          expect(res.body).not.toContain(secret);
        }
      }
      expect(props.json().properties).toMatchObject({
        ENCRYPTION_KEY: '******',
        DEMO_PASSWORD: '******',
        SMTP_URL: 'smtp://******:******@mail.example:25',
        LOG_LEVEL: 'silent',
        STAFF_LOCKOUT_SECONDS: '3600',
        // A rate limit named for what it counts is a number, not a secret.
        RATE_LIMIT_PASSWORD_CHECK: expect.stringMatching(/^\d+$/),
      });
      const variables = env.json().propertySources[0].properties;
      expect(variables).toMatchObject({ OIDC_CLIENT_SECRET: '******', AWS_SECRET: '******' });
      const report = dump.json();
      expect(report.header.nodejsVersion).toBe(process.version);
      expect(report.header.networkInterfaces).toBeUndefined();
      expect(report.javascriptStack).toBeDefined();
      expect(JSON.stringify(report.libuv)).not.toMatch(/remoteEndpoint|localEndpoint/);
      expect(report.environmentVariables.AWS_SECRET).toBe('******');
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in before)) delete process.env[k];
      Object.assign(process.env, before);
    }
  });
});

describe('GET management/audits', () => {
  const day = (d: string, h: number) => new Date(`${d}T${String(h).padStart(2, '0')}:00:00Z`);
  const events = [
    ...Array.from({ length: 5 }, (_, i) => ({
      auditEventType: 'CREATE_USER',
      actorId: 'connects-admin',
      auditEventDate: day('2026-03-01', i + 1),
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      auditEventType: 'LOCK_USER',
      actorId: null,
      auditEventDate: day('2026-03-02', i + 1),
    })),
    {
      auditEventType: 'UNLOCK_USER',
      actorId: 'client-admin',
      auditEventDate: day('2026-03-04', 23),
      data: { login: 'reviewer' },
    },
  ];
  beforeAll(async () => {
    await database.db.delete(auditEvents);
    await database.db.insert(auditEvents).values(events);
  });

  it('pages the events newest first with the total in X-Total-Count', async () => {
    const first = await admin.get('/management/audits?page=0&size=4');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('9');
    const body = first.json();
    expect(body).toHaveLength(4);
    expect(body[0]).toMatchObject({
      type: 'UNLOCK_USER',
      principal: 'client-admin',
      data: { login: 'reviewer' },
      timestamp: '2026-03-04T23:00:00.000Z',
    });
    const last = (await admin.get('/management/audits?page=2&size=4')).json();
    expect(last).toHaveLength(1);
    expect(last[0]).toMatchObject({ type: 'CREATE_USER', timestamp: '2026-03-01T01:00:00.000Z' });
  });

  it('keeps the events between two days, both included', async () => {
    const res = await admin.get('/management/audits?fromDate=2026-03-02&toDate=2026-03-04&sort=auditEventDate,asc');
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json().map((e: { type: string }) => e.type)).toEqual([
      'LOCK_USER',
      'LOCK_USER',
      'LOCK_USER',
      'UNLOCK_USER',
    ]);
    const one = await admin.get('/management/audits?fromDate=2026-03-01&toDate=2026-03-01');
    expect(one.headers['x-total-count']).toBe('5');
  });

  it('sorts by type', async () => {
    const res = await admin.get('/management/audits?sort=auditEventType,desc&size=1');
    expect(res.json()[0].type).toBe('UNLOCK_USER');
  });

  it('reads the sort as Spring does: a field alone ascending, the field and direction in any case (decision 079)', async () => {
    const types = async (sort: string) => {
      const res = await admin.get(`/management/audits?size=9&sort=${sort}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((e: { type: string }) => e.type);
    };
    const [created, locked] = [Array(5).fill('CREATE_USER'), Array(3).fill('LOCK_USER')];
    expect(await types('auditEventDate')).toEqual([...created, ...locked, 'UNLOCK_USER']);
    expect(await types('AuditEventDate,DESC')).toEqual(['UNLOCK_USER', ...locked, ...created]);
    // By principal: client-admin, connects-admin, then the events without one.
    expect(await types('principal')).toEqual(['UNLOCK_USER', ...created, ...locked]);
    expect(await types('PRINCIPAL,Desc')).toEqual([...locked, ...created, 'UNLOCK_USER']);
    const refused = await admin.get('/management/audits?sort=actorUserId');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'error.validation',
      status: 400,
      fieldErrors: [{ field: 'querystring.sort', message: 'Pattern' }],
    });
  });

  it.each([
    'page=-1',
    'size=0',
    'size=201',
    'sort=actorUserId,desc',
    'sort=auditEventDate;drop',
    'fromDate=2026-13-01',
    'toDate=2026-02-30',
    'fromDate=0000-01-01',
    'fromDate=yesterday',
    'fromDate=2026-03-05&toDate=2026-03-01',
  ])('answers 400 in the error shape to %s', async (query) => {
    const res = await admin.get(`/management/audits?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'error.validation', status: 400, fieldErrors: expect.any(Array) });
  });
});
