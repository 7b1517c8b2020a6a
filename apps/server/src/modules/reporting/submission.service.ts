import {
  DEFAULT_CATEGORY_ID,
  generateReportId,
  REPORT_AUTHORS,
  REPORT_METHOD,
  REPORT_STATUS,
  SENSITIVE_CATEGORY_ID,
  type SubmittedAnswer,
  type TQuestion,
  type TReportAuthor,
  type TReportSubmitted,
  validateAttachments,
  type ZHotlineReportSubmission,
  type ZReportSubmission,
  type ZTranscribeReport,
} from '@candor/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { notifyReviewers } from '../../jobs/notify-reviewers.job.ts';
import type { Codec } from '../../lib/crypto.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import { hashPassword, NO_PASSWORD } from '../../lib/passwords.ts';
import { sanitizeRequired } from '../../lib/sanitize.ts';
import { searchTokens } from '../../lib/search-tokens.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { checkAnswers } from './answers.ts';
import { allChallengeQuestions } from './organization.repository.ts';
import { type OrganizationService, toQuestion } from './organization.service.ts';
import { isPasswordSecure } from './password-strength.ts';
import * as repo from './report.repository.ts';
import { type SubmissionKey, submissionKey } from './submission-keys.ts';

type Submission = z.output<typeof ZReportSubmission>;
type HotlineSubmission = z.output<typeof ZHotlineReportSubmission>;
type Transcription = z.output<typeof ZTranscribeReport>;
/** What every mode sends: the reporter's payload without the password and the email. */
type Common = Omit<Submission, 'password' | 'primaryEmail'>;

/**
 * Who files the report and how it is kept (decisions 052, 053): the reporter with a password,
 * a hotline agent with the caller's security answer, a transcriber for nobody who signs in.
 */
interface Filer {
  typeId: number;
  actor: string;
  /** Who the reviewers' feeds name as the report's author. */
  author: TReportAuthor;
  /** The argon2id hash of the password, still being computed; undefined when the password is refused. */
  passwordHash: Promise<string> | undefined;
  email: string | null;
  challengeQuestionId: number | null;
  securityAnswerHash: Promise<string> | null;
  transcriberUserId: number | null;
  /** False for a transcription: mandatory questions may stay unanswered (spec 001 §4). */
  mandatoryAnswers: boolean;
}

/** The staff user who files for someone else. */
export interface StaffFiler {
  id: number;
  login: string;
}

const REFERENCE_ATTEMPTS = 5;

export interface SubmissionDeps {
  db: Db;
  codec: Codec;
  organizations: OrganizationService;
  /** Report IDs (DESIGN.md §10); replaceable so a test can force a collision. */
  newReferenceId?: () => string;
}

