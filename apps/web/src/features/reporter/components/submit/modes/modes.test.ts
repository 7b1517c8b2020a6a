import type { TReportTemplate } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../state/report-draft.ts';
import { buildSubmission } from '../build-submission.ts';
import { categoryQuestionsStep } from '../report-steps.ts';
import { HOTLINE_PAGE_IDS, hotlineBody, hotlineInfoComplete, hotlineSubmitValid } from './hotline-mode.tsx';
import { transcribeBody, transcribeStepComplete, transcribeSteps } from './transcribe-mode.tsx';

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
  categoryGroups: [{ position: 0, name: 'G', categories: [{ id: 101, name: 'A', description: '', position: 0 }] }],
  viewPreambleQuestions: true,
  preambleQuestions: [],
  challengeQuestions: [{ questionId: 3, question: 'When?' }],
  reporterNotificationsEnabled: true,
  sectionOrder: null,
  undefinedQuestionCategoryId: 13,
  vanity: false,
  showIntakeMethod: true,
  supportedLanguages: ['en'],
  ...over,
});
const draft = (over: Partial<ReturnType<typeof emptyDraft>> = {}) => ({
  ...emptyDraft(),
  inputStatement: 'Text',
  challengeQuestionId: 3,
  securityAnswer: '199807',
  ...over,
});

describe('hotline mode (spec 000 §5 "Submit validity")', () => {
  it('needs a challenge question, a YYYYMM answer, a report name within 50 and a matching email', () => {
    const t = template();
    expect(hotlineSubmitValid(draft(), t)).toBe(true);
    expect(hotlineSubmitValid(draft({ challengeQuestionId: null }), t)).toBe(false);
    expect(hotlineSubmitValid(draft({ securityAnswer: '199813' }), t)).toBe(false);
    expect(hotlineSubmitValid(draft({ securityAnswer: '19980' }), t)).toBe(false);
    expect(hotlineSubmitValid(draft({ reportName: 'n'.repeat(51) }), t)).toBe(false);
    expect(hotlineSubmitValid(draft({ reportName: 'n'.repeat(50) }), t)).toBe(true);
    expect(hotlineSubmitValid(draft({ email: 'a@example.org', emailConfirm: 'b@example.org' }), t)).toBe(false);
    expect(hotlineSubmitValid(draft({ email: 'a@example.org', emailConfirm: 'a@example.org' }), t)).toBe(true);
    expect(hotlineSubmitValid(draft({ email: 'not-an-email', emailConfirm: 'not-an-email' }), t)).toBe(false);
  });

  it('counts the information step complete without answers, with a report name within 50', () => {
    expect(hotlineInfoComplete(draft({ preambleAnswers: [] }))).toBe(true);
    expect(hotlineInfoComplete(draft({ reportName: 'n'.repeat(50) }))).toBe(true);
    expect(hotlineInfoComplete(draft({ reportName: 'n'.repeat(51) }))).toBe(false);
  });

  it('sends no password, the question, the answer and the email twice', () => {
    const d = draft({ email: 'a@example.org', emailConfirm: 'a@example.org' });
    const body = hotlineBody(buildSubmission(d, template(), [], 'en', []), d);
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({
      challengeQuestionId: 3,
      securityAnswer: '199807',
      primaryEmail: 'a@example.org',
      verifyEmail: 'a@example.org',
    });
  });

  it('gives every step a page id between B and I', () => {
    for (const id of Object.values(HOTLINE_PAGE_IDS)) expect(id).toMatch(/^[B-I]$/);
  });
});

describe('transcribe mode (spec 001 §2, §4)', () => {
  it('asks intake, report, category, information and submit in that order, whatever the section order', () => {
    const categoryFirst = { sectionOrder: 'category:1,reportText:2,additionalInformation:3' };
    expect(transcribeSteps(template(categoryFirst))).toEqual([
      'intake',
      'report',
      'category',
      'additionalInformation',
      'submit',
    ]);
    expect(transcribeSteps(template({ showIntakeMethod: false }))).toEqual([
      'report',
      'category',
      'additionalInformation',
      'submit',
    ]);
    // A single category keeps its step (chosen already), which asks the category's questions.
    expect(categoryQuestionsStep(transcribeSteps(template()))).toBe('category');
    expect(transcribeSteps(template({ categoryGroups: [] }))).toEqual([
      'intake',
      'report',
      'additionalInformation',
      'submit',
    ]);
  });

  it('completes the category step always and the info step with a report name of at most 50', () => {
    expect(transcribeStepComplete('category', { reportName: '' })).toBe(true);
    expect(transcribeStepComplete('additionalInformation', { reportName: 'n'.repeat(50) })).toBe(true);
    expect(transcribeStepComplete('additionalInformation', { reportName: 'n'.repeat(51) })).toBe(false);
    expect(transcribeStepComplete('report', { reportName: '' })).toBeUndefined();
  });

  it('files post box as type 4 and voicemail as type 2, without password or email', () => {
    const base = buildSubmission(draft({ email: 'a@example.org' }), template(), [], 'en', []);
    expect(transcribeBody(base, 2)).toMatchObject({ typeId: 2, reportId: 'tpl-1' });
    expect(transcribeBody(base, 4).typeId).toBe(4);
    expect(transcribeBody(base, null).typeId).toBe(4);
    expect(transcribeBody(base, 4)).not.toHaveProperty('password');
    expect(transcribeBody(base, 4)).not.toHaveProperty('primaryEmail');
  });
});
