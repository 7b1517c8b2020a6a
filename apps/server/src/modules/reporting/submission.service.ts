import {
  DEFAULT_CATEGORY_ID,
  generateReportId,
  REPORT_METHOD,
  REPORT_STATUS,
  SENSITIVE_CATEGORY_ID,
  type SubmittedAnswer,
  type TQuestion,
  type TReportSubmitted,
  validateAttachments,
  type ZReportSubmission,
} from '@candor/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { notifyReviewers } from '../../jobs/notify-reviewers.job.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isBlankText, sanitizeText } from '../../lib/sanitize.ts';
import { searchTokens } from '../../lib/search-tokens.ts';
import { checkAnswers } from './answers.ts';
import { type OrganizationService, toQuestion } from './organization.service.ts';
import { isPasswordSecure } from './password-strength.ts';
import * as repo from './report.repository.ts';
import { type SubmissionKey, submissionKey } from './submission-keys.ts';

type Submission = z.output<typeof ZReportSubmission>;

const REFERENCE_ATTEMPTS = 5;

export interface SubmissionDeps {
  db: Db;
  codec: Codec;
  organizations: OrganizationService;
  /** Report IDs (DESIGN.md §10); replaceable so a test can force a collision. */
  newReferenceId?: () => string;
}

/** A unique violation of this index (PostgreSQL's 23505, with the index's name as the constraint). */
function isUniqueViolation(e: unknown, index: string): boolean {
  const error = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const found = error?.code ? error : error?.cause;
  return found?.code === '23505' && found.constraint === index;
}

