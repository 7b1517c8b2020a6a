import { expect, test } from '@playwright/test';
import {
  kib,
  measurePages,
  PAGE_JAVASCRIPT_BUDGET,
  publicAndReporterPages,
  recordJavaScript,
} from '../../bench/page-javascript.ts';
import { REPORT_PASSWORD, submitReport } from './reporter-flow.ts';

test('every public and reporter page loads at most 150 KiB of gzipped JavaScript', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const flow = recordJavaScript(page);
  const referenceId = await submitReport(page);
  const wholeFlow = await flow.figures();

  const search = await request.get('/reporterapi/organization', {
    params: { name: 'Northwind Group', langKey: 'en', exactMatch: 'true' },
  });
  const [org] = (await search.json()) as { orgId: number }[];
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const signIn = await request.post('/reporterapi/authentication', {
    form: { username: referenceId, password: REPORT_PASSWORD },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(signIn.status()).toBe(200);
  const cookies = (await request.storageState()).cookies;
  const session = cookies.find((c) => c.name === 'CANDOR_SESSION')?.value;
  expect(session).toBeTruthy();
  // Sign-in renewed the XSRF token: the one bound to the new session.
  const bound = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

  const results = await measurePages(
    baseURL ?? '',
    publicAndReporterPages(org.orgId, referenceId),
    `CANDOR_SESSION=${session}; XSRF-TOKEN=${bound}`,
  );
  expect(results).not.toBeNull();
  for (const { page: p, bundle } of results ?? [])
    console.log(
      `${p.route.padEnd(50)} ${kib(bundle.gzipBytes)} (${PAGE_JAVASCRIPT_BUDGET - bundle.gzipBytes} bytes to spare)`,
    );
  console.log(`${'the whole submit flow, search to credentials'.padEnd(50)} ${kib(wholeFlow.gzipBytes)}`);
  expect(results?.length).toBe(11);
  const over = (results ?? []).filter((r) => r.bundle.gzipBytes > PAGE_JAVASCRIPT_BUDGET).map((r) => r.page.route);
  expect(over).toEqual([]);
});
