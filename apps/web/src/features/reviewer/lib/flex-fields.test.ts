import type { TFlexFieldQuestion } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import {
  editableQuestions,
  flexAnswers,
  flexChanged,
  flexSaveBody,
  missingMandatoryFlex,
  startsInEditMode,
  storedFlexAnswers,
  viewedQuestions,
} from './flex-fields.ts';

const question = (questionId: number, over: Partial<TFlexFieldQuestion> = {}): TFlexFieldQuestion => ({
  questionId,
  question: `Q${questionId}`,
  layout: 'textarea',
  mandatory: false,
  modifiable: false,
  position: questionId,
  hidden: false,
  orgId: 1,
  potentialResponses: [],
  ...over,
});
const outcome = question(1, {
  layout: 'select',
  mandatory: true,
  modifiable: true,
  potentialResponses: [
    { responseId: 11, value: 'Yes', hidden: false, branchTo: 3 },
    { responseId: 12, value: 'No', hidden: false, branchTo: null },
  ],
});
const notes = question(2);
const followUp = question(3);
const report = (statusId: number, responses: { flexFieldId: number; responseId: number | null; value: string }[]) => ({
  statusId,
  reportFlexFieldQuestions: [outcome, notes, followUp],
  reportFlexFieldResponses: responses.map((r, i) => ({ id: i + 1, ...r })),
});

describe('flex fields', () => {
  it('starts in edit mode only without responses', () => {
    expect(startsInEditMode(report(4, []))).toBe(true);
    expect(startsInEditMode(report(4, [{ flexFieldId: 2, responseId: null, value: 'x' }]))).toBe(false);
  });

  it('lets a closed report change only modifiable questions', () => {
    expect(editableQuestions(report(4, [])).map((q) => q.questionId)).toEqual([1, 2, 3]);
    expect(editableQuestions(report(2, [])).map((q) => q.questionId)).toEqual([1]);
  });

  it('sends the editable questions whose answer changed, and drops answers hidden by branching', () => {
    const open = report(4, [{ flexFieldId: 3, responseId: null, value: 'stored' }]);
    // Question 3 is opened only by the answer "Yes" (11); with "No" its stored answer is removed.
    const body = flexSaveBody(open, [
      { questionId: 1, responseId: 12, value: 'No' },
      { questionId: 3, responseId: null, value: 'stored' },
    ]);
    expect(body).toEqual([
      { flexFieldId: 1, responseId: 12, value: 'No' },
      { flexFieldId: 3, responseId: null, value: '' },
    ]);
    expect(flexSaveBody(report(2, []), [{ questionId: 2, responseId: null, value: 'late' }])).toEqual([]);
  });

  it("leaves out what was not changed, so that another reviewer's answers saved meanwhile stay", () => {
    // Loaded before a colleague answered question 1: saving the notes alone does not clear it.
    const stale = report(4, [{ flexFieldId: 2, responseId: null, value: 'first notes' }]);
    expect(flexSaveBody(stale, [{ questionId: 2, responseId: null, value: 'more notes' }])).toEqual([
      { flexFieldId: 2, responseId: null, value: 'more notes' },
    ]);
    expect(flexSaveBody(stale, [])).toEqual([{ flexFieldId: 2, responseId: null, value: '' }]);
  });

  it('compares with the answers the edit began from, not with a report read again since', () => {
    const began = report(4, []).reportFlexFieldResponses;
    // Read again while editing: a colleague has answered question 1 meanwhile.
    const reread = report(4, [{ flexFieldId: 1, responseId: 11, value: 'Yes' }]);
    expect(flexSaveBody(reread, [{ questionId: 2, responseId: null, value: 'notes' }], began)).toEqual([
      { flexFieldId: 2, responseId: null, value: 'notes' },
    ]);
  });

  it('tells pending changes from the stored answers', () => {
    const stored = report(4, [{ flexFieldId: 2, responseId: null, value: 'x' }]);
    expect(flexChanged(stored, flexAnswers(stored.reportFlexFieldResponses))).toBe(false);
    expect(flexChanged(stored, [{ questionId: 2, responseId: null, value: 'y' }])).toBe(true);
    expect(flexChanged(report(4, []), [])).toBe(false);
  });

  it('finds mandatory questions without a response before a close', () => {
    expect(missingMandatoryFlex(report(4, []))).toEqual([1]);
    expect(missingMandatoryFlex(report(4, [{ flexFieldId: 1, responseId: 11, value: 'Yes' }]))).toEqual([]);
  });

  it('reads a single checkbox never answered as unchecked: shown No, never missing, saved as false', () => {
    const box = question(4, { layout: 'singleCheckbox', mandatory: true });
    const withBox = {
      ...report(4, [{ flexFieldId: 1, responseId: 12, value: 'No' }]),
      reportFlexFieldQuestions: [outcome, box],
    };
    expect(storedFlexAnswers(withBox)).toContainEqual({ questionId: 4, responseId: null, value: 'false' });
    expect(missingMandatoryFlex(withBox)).toEqual([]);
    expect(flexChanged(withBox, storedFlexAnswers(withBox))).toBe(false);
    expect(flexSaveBody(withBox, storedFlexAnswers(withBox))).toContainEqual({
      flexFieldId: 4,
      responseId: null,
      value: 'false',
    });
  });

  it('does not send a box left unchecked that a colleague ticked since the edit began', () => {
    const box = question(4, { layout: 'singleCheckbox', mandatory: true });
    const began = report(4, []);
    const reread = {
      ...report(4, [{ flexFieldId: 4, responseId: null, value: 'true' }]),
      reportFlexFieldQuestions: [outcome, box],
    };
    const pending = storedFlexAnswers({ ...began, reportFlexFieldQuestions: [outcome, box] });
    expect(flexSaveBody(reread, pending, began.reportFlexFieldResponses)).toEqual([]);
    // Unchecked by the reviewer himself, after it was stored ticked: sent.
    const ticked = reread.reportFlexFieldResponses;
    expect(flexSaveBody(reread, [{ questionId: 4, responseId: null, value: 'false' }], ticked)).toContainEqual({
      flexFieldId: 4,
      responseId: null,
      value: 'false',
    });
  });
});

