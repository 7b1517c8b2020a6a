import type { TQuestion as Question, TReportTemplate } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../state/report-draft.ts';
import { buildSubmission } from './build-submission.ts';
import {
  categoryQuestionsStep,
  credentialsValid,
  preselectedCategory,
  reportSteps,
  stepComplete,
} from './report-steps.ts';

const question = (questionId: number, extra: Partial<Question> = {}): Question => ({
  questionId,
  question: `Q${questionId}`,
  layout: 'textarea',
  mandatory: false,
  position: questionId,
  hidden: false,
  potentialResponses: [],
  ...extra,
});

const category = (id: number) => ({ id, name: `C${id}`, description: '', position: id });

const template = (over: Partial<TReportTemplate> = {}): TReportTemplate => ({
  referenceId: 'tpl-1',
  orgId: 7,
  orgName: 'Org',
  positioningStatement: null,
  customAgreement: null,
  sensitiveReportStatement: null,
  reportTextPrompt: null,
  categoryPrompt: null,
  additionalInformationPrompt: null,
  logoDTO: null,
  policyDocuments: [],
  categoryGroups: [{ position: 0, name: 'G', categories: [category(101), category(102)] }],
  viewPreambleQuestions: true,
  preambleQuestions: [],
  challengeQuestions: [],
  reporterNotificationsEnabled: true,
  sectionOrder: null,
  undefinedQuestionCategoryId: 13,
  vanity: false,
  showIntakeMethod: false,
  supportedLanguages: ['en'],
  ...over,
});

const ctx = (t: TReportTemplate, categoryQuestions: Question[] = []) => ({
  template: t,
  categoryQuestions,
  serverCheck: 'secure' as const,
  questionsStep: categoryQuestionsStep(reportSteps(t)),
});
const PASSWORD = 'Quiet river 42';

describe('report steps (spec 000 §2)', () => {
  it('follows the template section order between the agreement and the submit step', () => {
    expect(reportSteps(template({ sectionOrder: 'category:1,reportText:2,additionalInformation:3' }))).toEqual([
      'agreement',
      'category',
      'report',
      'additionalInformation',
      'submit',
      'credentials',
    ]);
    expect(reportSteps(template({ sectionOrder: 'nonsense' }))).toEqual([
      'agreement',
      'report',
      'category',
      'additionalInformation',
      'submit',
      'credentials',
    ]);
  });

  it('leaves out the category step and preselects the category when there is only one', () => {
    const single = template({ categoryGroups: [{ position: 0, name: 'G', categories: [category(13)] }] });
    expect(reportSteps(single)).not.toContain('category');
    expect(preselectedCategory(single)).toBe(13);
    expect(preselectedCategory(template())).toBeNull();
  });

  it('needs the agreement ticked and a non-blank report text', () => {
    const t = template();
    expect(stepComplete('agreement', emptyDraft(), ctx(t))).toBe(false);
    expect(stepComplete('agreement', { ...emptyDraft(), agreement: true }, ctx(t))).toBe(true);
    expect(stepComplete('report', { ...emptyDraft(), inputStatement: '  \n ' }, ctx(t))).toBe(false);
    expect(stepComplete('report', { ...emptyDraft(), inputStatement: '\u200b \u2060\u3164' }, ctx(t))).toBe(false);
    expect(stepComplete('report', { ...emptyDraft(), inputStatement: 'x' }, ctx(t))).toBe(true);
  });

  it('needs mandatory visible preamble answers and a report name of at most 50 characters', () => {
    const t = template({ preambleQuestions: [question(1, { mandatory: true })] });
    const answered = { ...emptyDraft(), preambleAnswers: [{ questionId: 1, responseId: null, value: 'yes' }] };
    expect(stepComplete('additionalInformation', emptyDraft(), ctx(t))).toBe(false);
    expect(stepComplete('additionalInformation', { ...answered, reportName: 'x'.repeat(50) }, ctx(t))).toBe(true);
    expect(stepComplete('additionalInformation', { ...answered, reportName: 'x'.repeat(51) }, ctx(t))).toBe(false);
  });

  it('asks a mandatory category question in the category step, or with the information when there is none', () => {
    const mandatory = [question(5, { mandatory: true })];
    const answered = { ...emptyDraft(), categoryAnswers: [{ questionId: 5, responseId: null, value: 'yes' }] };
    const choice = template();
    expect(stepComplete('category', emptyDraft(), ctx(choice, mandatory))).toBe(false);
    expect(stepComplete('category', answered, ctx(choice, mandatory))).toBe(true);
    expect(stepComplete('additionalInformation', emptyDraft(), ctx(choice, mandatory))).toBe(true);
    const single = template({ categoryGroups: [{ position: 0, name: 'G', categories: [category(13)] }] });
    expect(stepComplete('additionalInformation', emptyDraft(), ctx(single, mandatory))).toBe(false);
    expect(stepComplete('additionalInformation', answered, ctx(single, mandatory))).toBe(true);
  });

  it('needs a valid password equal to its confirmation, not refused by the server', () => {
    const t = template();
    const draft = { ...emptyDraft(), password: PASSWORD, passwordConfirm: PASSWORD };
    expect(credentialsValid(draft, t, 'secure')).toBe(true);
    expect(credentialsValid(draft, t, 'insecure')).toBe(false);
    expect(credentialsValid({ ...draft, passwordConfirm: `${PASSWORD}!` }, t, 'secure')).toBe(false);
    expect(credentialsValid({ ...draft, password: 'short', passwordConfirm: 'short' }, t, 'unchecked')).toBe(false);
  });

  it('accepts no email, or a valid email equal to its confirmation', () => {
    const t = template();
    const draft = { ...emptyDraft(), password: PASSWORD, passwordConfirm: PASSWORD };
    expect(credentialsValid({ ...draft, email: 'a@b.example', emailConfirm: 'a@b.example' }, t, 'secure')).toBe(true);
    expect(credentialsValid({ ...draft, email: 'a@b.example', emailConfirm: '' }, t, 'secure')).toBe(false);
    expect(credentialsValid({ ...draft, email: 'not-an-email', emailConfirm: 'not-an-email' }, t, 'secure')).toBe(
      false,
    );
    expect(
      credentialsValid(
        { ...draft, email: 'x', emailConfirm: 'y' },
        template({ reporterNotificationsEnabled: false }),
        'secure',
      ),
    ).toBe(true);
  });
});

