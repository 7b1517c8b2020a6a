import { QUESTION_LAYOUTS, SENSITIVE_CATEGORY_ID, sectionOrder } from '@candor/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, Client } from '../../../test/build-test-app.ts';
import { DEMO_POLICY_DOCUMENT, DEMO_TEMPLATE_REFERENCE, DEMO_VANITY_REFERENCE } from '../../db/demo-reporting.ts';
import { categories, organizations, questions } from '../../db/schema/index.ts';
import { searchOrganizations } from './organization.repository.ts';
import { orgId, question, template } from './reporting.fixtures.ts';

const { app, database } = await buildTestApp();
const { db } = database;
const client = new Client(app);
const search = (query: string) => client.get(`/reporterapi/organization?${query}`);

describe('organization search', () => {
  it('needs at least 3 characters, after trimming', async () => {
    for (const name of ['No', '%20No%20', '']) {
      const res = await search(`name=${name}&langKey=en`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'error.validation', status: 400 });
    }
    const three = await search('name=Nor&langKey=en');
    expect(three.statusCode).toBe(200);
    expect(three.json().length).toBeGreaterThan(0);
  });

  it('finds names containing the text, case-insensitively, in tree order with depth', async () => {
    const res = await search('name=NORTHWIND&langKey=en');
    const names = res.json().map((o: { name: string }) => o.name);
    expect(names.slice(0, 4)).toEqual(['Northwind Group', 'Northwind Europe', 'Northwind France', 'Northwind Germany']);
    const france = res.json().find((o: { name: string }) => o.name === 'Northwind France');
    const root = await orgId(db, 'Northwind Group');
    const europe = await orgId(db, 'Northwind Europe');
    expect(france).toMatchObject({
      depth: 2,
      parentChain: `${root}--${europe}`,
      phantom: false,
      remoteOrg: false,
      remoteDomain: null,
    });
    expect((await search('name=toronto&langKey=en')).json().map((o: { name: string }) => o.name)).toEqual([
      'Northwind Toronto Office',
    ]);
  });

  it('matches the whole name only with exactMatch=true', async () => {
    expect((await search('name=northwind%20FRANCE&langKey=en&exactMatch=true')).json()).toHaveLength(1);
    expect((await search('name=northwind%20fran&langKey=en&exactMatch=true')).json()).toEqual([]);
    expect((await search('name=northwind%20fran&langKey=en&exactMatch=false')).json()).toHaveLength(1);
  });

  it('flags phantom and remote organizations', async () => {
    expect((await search('name=holdings&langKey=en')).json()[0]).toMatchObject({ phantom: true, remoteOrg: false });
    expect((await search('name=asia%20pacific&langKey=en')).json()[0]).toMatchObject({
      phantom: false,
      remoteOrg: true,
      remoteDomain: 'asia.northwind.example',
      name: 'Northwind Asia Pacific',
    });
  });

  it('gives names in the asked language, English when there is none, with the name of that language', async () => {
    const res = (await search('name=northwind&langKey=fr')).json() as { name: string; languageName: string }[];
    expect(res).toContainEqual(expect.objectContaining({ name: 'Northwind Allemagne', languageName: 'Français' }));
    expect(res).toContainEqual(expect.objectContaining({ name: 'Northwind France', languageName: 'English' }));
  });

  it('matches the names in every language the organization has, whatever the interface language', async () => {
    const found = (await search('name=ALLEMAGNE&langKey=en')).json() as { name: string; languageName: string }[];
    expect(found).toEqual([expect.objectContaining({ name: 'Northwind Germany', languageName: 'English' })]);
    const exact = (await search('name=northwind%20alemania&langKey=de&exactMatch=true')).json();
    expect(exact).toEqual([expect.objectContaining({ name: 'Northwind Deutschland' })]);
    expect((await search('name=northwind%20aleman&langKey=es&exactMatch=true')).json()).toEqual([]);
  });

  it('does not match the language codes or the punctuation of the stored names', async () => {
    expect((await search('name=%22fr%22&langKey=en')).json()).toEqual([]);
    expect((await search('name=%22%3A%20%22&langKey=en')).json()).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('name=%25%25%25&langKey=en')).json()).toEqual([]);
    expect((await search('name=___&langKey=en')).json()).toEqual([]);
  });

  it('leaves out hidden organizations', async () => {
    await db.update(organizations).set({ hidden: true }).where(eq(organizations.name, 'Northwind Germany'));
    const names = (await search('name=northwind&langKey=en')).json().map((o: { name: string }) => o.name);
    expect(names).not.toContain('Northwind Germany');
    await db.update(organizations).set({ hidden: false }).where(eq(organizations.name, 'Northwind Germany'));
  });

  it('answers at most 50 organizations', async () => {
    await db.insert(organizations).values(Array.from({ length: 55 }, (_, i) => ({ name: `Zephyr branch ${i}` })));
    expect((await search('name=zephyr&langKey=en')).json()).toHaveLength(50);
  });

  it('refuses an unknown language', async () => {
    expect((await search('name=north&langKey=xx')).statusCode).toBe(400);
  });

  it('is served by the trigram index of every name, for contains and for equality', async () => {
    const plan = (exact: boolean) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${searchOrganizations(tx, 'wind', exact, 50)}`);
        return (result as unknown as { rows: Record<string, string>[] }).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
      });
    expect(await plan(false)).toContain('Bitmap Index Scan on organizations_search_trgm_idx');
    expect(await plan(true)).toContain('Bitmap Index Scan on organizations_search_trgm_idx');
  });
});

describe('report template', () => {
  it('is the nearest ancestor’s, with every field, in the asked language', async () => {
    const t = await template(client, await orgId(db, 'Northwind France'), 'langKey=fr');
    expect(t).toMatchObject({
      referenceId: DEMO_TEMPLATE_REFERENCE,
      orgName: 'Northwind France',
      vanity: false,
      viewPreambleQuestions: true,
      reporterNotificationsEnabled: true,
      undefinedQuestionCategoryId: 13,
      showIntakeMethod: true,
      supportedLanguages: ['en', 'fr', 'es'],
    });
    expect(t.positioningStatement).toMatch(/^Northwind Group s'engage/);
    for (const text of [
      t.customAgreement,
      t.sensitiveReportStatement,
      t.reportTextPrompt,
      t.categoryPrompt,
      t.additionalInformationPrompt,
    ]) {
      expect(text).toBeTruthy();
    }
    expect(sectionOrder(t.sectionOrder)).toEqual(['category', 'report', 'additionalInformation']);
    expect(t.logoDTO?.mimeType).toBe('image/svg+xml');
    expect(Buffer.from(t.logoDTO!.base64, 'base64').toString()).toContain('<svg');
    expect(t.policyDocuments.map((d) => d.link)).toEqual([
      `/api/external-docs/${t.policyDocuments[0].id}/value/${encodeURIComponent(DEMO_POLICY_DOCUMENT)}`,
      'https://www.northwind.example/speak-up-policy',
    ]);
    expect(t.challengeQuestions).toHaveLength(3);
    expect(t.challengeQuestions[0].question).toMatch(/^En quelle année/);
  });

  it('falls back to English for a language the template lacks', async () => {
    const t = await template(client, await orgId(db, 'Northwind Germany'), 'langKey=de');
    expect(t.positioningStatement).toMatch(/^Northwind Group is committed/);
    expect(t.preambleQuestions[0].question).toBe('What is your relationship to Northwind?');
  });

  it('offers the organization’s categories without the sensitive one', async () => {
    const t = await template(client, await orgId(db, 'Northwind Group'));
    const ids = t.categoryGroups.flatMap((g) => g.categories.map((c) => c.id));
    expect(ids).toEqual([101, 102, 103, 104, 105, 13]);
    expect(ids).not.toContain(SENSITIVE_CATEGORY_ID);
    expect(t.categoryGroups.map((g) => g.name)).toEqual(['Financial integrity', 'Workplace', 'Other']);
  });

  it('leaves the Toronto office a single category', async () => {
    const t = await template(client, await orgId(db, 'Northwind Toronto Office'));
    expect(t.categoryGroups).toEqual([
      { position: 2, name: 'Other', categories: [{ id: 13, name: 'General concern', description: '', position: 0 }] },
    ]);
  });

  it('has preamble questions of every layout, one mandatory, and a branching chain', async () => {
    const t = await template(client, await orgId(db, 'Northwind Canada'));
    const qs = t.preambleQuestions;
    expect(new Set(qs.map((q) => q.layout))).toEqual(new Set(QUESTION_LAYOUTS));
    expect(qs.filter((q) => q.mandatory).map((q) => q.question)).toEqual(['What is your relationship to Northwind?']);
    expect(qs.map((q) => q.position)).toEqual([...qs.map((q) => q.position)].sort((a, b) => a - b));
    const raised = question(qs, 'Have you already raised');
    const withWhom = question(qs, 'Who did you raise it with');
    const role = question(qs, 'Please describe the role');
    expect(raised.potentialResponses.find((r) => r.value === 'Yes')?.branchTo).toBe(withWhom.questionId);
    expect(withWhom.potentialResponses.find((r) => r.value === 'Someone else')?.branchTo).toBe(role.questionId);
  });

  it('gives the vanity template on a vanity link, and the ordinary one where there is none', async () => {
    const france = await template(client, await orgId(db, 'Northwind France'), 'langKey=es&vanity=true');
    expect(france).toMatchObject({
      referenceId: DEMO_VANITY_REFERENCE,
      vanity: true,
      supportedLanguages: ['fr', 'en', 'es'],
    });
    expect(france.positioningStatement).toMatch(/^Bienvenido a la línea ética de Northwind France/);
    const germany = await template(client, await orgId(db, 'Northwind Germany'), 'langKey=en&vanity=true');
    expect(germany).toMatchObject({ referenceId: DEMO_TEMPLATE_REFERENCE, vanity: false });
  });

  it('refuses a phantom organization and a remote one', async () => {
    const phantom = await client.get(
      `/reporterapi/organization/${await orgId(db, 'Northwind Holdings')}/report-template?langKey=en`,
    );
    expect(phantom.statusCode).toBe(400);
    expect(phantom.json()).toEqual({ message: 'error.phantomOrganization', status: 400 });
    const remote = await client.get(
      `/reporterapi/organization/${await orgId(db, 'Northwind Asia Pacific')}/report-template?langKey=en`,
    );
    expect(remote.json()).toEqual({
      message: 'error.remoteOrganization',
      status: 400,
      remoteDomain: 'asia.northwind.example',
      name: 'Northwind Asia Pacific',
    });
  });

  it('answers 404 for an unknown organization and 400 for a malformed id', async () => {
    expect((await client.get('/reporterapi/organization/999999/report-template?langKey=en')).statusCode).toBe(404);
    expect((await client.get('/reporterapi/organization/abc/report-template?langKey=en')).statusCode).toBe(400);
  });
});

describe('organization name, languages and category questions', () => {
  it('gives the name in the asked language', async () => {
    const id = await orgId(db, 'Northwind Americas');
    expect((await client.get(`/reporterapi/organization/${id}/name?langKey=es`)).json()).toEqual({
      orgId: id,
      name: 'Northwind Américas',
    });
    expect((await client.get('/reporterapi/organization/999999/name?langKey=es')).statusCode).toBe(404);
  });

  it('lists the template’s languages', async () => {
    const id = await orgId(db, 'Northwind Toronto Office');
    expect((await client.get(`/reporterapi/organization/${id}/supported-languages`)).json()).toEqual([
      'en',
      'fr',
      'es',
    ]);
  });

  it('gives the questions of a category in the organization, by position', async () => {
    const id = await orgId(db, 'Northwind Germany');
    const fraud = (await client.get(`/reporterapi/category-questions/101?langKey=es&orgId=${id}`)).json();
    expect(fraud.map((q: { question: string }) => q.question)).toEqual([
      '¿Qué cantidad de dinero está aproximadamente en juego?',
      '¿Están afectados registros o cuentas de la empresa?',
    ]);
    expect(fraud.map((q: { layout: string }) => q.layout)).toEqual(['rangeSelect', 'radio']);
    expect((await client.get(`/reporterapi/category-questions/102?langKey=en&orgId=${id}`)).json()).toEqual([]);
    expect((await client.get(`/reporterapi/category-questions/4242?langKey=en&orgId=${id}`)).statusCode).toBe(404);
  });

  it('gives an organization’s preamble questions when no orgId is given', async () => {
    const id = await orgId(db, 'Northwind Germany');
    const qs = (await client.get(`/reporterapi/category-questions/${id}?langKey=en`)).json();
    expect(qs).toHaveLength(8);
  });
});

describe('category questions as a client written from spec 000 §7 asks for them', () => {
  const texts = (res: { json(): { question: string }[] }) => res.json().map((q) => q.question);

  it('reads a bare category id in the organization whose form the browser loaded last', async () => {
    const germany = await orgId(db, 'Northwind Germany');
    const france = await orgId(db, 'Northwind France');
    await db.insert(questions).values({
      organizationId: germany,
      kind: 'category',
      categoryId: 101,
      layout: 'textarea',
      position: 1,
      texts: { en: 'Which German ledger is affected?' },
    });
    const inGermany = new Client(app);
    const germanTemplate = await template(inGermany, germany);
    expect(texts(await inGermany.get('/reporterapi/category-questions/101?langKey=en'))).toEqual([
      'Which German ledger is affected?',
    ]);
    expect((await inGermany.get(`/reporterapi/category-questions/${germany}?langKey=en`)).json()).toEqual(
      germanTemplate.preambleQuestions,
    );

    const inFrance = new Client(app);
    await template(inFrance, france);
    expect(texts(await inFrance.get('/reporterapi/category-questions/101?langKey=en'))).toEqual([
      'Approximately how much money is involved?',
      'Are company records or accounts affected?',
    ]);
    // The spec's call and ours (with orgId) agree.
    expect((await inFrance.get(`/reporterapi/category-questions/101?langKey=en&orgId=${france}`)).json()).toEqual(
      (await inFrance.get('/reporterapi/category-questions/101?langKey=en')).json(),
    );
    // Another organization's id still gives that organization's preamble questions.
    expect((await inFrance.get(`/reporterapi/category-questions/${germany}?langKey=en`)).json()).toEqual(
      germanTemplate.preambleQuestions,
    );
  });

  it('keeps the organization in a cookie sent only to this call, for the browser session, and nowhere else', async () => {
    const fresh = new Client(app);
    const res = await fresh.get(`/reporterapi/organization/${await orgId(db, 'Northwind France')}/report-template`);
    const cookie = (res.cookies as { name: string }[]).find((c) => c.name === 'candor-report-org');
    expect(cookie).toEqual({
      name: 'candor-report-org',
      value: String(await orgId(db, 'Northwind France')),
      path: '/reporterapi/category-questions',
      httpOnly: true,
      sameSite: 'Strict',
    });
  });

  it('asks for the organization when a category id comes without a loaded form, and 404s an unknown id', async () => {
    const fresh = new Client(app);
    const res = await fresh.get('/reporterapi/category-questions/101?langKey=en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'error.validation',
      status: 400,
      fieldErrors: [{ field: 'querystring.orgId', message: 'NotNull' }],
    });
    expect((await fresh.get('/reporterapi/category-questions/4242?langKey=en')).statusCode).toBe(404);
    fresh.cookies.set('candor-report-org', '999999');
    expect((await fresh.get('/reporterapi/category-questions/101?langKey=en')).statusCode).toBe(400);
  });

  it('never gives an organization a category’s id, and refuses an id the other table holds', async () => {
    await db.execute(sql`select setval('organizations_id_seq', 100)`);
    const [row] = await db.insert(organizations).values({ name: 'Fresh Org' }).returning({ id: organizations.id });
    expect(row.id).toBe(106);
    expect((await db.select().from(categories)).map((c) => c.id)).toEqual(
      expect.arrayContaining([101, 102, 103, 104, 105]),
    );
    await expect(db.insert(organizations).values({ id: 109, name: 'Clash' })).rejects.toThrow();
    await expect(db.insert(categories).values({ id: row.id, groupId: 1, names: { en: 'Clash' } })).rejects.toThrow();
  });
});

describe('policy documents', () => {
  it('downloads a stored document as an attachment', async () => {
    const t = await template(client, await orgId(db, 'Northwind Group'));
    const res = await client.get(t.policyDocuments[0].link!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${DEMO_POLICY_DOCUMENT}"; filename*=UTF-8''${encodeURIComponent(DEMO_POLICY_DOCUMENT)}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    // Every cross-reference entry points at its object.
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    for (const [i, at] of offsets.entries()) expect(pdf.slice(at).startsWith(`${i + 1} 0 obj`)).toBe(true);
    expect(pdf.slice(Number(/startxref\n(\d+)/.exec(pdf)![1])).startsWith('xref')).toBe(true);
    expect(pdf).toContain('(Northwind Group - Code of Business Conduct \\(summary\\)) Tj');
  });

  it('answers 404 for a wrong name, a link-only document or an unknown id', async () => {
    const t = await template(client, await orgId(db, 'Northwind Group'));
    const [stored, linked] = t.policyDocuments;
    expect((await client.get(`/api/external-docs/${stored.id}/value/other.pdf`)).statusCode).toBe(404);
    expect(
      (await client.get(`/api/external-docs/${linked.id}/value/${encodeURIComponent(linked.documentName)}`)).statusCode,
    ).toBe(404);
    expect((await client.get('/api/external-docs/999999/value/x.pdf')).statusCode).toBe(404);
  });
});