describe('a multiple-checkbox answer of several choices', () => {
  const sites = question(5, {
    layout: 'multipleCheckbox',
    modifiable: true,
    potentialResponses: [
      { responseId: 51, value: 'Lyon', hidden: false, branchTo: null },
      { responseId: 52, value: 'Turin', hidden: false, branchTo: null },
      { responseId: 53, value: 'Graz', hidden: false, branchTo: null },
    ],
  });
  const stored = {
    statusId: 4,
    reportFlexFieldQuestions: [sites],
    reportFlexFieldResponses: [{ id: 1, flexFieldId: 5, responseId: null, value: 'Lyon, Turin' }],
  };

  it('is read back as one answer per choice, its boxes ticked', () => {
    expect(storedFlexAnswers(stored).map((a) => a.responseId)).toEqual([51, 52]);
  });

  it('is not sent when left as it was, and a further choice adds to it', () => {
    const answers = storedFlexAnswers(stored);
    expect(flexSaveBody(stored, answers)).toEqual([]);
    const more = [...answers, { questionId: 5, responseId: 53, value: 'Graz' }];
    expect(flexSaveBody(stored, more)).toEqual([{ flexFieldId: 5, responseId: null, value: 'Lyon, Turin, Graz' }]);
  });

  it('reads a choice whose own text holds ", " as one choice', () => {
    const offices = question(6, {
      layout: 'multipleCheckbox',
      potentialResponses: [
        { responseId: 61, value: 'Paris, head office', hidden: false, branchTo: null },
        { responseId: 62, value: 'Paris', hidden: false, branchTo: null },
      ],
    });
    const both = {
      statusId: 4,
      reportFlexFieldQuestions: [offices],
      reportFlexFieldResponses: [{ id: 2, flexFieldId: 6, responseId: null, value: 'Paris, head office, Paris' }],
    };
    expect(storedFlexAnswers(both).map((a) => [a.responseId, a.value])).toEqual([
      [61, 'Paris, head office'],
      [62, 'Paris'],
    ]);
  });
});

describe('the view mode (spec 001 §4: questions are hidden by branching rules)', () => {
  const all = [outcome, notes, followUp];
  it('lists a question an answer opens, and not one no answer opens', () => {
    const yes = report(4, [{ flexFieldId: 1, responseId: 11, value: 'Yes' }]);
    expect(viewedQuestions(all, yes).map((q) => q.questionId)).toEqual([1, 2, 3]);
    const no = report(4, [{ flexFieldId: 1, responseId: 12, value: 'No' }]);
    expect(viewedQuestions(all, no).map((q) => q.questionId)).toEqual([1, 2]);
  });
});