describe('the submission payload (spec 000 §3)', () => {
  const branching = [
    question(2, { layout: 'radio', potentialResponses: [{ responseId: 1, value: 'Yes', hidden: false, branchTo: 3 }] }),
    question(1),
    question(3),
  ];

  it('sends every visible question in position order, unanswered ones empty, and no hidden one', () => {
    const t = template({ preambleQuestions: branching });
    const body = buildSubmission({ ...emptyDraft(), inputStatement: 'text', password: PASSWORD }, t, [], 'en', []);
    expect(body.preambleResponses?.map((r) => [r.questionId, r.value])).toEqual([
      [1, ''],
      [2, ''],
    ]);
    const opened = buildSubmission(
      {
        ...emptyDraft(),
        preambleAnswers: [{ questionId: 2, responseId: 1, value: 'Yes' }],
        inputStatement: 'text',
        password: PASSWORD,
      },
      t,
      [],
      'en',
      [],
    );
    expect(opened.preambleResponses?.map((r) => [r.questionId, r.value, r.branchTo])).toEqual([
      [1, '', null],
      [2, 'Yes', 3],
      [3, '', null],
    ]);
  });

  it('names the template, organization and category, sends attachments empty with their summaries', () => {
    const file = new File(['abc'], 'a.txt');
    const body = buildSubmission(
      { ...emptyDraft(101), inputStatement: 'text', reportName: '  Name  ', password: PASSWORD, email: 'a@b.example' },
      template(),
      [],
      'fr',
      [file],
    );
    expect(body).toMatchObject({
      reportId: 'tpl-1',
      langKey: 'fr',
      organization: { id: 7 },
      categoryId: 101,
      reportName: 'Name',
      primaryEmail: 'a@b.example',
      attachments: [],
      attachmentSummaries: [{ name: 'a.txt', size: 3 }],
      isSubmitted: true,
    });
    expect(
      buildSubmission(
        { ...emptyDraft(), email: 'a@b.example' },
        template({ reporterNotificationsEnabled: false }),
        [],
        'en',
        [],
      ).primaryEmail,
    ).toBeNull();
  });
});
