import {
  LANGUAGE_TAGS,
  LANGUAGES,
  type LangKey,
  ORG_SEARCH_MAX_RESULTS,
  type QuestionLayout,
  SENSITIVE_CATEGORY_ID,
  type TCategoryGroup,
  type TOrganizationName,
  type TOrgSearchResult,
  type TQuestion,
  type TReportTemplate,
} from '@candor/shared';
import type { Db, Tx } from '../../db/client.ts';
import { chainOf } from '../../db/organization-chain.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { localize, localizedIn, organizationNameIn, type PerLanguage } from './localize.ts';
import * as repo from './organization.repository.ts';

export interface ResolvedOrganization {
  org: repo.OrganizationRow;
  chain: number[];
  template: repo.TemplateRow;
}

const downloadPath = (id: number, name: string) => `/api/external-docs/${id}/value/${encodeURIComponent(name)}`;

export function toQuestion(row: repo.QuestionRow, langKey: string): TQuestion {
  return {
    questionId: row.id,
    question: localize(row.texts, langKey) ?? '',
    layout: row.layout as QuestionLayout,
    mandatory: row.mandatory,
    position: row.position,
    hidden: row.hidden,
    potentialResponses: row.responses.map((r) => ({
      responseId: r.id,
      value: localize(r.values, langKey) ?? '',
      hidden: r.hidden,
      branchTo: r.branchTo,
    })),
  };
}

/** Refuses organizations that cannot take a report here: phantom ones, and those served by another deployment. */
function assertReportable(org: repo.OrganizationRow) {
  if (org.phantom) throw badRequest('error.phantomOrganization');
  // Its name too: the remote deployment knows the organization by name, not by this one's id.
  if (org.remote) throw badRequest('error.remoteOrganization', { remoteDomain: org.remoteDomain, name: org.name });
}

/** Questions of a category as the organization offers them. */
export const categoryQuestionsOf = (db: Tx, chain: number[], categoryId: number) =>
  repo.nearestQuestions(db, chain, 'category', categoryId);

export const preambleQuestionsOf = (db: Tx, chain: number[]) => repo.nearestQuestions(db, chain, 'preamble', null);

