import { loadLocale } from '@candor/i18n';
import { LANGUAGES } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

const { app } = await buildTestApp({ demo: false });
const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET i18n/<lang>.json', () => {
  it.each(LANGUAGES.map((l) => [l]))('serves %s merged from its area files, cacheable for a year', async (lang) => {
    const res = await get(`/i18n/${lang}.json?t=1761700000000`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.json()).toEqual(loadLocale(lang));
  });

  it('answers each area under its own key', async () => {
    const body = (await get('/i18n/fr.json')).json();
    expect(Object.keys(body).length).toBeGreaterThan(0);
    for (const area of Object.values(body)) expect(typeof area).toBe('object');
  });

  it.each([
    '/i18n/xx.json',
    '/i18n/EN.json',
    '/i18n/en',
    '/i18n/en.js',
    '/i18n/..%2Fpackage.json',
    '/i18n/en.json.json',
  ])('answers 404 in the error shape for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'error.notFound', status: 404 });
  });
});
