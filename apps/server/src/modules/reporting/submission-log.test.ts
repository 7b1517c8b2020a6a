import type { TReportTemplate } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildApp } from '../../app.ts';
import { DEMO_TEMPLATE_REFERENCE } from '../../db/demo-reporting.ts';
import { orgId, STRONG_PASSWORD, validSubmission } from './reporting.fixtures.ts';

const { config, database, codec } = await buildTestApp();
const lines: string[] = [];
const app = await buildApp({
  config: { ...config, LOG_LEVEL: 'info' },
  database,
  codec,
  logStream: { write: (line) => lines.push(line) },
});
await app.ready();
afterAll(() => app.close());

const CLIENT_IP = '203.0.113.58';
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0) Whistle-Fingerprint/7';
const XSRF = 'xsrf-for-the-log-test';
const REPORT_TEXT = 'The plant manager falsifies the safety inspection sheets.';
const EMAIL = 'quiet.reporter@mail.example';

function request(
  method: 'GET' | 'POST',
  url: string,
  body?: { json?: unknown; form?: Record<string, string> },
  cookie = '',
) {
  const json = body?.json !== undefined;
  return app.inject({
    method,
    url,
    remoteAddress: CLIENT_IP,
    headers: {
      'user-agent': USER_AGENT,
      'x-forwarded-for': CLIENT_IP,
      cookie: `XSRF-TOKEN=${XSRF}${cookie}`,
      'x-xsrf-token': XSRF,
      ...(body ? { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' } : {}),
    },
    payload: json ? JSON.stringify(body.json) : body?.form ? new URLSearchParams(body.form).toString() : undefined,
  });
}

let template: TReportTemplate;
beforeAll(async () => {
  const id = await orgId(database.db, 'Northwind Canada');
  template = (await request('GET', `/reporterapi/organization/${id}/report-template?langKey=en`)).json();
});

describe('the request log of a report and its follow-up', () => {
  it('holds no address, user agent, report content or credentials', async () => {
    lines.length = 0;
    const body = validSubmission(template, { inputStatement: REPORT_TEXT, primaryEmail: EMAIL });
    const submitted = await request('POST', `/reporterapi/report?reportId=${DEMO_TEMPLATE_REFERENCE}`, { json: body });
    expect(submitted.statusCode).toBe(201);
    const { referenceId } = submitted.json();
    const login = await request('POST', '/reporterapi/authentication', {
      form: { username: referenceId, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const session = `; CANDOR_SESSION=${login.cookies.find((c) => c.name === 'CANDOR_SESSION')!.value}`;
    expect((await request('GET', `/reporterapi/report/${referenceId}?langKey=en`, undefined, session)).statusCode).toBe(
      200,
    );

    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.filter((e) => e.req).map((e) => e.req)).toEqual([
      { method: 'POST', route: '/reporterapi/report' },
      { method: 'POST', route: '/reporterapi/authentication' },
      { method: 'GET', route: '/reporterapi/report/:id' },
    ]);
    const all = lines.join('\n');
    const secrets = [
      CLIENT_IP,
      USER_AGENT,
      'Whistle-Fingerprint',
      REPORT_TEXT,
      EMAIL,
      STRONG_PASSWORD,
      XSRF,
      referenceId,
    ];
    for (const secret of secrets) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/remoteAddress|remotePort|user-?agent|"headers"|"host"|"ip"/i);
  });
});
