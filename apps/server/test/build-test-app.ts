import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { loadDemoCaseLoad } from '../src/db/demo-case-load.ts';
import { type Codec, createCodec, loadMasterKey } from '../src/lib/crypto.ts';
import { DEMO_PASSWORD, type Template } from './database-templates.ts';
import { onServer, databaseUrl as urlOf } from './server-databases.ts';

export { DEMO_PASSWORD };

/** Rate limits high enough that no test trips them by accident; the rate-limit tests set their own. */
export const GENEROUS_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  [
    'RATE_LIMIT_SIGN_IN',
    'RATE_LIMIT_REPORT_LOOKUP',
    'RATE_LIMIT_ORGANIZATION_SEARCH',
    'RATE_LIMIT_SUBMISSION',
    'RATE_LIMIT_PASSWORD_CHECK',
    'RATE_LIMIT_UPLOAD',
  ].map((name) => [name, '100000']),
);

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The codec the app seals with, for a second app on the same database. */
  codec: Codec;
}

/**
 * A fresh database for the calling test file, dropped after it: PGlite in memory, or a new
 * database on the PostgreSQL server when DATABASE_URL is set. Empty, or a copy of one of the
 * run's templates (database-templates.ts): migrated, or migrated with the demo data.
 */
export async function openTestDatabase(
  env: Record<string, string> = {},
  onStatement?: (sql: string) => void,
  template?: Template,
): Promise<{ database: Database; config: Config }> {
  const serverUrl = process.env.DATABASE_URL;
  const templates = inject('databaseTemplates');
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}${template ? ` template ${templates[template]}` : ''}`);
    databaseUrl = urlOf(serverUrl, name);
    dropDatabase = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DEMO_PASSWORD,
    JOBS: 'false',
    WEB_DIST: '/nonexistent',
    ...GENEROUS_RATE_LIMITS,
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const loadDataDir = template && !serverUrl ? new Blob([readFileSync(templates[template])]) : undefined;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onStatement,
    loadDataDir,
  });
  afterAll(async () => {
    await database.close();
    await dropDatabase?.();
  });
  return { database, config };
}

/**
 * The app on a fresh database (`openTestDatabase`), migrated. It holds the demo data unless
 * asked not to; the demo case load (sixty reports and Contoso Ltd) only when asked for.
 */
export async function buildTestApp(
  opts: {
    demo?: boolean;
    caseLoad?: boolean;
    env?: Record<string, string>;
    /** Called with the text of every statement the app sends. */
    onStatement?: (sql: string) => void;
  } = {},
): Promise<TestApp> {
  const template = opts.demo === false ? 'migrated' : 'demo';
  const { database, config } = await openTestDatabase(opts.env, opts.onStatement, template);
  const codec = createCodec(loadMasterKey({ encryptionKey: config.ENCRYPTION_KEY, dataDir: config.DATA_DIR }));
  if (opts.caseLoad) await loadDemoCaseLoad(database.db, { codec });
  const app = await buildApp({ config, database, codec });
  await app.ready();
  afterAll(() => app.close());
  return { app, database, config, codec };
}

/** A cookie-keeping client over `app.inject`, sending the XSRF header as the web app does. */
export class Client {
  cookies = new Map<string, string>();
  constructor(readonly app: FastifyInstance) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: {
      json?: unknown;
      form?: Record<string, string>;
      /** A body as written: text, or raw bytes (`content-type` from `headers`, text/plain by default). */
      text?: string | Buffer;
      headers?: Record<string, string>;
      xsrf?: boolean;
    } = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.xsrfToken) await this.request('GET', '/management/info');
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && opts.xsrf !== false) headers['x-xsrf-token'] = this.xsrfToken ?? '';
    let payload: string | Buffer | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(opts.json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(opts.form).toString();
    } else if (opts.text !== undefined) {
      headers['content-type'] ??= 'text/plain';
      payload = opts.text;
    }
    const res = await this.app.inject({ method, url, headers, payload });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || (c.expires && c.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  /** The XSRF cookie, named with the `__Host-` prefix over https. */
  get xsrfToken(): string | undefined {
    return this.cookies.get('XSRF-TOKEN') ?? this.cookies.get('__Host-XSRF-TOKEN');
  }

  get = (url: string, opts?: Parameters<Client['request']>[2]) => this.request('GET', url, opts);
  post = (url: string, opts?: Parameters<Client['request']>[2]) => this.request('POST', url, opts);
  put = (url: string, opts?: Parameters<Client['request']>[2]) => this.request('PUT', url, opts);
  delete = (url: string, opts?: Parameters<Client['request']>[2]) => this.request('DELETE', url, opts);
}

/** A client signed in as a demo staff user. */
export async function signIn(app: FastifyInstance, login: string, password = DEMO_PASSWORD): Promise<Client> {
  const client = new Client(app);
  const res = await client.post('/api/authentication', { form: { username: login, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${login} failed: ${res.statusCode} ${res.body}`);
  return client;
}
