/** Demo report templates, questions and challenge questions for the Northwind organizations. */
import { DEFAULT_CATEGORY_ID } from '@candor/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from './client.ts';
import {
  CATEGORY_QUESTIONS,
  CHALLENGE_QUESTIONS,
  CODE_OF_CONDUCT_LINES,
  type DemoQuestion,
  FRANCE_VANITY_TEXTS,
  GROUP_TEMPLATE_TEXTS,
  PREAMBLE_QUESTIONS,
} from './demo-reporting-content.ts';
import {
  challengeQuestions,
  organizationCategories,
  policyDocuments,
  questionResponses,
  questions,
  reportTemplates,
} from './schema/index.ts';

export const DEMO_TEMPLATE_REFERENCE = 'northwind-group-web';
export const DEMO_VANITY_REFERENCE = 'northwind-france-vanity';
export const CONTOSO_TEMPLATE_REFERENCE = 'contoso-web';
export const DEMO_SECTION_ORDER = 'category:1,reportText:2,additionalInformation:3';
export const DEMO_POLICY_DOCUMENT = 'Code of Business Conduct.pdf';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
<rect width="48" height="48" rx="10" fill="#1c4f82"/><path d="M13 35V13h5l12 14V13h5v22h-5L18 21v14z" fill="#fff"/>
<text x="58" y="31" font-family="Helvetica, Arial, sans-serif" font-size="17" font-weight="700" fill="#1c4f82">Northwind</text></svg>`;

/** A one-page PDF (Helvetica, A4) showing `lines`, with a correct cross-reference table. */
export function simplePdf(lines: string[]): Buffer {
  const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 15 : 11} Tf 72 ${770 - i * 20} Td (${pdfString(l)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function insertQuestions(
  tx: Tx,
  organizationId: number,
  kind: 'preamble' | 'category',
  list: DemoQuestion[],
  categoryId: number | null,
) {
  const ids = new Map<string, number>();
  for (const [i, q] of list.entries()) {
    const [row] = await tx
      .insert(questions)
      .values({
        organizationId,
        categoryId,
        kind,
        layout: q.layout,
        mandatory: q.mandatory ?? false,
        position: i + 1,
        texts: q.text,
      })
      .returning({ id: questions.id });
    ids.set(q.key, row.id);
  }
  for (const q of list) {
    for (const [i, r] of (q.responses ?? []).entries()) {
      await tx.insert(questionResponses).values({
        questionId: ids.get(q.key)!,
        position: i + 1,
        values: r.value,
        branchTo: r.branchTo ? ids.get(r.branchTo)! : null,
      });
    }
  }
}

/**
 * The Northwind Group template, used by every descendant, with its questions; a vanity
 * template for Northwind France; and the Toronto office reduced to the one category 13.
 */
export async function loadDemoReporting(tx: Tx, orgIds: Map<string, number>): Promise<void> {
  const root = orgIds.get('root')!;
  const logoBase64 = Buffer.from(LOGO_SVG).toString('base64');
  const [group] = await tx
    .insert(reportTemplates)
    .values({
      referenceId: DEMO_TEMPLATE_REFERENCE,
      organizationId: root,
      texts: GROUP_TEMPLATE_TEXTS,
      logoMimeType: 'image/svg+xml',
      logoBase64,
      sectionOrder: DEMO_SECTION_ORDER,
      undefinedQuestionCategoryId: DEFAULT_CATEGORY_ID,
      supportedLanguages: ['en', 'fr', 'es'],
      // A transcriber chooses post box or voicemail (spec 001 §2 "Transcribe report").
      showIntakeMethod: true,
    })
    .returning({ id: reportTemplates.id });
  await tx.insert(policyDocuments).values([
    {
      templateId: group.id,
      documentName: DEMO_POLICY_DOCUMENT,
      mimeType: 'application/pdf',
      content: simplePdf(CODE_OF_CONDUCT_LINES).toString('base64'),
      position: 1,
    },
    {
      templateId: group.id,
      documentName: 'Speak-up policy',
      link: 'https://www.northwind.example/speak-up-policy',
      position: 2,
    },
  ]);

  const [france] = await tx
    .insert(reportTemplates)
    .values({
      referenceId: DEMO_VANITY_REFERENCE,
      organizationId: orgIds.get('france')!,
      vanity: true,
      texts: FRANCE_VANITY_TEXTS,
      logoMimeType: 'image/svg+xml',
      logoBase64,
      undefinedQuestionCategoryId: DEFAULT_CATEGORY_ID,
      supportedLanguages: ['fr', 'en', 'es'],
    })
    .returning({ id: reportTemplates.id });
  await tx.insert(policyDocuments).values({
    templateId: france.id,
    documentName: "Politique d'alerte",
    link: 'https://www.northwind.example/fr/politique-alerte',
    position: 1,
  });

  await insertQuestions(tx, root, 'preamble', PREAMBLE_QUESTIONS, null);
  for (const [categoryId, list] of Object.entries(CATEGORY_QUESTIONS)) {
    await insertQuestions(tx, root, 'category', list, Number(categoryId));
  }
  await insertChallengeQuestions(tx);

  await tx
    .delete(organizationCategories)
    .where(
      and(
        eq(organizationCategories.organizationId, orgIds.get('toronto')!),
        ne(organizationCategories.categoryId, DEFAULT_CATEGORY_ID),
      ),
    );
}

/** Contoso Ltd's plain template (no questions of its own), used by Contoso Manufacturing too: a reporter can report to either. */
export async function loadContosoTemplate(tx: Tx, rootId: number): Promise<void> {
  await insertStandardTemplate(tx, {
    organizationId: rootId,
    name: 'Contoso Ltd',
    referenceId: CONTOSO_TEMPLATE_REFERENCE,
  });
}

/**
 * A web form with the standard texts in English, French and Spanish, naming the organization (in
 * each language its name there, else `name`), and no questions of its own: what a provisioned
 * organization's reporters see (decision 134).
 */
export async function insertStandardTemplate(
  tx: Tx,
  form: { organizationId: number; name: string; names?: Record<string, string>; referenceId: string },
): Promise<void> {
  const texts = Object.fromEntries(
    Object.entries(GROUP_TEMPLATE_TEXTS).map(([lang, t]) => {
      const name = form.names?.[lang] ?? form.name;
      // A function, so that a name with "$&" in it is taken as written.
      const named = (text: string) => text.replace(/Northwind(?: Group)?/g, () => name);
      return [lang, Object.fromEntries(Object.entries(t).map(([k, v]) => [k, named(v)]))];
    }),
  );
  await tx.insert(reportTemplates).values({
    referenceId: form.referenceId,
    organizationId: form.organizationId,
    texts,
    undefinedQuestionCategoryId: DEFAULT_CATEGORY_ID,
    supportedLanguages: Object.keys(GROUP_TEMPLATE_TEXTS),
  });
}

/** The hotline's security questions (spec 000 §3), shared by every organization. */
export async function insertChallengeQuestions(tx: Tx): Promise<void> {
  await tx.insert(challengeQuestions).values(CHALLENGE_QUESTIONS.map((texts, i) => ({ texts, position: i + 1 })));
}
