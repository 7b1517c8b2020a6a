import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../test/build-test-app.ts';
import { fileReport } from './reviewer.test-support.ts';

// A translation provider on loopback: it answers the text upper-cased, tagged with the target language.
const asked: { text: string; target: string }[] = [];
let failing = false;
const provider = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    const { text, target } = JSON.parse(body) as { text: string; target: string };
    asked.push({ text, target });
    if (failing) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ translatedText: `[${target}] ${text.toUpperCase()}` }));
  });
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/translate`;
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const { app, database } = await buildTestApp({ env: { TRANSLATION_URL: url } });
const FRENCH = "Le responsable de l'entrepôt vend du stock en dehors de l'entreprise depuis plusieurs mois.";

describe('translated report text', () => {
  it("translates a report written in another language into the reviewer's, for the toggle", async () => {
    const { referenceId } = await fileReport(app, database.db, { inputStatement: FRENCH });
    const reviewer = await signIn(app, 'reviewer');
    const d = (await reviewer.get(`/api/reviewer/report/${referenceId}?langKey=en`)).json();
    expect(d.isTranslatingEnabled).toBe(true);
    expect(d.reportInputTranslation.detectedLanguage).toBe('fr');
    expect(d.reportInputTranslation.translatedText).toBe(`[en] ${FRENCH.toUpperCase()}`);
    expect(asked).toContainEqual({ text: FRENCH, target: 'en' });
  });

  it("translates the answers like the text, except checkbox answers, which read Yes/No in the reviewer's language", async () => {
    const { referenceId } = await fileReport(app, database.db, { inputStatement: FRENCH });
    const reviewer = await signIn(app, 'reviewer');
    const d = (await reviewer.get(`/api/reviewer/report/${referenceId}?langKey=en`)).json();
    const answers = d.reportQuestions as { value: string; valueTranslation: string | null }[];
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) {
      if (a.value === '' || a.value === 'true' || a.value === 'false') expect(a.valueTranslation).toBeNull();
      else expect(a.valueTranslation).toBe(`[en] ${a.value.toUpperCase()}`);
    }
    expect(answers.some((a) => a.valueTranslation !== null)).toBe(true);
    expect(asked).toContainEqual({ text: 'Employee', target: 'en' });
  });

  it('asks nothing for a report already in the reviewer language, and survives a failing provider', async () => {
    const { referenceId } = await fileReport(app, database.db, { inputStatement: FRENCH });
    const reviewer = await signIn(app, 'reviewer');
    const before = asked.length;
    const same = (await reviewer.get(`/api/reviewer/report/${referenceId}?langKey=fr`)).json();
    expect(same.reportInputTranslation.translatedText).toBeNull();
    expect(asked.length).toBe(before);
    failing = true;
    const res = await reviewer.get(`/api/reviewer/report/${referenceId}?langKey=en`);
    failing = false;
    expect(res.statusCode).toBe(200);
    expect(res.json().reportInput).toBe(FRENCH);
    expect(res.json().reportInputTranslation.translatedText).toBeNull();
    expect(res.json().reportQuestions.every((q: { valueTranslation: unknown }) => q.valueTranslation === null)).toBe(
      true,
    );
  });
});