export function createOrganizationService({ db }: { db: Db }) {
  async function organization(id: number): Promise<repo.OrganizationRow> {
    const org = await repo.findOrganization(db, id);
    if (!org) throw notFound();
    return org;
  }

  /** The organization's own template or its nearest ancestor's; a vanity link falls back to the ordinary one. */
  async function templateFor(org: repo.OrganizationRow, vanity: boolean): Promise<repo.TemplateRow> {
    const chain = chainOf(org);
    const template =
      (vanity ? await repo.nearestTemplate(db, chain, true) : undefined) ??
      (await repo.nearestTemplate(db, chain, false));
    if (!template) throw notFound('error.templateNotFound');
    return template;
  }

  async function categoryGroups(orgId: number, langKey: string): Promise<TCategoryGroup[]> {
    const rows = await repo.categoriesOffered(db, orgId, SENSITIVE_CATEGORY_ID);
    const groups = new Map<number, TCategoryGroup>();
    for (const { category, group } of rows) {
      let g = groups.get(group.id);
      if (!g) {
        g = { position: group.position, name: localize(group.names, langKey) ?? '', categories: [] };
        groups.set(group.id, g);
      }
      g.categories.push({
        id: category.id,
        name: localize(category.names, langKey) ?? '',
        description: localize(category.descriptions, langKey) ?? '',
        position: category.position,
      });
    }
    return [...groups.values()];
  }

  return {
    async search(name: string, langKey: LangKey, exact: boolean): Promise<TOrgSearchResult[]> {
      const rows = await repo.searchOrganizations(db, name, exact, ORG_SEARCH_MAX_RESULTS);
      return rows.map((o) => {
        const names: PerLanguage = { ...o.names, en: o.name };
        return {
          orgId: o.id,
          name: organizationNameIn(o.names, o.name, langKey),
          parentChain: o.parentChain,
          depth: o.depth,
          phantom: o.phantom,
          remoteOrg: o.remote,
          remoteDomain: o.remoteDomain,
          languageName: LANGUAGE_TAGS[localizedIn(names, langKey)].name,
        };
      });
    },

    async template(orgId: number, langKey: LangKey, vanity: boolean): Promise<TReportTemplate> {
      const org = await organization(orgId);
      assertReportable(org);
      const t = await templateFor(org, vanity);
      const chain = chainOf(org);
      const text = (field: string) => t.texts[langKey]?.[field] ?? t.texts.en?.[field] ?? null;
      const documents = await repo.policyDocumentsOf(db, t.id);
      const challenge = await repo.allChallengeQuestions(db);
      return {
        referenceId: t.referenceId,
        orgId: org.id,
        orgName: organizationNameIn(org.names, org.name, langKey),
        positioningStatement: text('positioningStatement'),
        customAgreement: text('customAgreement'),
        sensitiveReportStatement: text('sensitiveReportStatement'),
        reportTextPrompt: text('reportTextPrompt'),
        categoryPrompt: text('categoryPrompt'),
        additionalInformationPrompt: text('additionalInformationPrompt'),
        logoDTO: t.logoMimeType && t.logoBase64 ? { mimeType: t.logoMimeType, base64: t.logoBase64 } : null,
        policyDocuments: documents.map((d) => ({
          id: d.id,
          documentName: d.documentName,
          link: d.link ?? downloadPath(d.id, d.documentName),
        })),
        categoryGroups: await categoryGroups(org.id, langKey),
        viewPreambleQuestions: t.viewPreambleQuestions,
        preambleQuestions: (await preambleQuestionsOf(db, chain)).map((q) => toQuestion(q, langKey)),
        challengeQuestions: challenge.map((c) => ({ questionId: c.id, question: localize(c.texts, langKey) ?? '' })),
        reporterNotificationsEnabled: t.reporterNotificationsEnabled,
        sectionOrder: t.sectionOrder,
        undefinedQuestionCategoryId: t.undefinedQuestionCategoryId,
        vanity: t.vanity,
        showIntakeMethod: t.showIntakeMethod,
        supportedLanguages: supported(t),
      };
    },

    async organizationName(orgId: number, langKey: LangKey): Promise<TOrganizationName> {
      const org = await organization(orgId);
      return { orgId: org.id, name: organizationNameIn(org.names, org.name, langKey) };
    },

    async supportedLanguages(orgId: number): Promise<LangKey[]> {
      const org = await organization(orgId);
      const template = await repo.nearestTemplate(db, chainOf(org), false);
      return template ? supported(template) : ['en'];
    },

    /**
     * `category-questions/{orgOrCategoryId}` (spec 000 §7, decision 037). `current` is the
     * organization whose form the reporter has open (`orgId`, else the one whose template this
     * browser loaded last). The id is that organization: its preamble questions; else a
     * category: its questions as that organization offers them; else another organization: its
     * preamble questions. With an explicit `orgId` the id is always a category.
     */
    async categoryQuestions(id: number, current: number | undefined, langKey: LangKey, explicit = false) {
      const here = current === undefined ? undefined : await repo.findOrganization(db, current);
      const asked = (rows: repo.QuestionRow[]) => rows.map((q) => toQuestion(q, langKey));
      if (here && id === here.id && !explicit) return asked(await preambleQuestionsOf(db, chainOf(here)));
      const category = await repo.findCategory(db, id);
      if (here && category) return asked(await categoryQuestionsOf(db, chainOf(here), id));
      const org = explicit ? undefined : await repo.findOrganization(db, id);
      if (org) return asked(await preambleQuestionsOf(db, chainOf(org)));
      if (category && !explicit) {
        throw badRequest('error.validation', { fieldErrors: [{ field: 'querystring.orgId', message: 'NotNull' }] });
      }
      throw notFound();
    },

    /** A policy document stored with its template, when `documentName` is its name. */
    async policyDocument(id: number, documentName: string) {
      const doc = await repo.findPolicyDocument(db, id);
      if (!doc || doc.documentName !== documentName || !doc.content) throw notFound();
      return { name: doc.documentName, mimeType: doc.mimeType, content: Buffer.from(doc.content, 'base64') };
    },

    /**
     * The organization a report is filed to, with the template it was written on: it must exist,
     * take reports here, and `referenceId` must be the template (ordinary or vanity) it resolves to.
     */
    /**
     * What a submission to `orgId` on the form of template `referenceId` is checked against, read
     * in one statement (decision 050): the organization and template as `resolveForReport` finds
     * them, the categories offered, the questions asked and the new report's internal id.
     */
    async resolveSubmission(orgId: number, referenceId: string, categoryId: number | null) {
      const row = await repo.submissionContext(db, { orgId, referenceId, categoryId, except: SENSITIVE_CATEGORY_ID });
      if (!row) throw badRequest('error.organizationNotFound');
      const { org } = row;
      assertReportable(org);
      const claimed = row.templates.find((t) => t.referenceId === referenceId);
      if (!claimed) throw badRequest('error.templateMismatch');
      const chain = chainOf(org);
      const nearest = (vanity: boolean) =>
        repo.nearestInChain(
          chain,
          row.templates.filter((t) => t.vanity === vanity && chain.includes(t.organizationId)),
        )[0];
      const template = (claimed.vanity ? nearest(true) : undefined) ?? nearest(false);
      if (template?.id !== claimed.id) throw badRequest('error.templateMismatch');
      return {
        org,
        chain,
        template,
        newReportId: row.newReportId,
        offeredCategoryIds: row.offeredCategoryIds,
        /** The preamble questions, or a category's, as `nearestQuestions` gives them. */
        questions: (kind: 'preamble' | 'category', category: number | null) =>
          repo.nearestInChain(
            chain,
            row.questions.filter((q) => q.kind === kind && (kind === 'preamble' || q.categoryId === category)),
          ),
      };
    },

    async resolveForReport(orgId: number, referenceId: string): Promise<ResolvedOrganization> {
      const org = await repo.findOrganization(db, orgId);
      if (!org) throw badRequest('error.organizationNotFound');
      assertReportable(org);
      const claimed = await repo.findTemplateByReference(db, referenceId);
      if (!claimed) throw badRequest('error.templateMismatch');
      const template = await templateFor(org, claimed.vanity).catch((e: unknown) => {
        if (e instanceof HttpError) throw badRequest('error.templateMismatch');
        throw e;
      });
      if (template.id !== claimed.id) throw badRequest('error.templateMismatch');
      return { org, chain: chainOf(org), template };
    },
  };
}

function supported(template: repo.TemplateRow): LangKey[] {
  const known = new Set<string>(LANGUAGES);
  const list = template.supportedLanguages.filter((l): l is LangKey => known.has(l));
  return list.length > 0 ? list : ['en'];
}

export type OrganizationService = ReturnType<typeof createOrganizationService>;
