import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, signIn } from '../../../test/build-test-app.ts';
import { DEMO_POLICY_DOCUMENT } from '../../db/demo-reporting.ts';

const { app } = await buildTestApp();
const path = '/api/external-docs/loggedInUser?langKey=en';

describe('GET api/external-docs/loggedInUser', () => {
  it("lists the policy documents of the reviewer's organization, stored ones with their download path", async () => {
    const reviewer = await signIn(app, 'reviewer');
    const res = await reviewer.get(path);
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json() as { id: number; documentName: string; link: string }[];
    expect(docs.map((d) => d.documentName)).toEqual([DEMO_POLICY_DOCUMENT, 'Speak-up policy']);
    const stored = docs[0];
    expect(stored.link).toBe(`/api/external-docs/${stored.id}/value/${encodeURIComponent(DEMO_POLICY_DOCUMENT)}`);
    expect(docs[1].link).toBe('https://www.northwind.example/speak-up-policy');
    expect((await reviewer.get(stored.link)).statusCode).toBe(200);
  });

  it('serves the transcriber too, and a reviewer of a sub-organization the template up its chain', async () => {
    const names = async (login: string) =>
      ((await (await signIn(app, login)).get(path)).json() as { documentName: string }[]).map((d) => d.documentName);
    expect(await names('transcriber')).toEqual([DEMO_POLICY_DOCUMENT, 'Speak-up policy']);
    expect(await names('delegate')).toEqual([DEMO_POLICY_DOCUMENT, 'Speak-up policy']);
  });

  it('refuses anonymous visitors, users of no area with a help menu and a bad language', async () => {
    expect((await new Client(app).get(path)).statusCode).toBe(401);
    // Hotline agents get the hotline's own documents (modules/hotline/hotline.routes.test.ts).
    expect((await (await signIn(app, 'importer')).get(path)).statusCode).toBe(403);
    const bad = await (await signIn(app, 'reviewer')).get('/api/external-docs/loggedInUser?langKey=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('error.validation');
  });
});