export function createSubmissionService({
  db,
  codec,
  organizations,
  newReferenceId = generateReportId,
}: SubmissionDeps) {
  type Resolved = Awaited<ReturnType<OrganizationService['resolveSubmission']>>;

  /** The category the report is filed in, and the category whose questions were asked. */
  function categoriesFor(resolved: Resolved, body: Submission) {
    const chosen = body.categoryId ?? body.selectedCategory?.id ?? null;
    if (chosen !== null && !resolved.offeredCategoryIds.includes(chosen)) throw badRequest('error.invalidCategory');
    return {
      filed: body.isSensitiveReport ? SENSITIVE_CATEGORY_ID : (chosen ?? DEFAULT_CATEGORY_ID),
      asked: chosen ?? resolved.template.undefinedQuestionCategoryId,
    };
  }

  function questionsFor(resolved: Resolved, askedCategory: number | null, langKey: string) {
    const category = askedCategory === null ? [] : resolved.questions('category', askedCategory);
    const preamble = resolved.template.viewPreambleQuestions ? resolved.questions('preamble', null) : [];
    return {
      category: category.map((q) => toQuestion(q, langKey)),
      preamble: preamble.map((q) => toQuestion(q, langKey)),
    };
  }

  function answerRows(kind: 'preamble' | 'category', questions: TQuestion[], answers: SubmittedAnswer[]) {
    const text = new Map(questions.map((q) => [q.questionId, q.question]));
    return answers.map((a) => ({
      questionId: a.questionId,
      kind,
      questionText: text.get(a.questionId) ?? '',
      position: a.position,
      responseId: a.responseId ?? null,
      value: codec.encryptText(sanitizeText(a.value)),
      branchTo: a.branchTo ?? null,
    }));
  }

  /**
   * Files the report under a fresh report ID, drawing again when one is already taken. With an
   * idempotency key, the key's answer is recorded in the same transaction as the filing.
   */
  async function fileWithFreshReference(
    filing: Omit<repo.Filing, 'report'> & {
      report: Omit<repo.Filing['report'], 'referenceHash' | 'referenceSealed'>;
    },
    once: SubmissionKey | undefined,
  ): Promise<TReportSubmitted> {
    for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt++) {
      const referenceId = newReferenceId();
      const referenceHash = codec.referenceHash(referenceId);
      const referenceSealed = codec.encryptText(referenceId);
      const report = { ...filing.report, referenceHash, referenceSealed };
      const file = (tx: Tx) => repo.fileReport(tx, { ...filing, report });
      try {
        if (!once) return { referenceId, sequentialId: await file(db) };
        return await db.transaction(async (tx) => {
          const answer = { referenceId, sequentialId: await file(tx) };
          await once.record(tx, filing.report.id, answer);
          return answer;
        });
      } catch (e) {
        if (!isUniqueViolation(e, repo.REFERENCE_TAKEN)) throw e;
      }
    }
    throw new Error(`no free report ID after ${REFERENCE_ATTEMPTS} draws`);
  }

  return {
    checkPassword: (password: string) => ({ secure: isPasswordSecure(password) }),

    async preflight(orgId: number, referenceId: string): Promise<void> {
      await organizations.resolveForReport(orgId, referenceId);
    },

    /**
     * Files a report: everything is checked first, then the report, its answers, its first
     * status and the reviewers' notification are committed in one statement (decision 042),
     * with the idempotency key's answer when there is one (decision 038). The report ID is
     * returned only after the commit.
     */
    async submit(templateReference: string, body: Submission, idempotencyKey?: string): Promise<TReportSubmitted> {
      if (body.reportId !== undefined && body.reportId !== templateReference) {
        throw badRequest('error.templateMismatch');
      }
      const once = idempotencyKey ? submissionKey(db, codec, idempotencyKey, [templateReference, body]) : undefined;
      const earlier = await once?.earlier();
      if (earlier) return earlier;
      // argon2id is most of a submission's time: it runs on the thread pool while the checks read the database.
      const hashing = isPasswordSecure(body.password) ? hashPassword(body.password) : undefined;
      hashing?.catch(() => {});
      const chosen = body.categoryId ?? body.selectedCategory?.id ?? null;
      const resolved = await organizations.resolveSubmission(body.organization.id, templateReference, chosen);
      const reportInput = sanitizeText(body.inputStatement);
      if (isBlankText(reportInput)) {
        throw badRequest('error.validation', { fieldErrors: [{ field: 'body.inputStatement', message: 'NotBlank' }] });
      }
      if (!hashing) throw badRequest('passwordFailsComplexity');
      const email = body.primaryEmail || null;
      if (email && !resolved.template.reporterNotificationsEnabled) throw badRequest('error.notificationsDisabled');
      const pending = body.attachmentSummaries.map((a) => ({ name: a.name, size: a.size ?? 0 }));
      const refused = validateAttachments(pending, []).find((a) => !a.uploadable);
      if (refused) throw badRequest(`attachmentError.${refused.errors[0]}`);

      const category = categoriesFor(resolved, body);
      const questions = questionsFor(resolved, category.asked, body.langKey);
      const categoryAnswers = checkAnswers(questions.category, body.categoryQuestionResponses);
      const preambleAnswers = checkAnswers(questions.preamble, body.preambleResponses);
      // The name is shown as text, never as HTML: kept exactly as typed (issue 7), and sealed like the text.
      const reportName = body.reportName?.trim() ? codec.encryptText(body.reportName.trim()) : null;
      const passwordHash = await hashing;

      const id = resolved.newReportId;
      const filing = fileWithFreshReference(
        {
          report: {
            id,
            rootOrganizationId: resolved.chain[0],
            organizationId: resolved.org.id,
            categoryId: category.filed,
            templateId: resolved.template.id,
            statusId: REPORT_STATUS.NEW,
            typeId: REPORT_METHOD.WEB,
            langKey: body.langKey,
            reportName,
            reportInput: codec.encryptText(reportInput),
            sensitive: body.isSensitiveReport,
            passwordHash,
            notificationEmail: email === null ? null : codec.encryptText(email),
          },
          answers: [
            ...answerRows('category', questions.category, categoryAnswers),
            ...answerRows('preamble', questions.preamble, preambleAnswers),
          ],
          status: { fromStatus: null, toStatus: REPORT_STATUS.NEW, actor: 'reporter' },
          jobs: [notifyReviewers.row({ reportId: id, event: 'new-report' })],
          searchTokens: searchTokens(codec, [
            reportInput,
            body.reportName ?? '',
            ...[...categoryAnswers, ...preambleAnswers].map((a) => sanitizeText(a.value)),
          ]),
        },
        once,
      );
      return once ? once.settle(filing) : filing;
    },
  };
}