export function createSubmissionService({
  db,
  codec,
  organizations,
  newReferenceId = generateReportId,
}: SubmissionDeps) {
  type Resolved = Awaited<ReturnType<OrganizationService['resolveSubmission']>>;

  /** The category the report is filed in, and the category whose questions were asked. */
  function categoriesFor(resolved: Resolved, body: Common) {
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

  /** Answers are shown as text, never as HTML: kept as typed (decision 102), and sealed like the text. */
  function answerRows(kind: 'preamble' | 'category', questions: TQuestion[], answers: SubmittedAnswer[]) {
    const text = new Map(questions.map((q) => [q.questionId, q.question]));
    return answers.map((a) => ({
      questionId: a.questionId,
      kind,
      questionText: text.get(a.questionId) ?? '',
      position: a.position,
      responseId: a.responseId ?? null,
      value: codec.encryptText(a.value),
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
    once: SubmissionKey<TReportSubmitted> | undefined,
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

  /**
   * Files a report: everything is checked first, then the report, its answers, its first
   * status and the reviewers' notification are committed in one statement (decision 042),
   * with the idempotency key's answer when there is one (decision 038). The report ID is
   * returned only after the commit.
   */
  async function file(
    templateReference: string,
    body: Common,
    filer: Filer,
    keyed: [string, ...unknown[]] | undefined,
  ): Promise<TReportSubmitted> {
    if (body.reportId !== undefined && body.reportId !== templateReference) {
      throw badRequest('error.templateMismatch');
    }
    const [idempotencyKey, ...request] = keyed ?? [];
    const once = idempotencyKey
      ? submissionKey<TReportSubmitted>(db, codec, idempotencyKey, [templateReference, ...request])
      : undefined;
    const earlier = await once?.earlier();
    if (earlier) return earlier;
    const hashing = filer.passwordHash;
    hashing?.catch(() => {});
    filer.securityAnswerHash?.catch(() => {});
    const chosen = body.categoryId ?? body.selectedCategory?.id ?? null;
    const resolved = await organizations.resolveSubmission(body.organization.id, templateReference, chosen);
    const reportInput = sanitizeRequired(body.inputStatement, 'body.inputStatement');
    if (!hashing) throw badRequest('passwordFailsComplexity');
    const email = filer.email;
    if (email && !resolved.template.reporterNotificationsEnabled) throw badRequest('error.notificationsDisabled');
    const pending = body.attachmentSummaries.map((a) => ({ name: a.name, size: a.size ?? 0 }));
    const refused = validateAttachments(pending, []).find((a) => !a.uploadable);
    if (refused) throw badRequest(`attachmentError.${refused.errors[0]}`);

    const category = categoriesFor(resolved, body);
    const questions = questionsFor(resolved, category.asked, body.langKey);
    const mandatory = { mandatory: filer.mandatoryAnswers };
    const categoryAnswers = checkAnswers(questions.category, body.categoryQuestionResponses, mandatory);
    const preambleAnswers = checkAnswers(questions.preamble, body.preambleResponses, mandatory);
    // The name is shown as text, never as HTML: kept exactly as typed (issue 7), and sealed like the text.
    const reportName = body.reportName?.trim() ? codec.encryptText(body.reportName.trim()) : null;
    const passwordHash = await hashing;
    const securityAnswerHash = await filer.securityAnswerHash;

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
          typeId: filer.typeId,
          langKey: body.langKey,
          reportName,
          reportInput: codec.encryptText(reportInput),
          sensitive: body.isSensitiveReport,
          passwordHash,
          notificationEmail: email === null ? null : codec.encryptText(email),
          challengeQuestionId: filer.challengeQuestionId,
          securityAnswerHash,
          transcriberUserId: filer.transcriberUserId,
        },
        answers: [
          ...answerRows('category', questions.category, categoryAnswers),
          ...answerRows('preamble', questions.preamble, preambleAnswers),
        ],
        status: { fromStatus: null, toStatus: REPORT_STATUS.NEW, actor: filer.actor },
        jobs: [notifyReviewers.row({ reportId: id, event: 'new-report', author: filer.author })],
        searchTokens: searchTokens(codec, {
          html: [reportInput],
          typed: [body.reportName ?? '', ...[...categoryAnswers, ...preambleAnswers].map((a) => a.value)],
        }),
      },
      once,
    );
    return once ? once.settle(filing) : filing;
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
      // argon2id is most of a submission's time: it runs on the thread pool while the checks read the database.
      const passwordHash = isPasswordSecure(body.password) ? hashPassword(body.password) : undefined;
      const filer: Filer = {
        typeId: REPORT_METHOD.WEB,
        actor: 'reporter',
        author: REPORT_AUTHORS.REPORTER,
        passwordHash,
        email: body.primaryEmail || null,
        challengeQuestionId: null,
        securityAnswerHash: null,
        transcriberUserId: null,
        mandatoryAnswers: true,
      };
      // The files are not part of what makes two tries the same report: a reloaded form no longer
      // holds them, and its try must still be answered the report filed before (decision 108).
      const { attachmentSummaries: _files, ...same } = body;
      return file(templateReference, body, filer, idempotencyKey ? [idempotencyKey, same] : undefined);
    },

    /**
     * A hotline agent files a caller's report (spec 000 §2 "Hotline area"): method 3 HOTLINE, no
     * password, the chosen challenge question with the caller's answer hashed like a password.
     */
    async submitForCaller(
      agent: StaffFiler,
      templateReference: string,
      body: HotlineSubmission,
      idempotencyKey?: string,
    ): Promise<TReportSubmitted> {
      const questions = await allChallengeQuestions(db);
      if (!questions.some((q) => q.id === body.challengeQuestionId)) {
        throw badRequest('error.validation', {
          fieldErrors: [{ field: 'body.challengeQuestionId', message: 'NotFound' }],
        });
      }
      const filer: Filer = {
        typeId: REPORT_METHOD.HOTLINE,
        actor: `hotline:${agent.login}`,
        author: REPORT_AUTHORS.HOTLINE,
        passwordHash: Promise.resolve(NO_PASSWORD),
        email: body.primaryEmail || null,
        challengeQuestionId: body.challengeQuestionId,
        securityAnswerHash: hashPassword(body.securityAnswer),
        transcriberUserId: null,
        // The caller decides what to answer (spec 000 §5: the info step counts as complete for the hotline).
        mandatoryAnswers: false,
      };
      const keyed: [string, ...unknown[]] | undefined = idempotencyKey
        ? [idempotencyKey, 'hotline', agent.id, body]
        : undefined;
      return file(templateReference, body, filer, keyed);
    },

    /**
     * A transcriber files a report received by post or voicemail (spec 001 §2 "Transcribe
     * report"): method 4 or 2, the transcriber recorded, no password and no email. The
     * organization must be one of the transcriber's or below them.
     */
    async transcribe(user: StaffFiler, body: Transcription, reachable: (orgId: number) => Promise<boolean>) {
      if (!(await reachable(body.organization.id))) throw forbidden();
      const filer: Filer = {
        typeId: body.typeId,
        actor: `transcriber:${user.login}`,
        author: REPORT_AUTHORS.TRANSCRIBER,
        passwordHash: Promise.resolve(NO_PASSWORD),
        email: null,
        challengeQuestionId: null,
        securityAnswerHash: null,
        transcriberUserId: user.id,
        mandatoryAnswers: false,
      };
      return file(body.reportId, body, filer, undefined);
    },
  };
}
