import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  completeAnswers,
  hiddenQuestionIds,
  initialAnswers,
  missingMandatory,
  pruneHiddenAnswers,
  type Question,
  type QuestionLayout,
  responseOptions,
  SELECT_BLANK_RESPONSE_ID,
  visibleQuestions,
  withUncheckedBoxes,
} from './branching.ts';

function q(questionId: number, overrides: Partial<Question> = {}): Question {
  return {
    questionId,
    question: `Q${questionId}`,
    layout: 'radio',
    mandatory: false,
    position: questionId,
    hidden: false,
    potentialResponses: [],
    ...overrides,
  };
}
const yesNo = (id: number, yesBranch: number | null) => [
  { responseId: id * 10 + 1, value: 'yes', branchTo: yesBranch },
  { responseId: id * 10 + 2, value: 'no', branchTo: null },
];
const yes = (id: number): Answer => ({ questionId: id, responseId: id * 10 + 1, value: 'yes' });
const no = (id: number): Answer => ({ questionId: id, responseId: id * 10 + 2, value: 'no' });

// Chain: 1 --yes--> 2 --yes--> 3; 4 is independent.
const chain = [q(1, { potentialResponses: yesNo(1, 2) }), q(2, { potentialResponses: yesNo(2, 3) }), q(3), q(4)];

describe('hiddenQuestionIds', () => {
  it('hides a question some response branches to while no answer branches to it', () => {
    expect(hiddenQuestionIds(chain, [])).toEqual(new Set([2, 3]));
    expect(hiddenQuestionIds(chain, [no(1)])).toEqual(new Set([2, 3]));
  });

  it('shows a question once a stored answer branches to it', () => {
    expect(hiddenQuestionIds(chain, [yes(1)])).toEqual(new Set([3]));
    expect(hiddenQuestionIds(chain, [yes(1), yes(2)])).toEqual(new Set());
  });

  it('hides questions flagged hidden, even when an answer branches to them', () => {
    const questions = [q(1, { potentialResponses: yesNo(1, 2) }), q(2, { hidden: true }), q(3, { hidden: true })];
    expect(hiddenQuestionIds(questions, [yes(1)])).toEqual(new Set([2, 3]));
  });

  it('does not let an answer to a hidden question open the rest of the chain', () => {
    expect(hiddenQuestionIds(chain, [no(1), yes(2)])).toEqual(new Set([2, 3]));
  });

  it('counts a response that branches from any question, including another list', () => {
    const questions = [q(1, { potentialResponses: yesNo(1, 9) }), q(9)];
    expect(hiddenQuestionIds(questions, [])).toEqual(new Set([9]));
  });

  it('takes the branch from the template, not from the answer', () => {
    expect(hiddenQuestionIds(chain, [{ questionId: 1, responseId: 12, value: 'no', branchTo: 2 }])).toEqual(
      new Set([2, 3]),
    );
    expect(hiddenQuestionIds(chain, [{ questionId: 1, value: 'yes' }])).toEqual(new Set([3]));
    expect(hiddenQuestionIds(chain, [{ questionId: 77, value: 'x', branchTo: 2 }])).toEqual(new Set([2, 3]));
  });

  it('keeps a cycle of branches closed when nothing outside it opens it', () => {
    const questions = [q(1, { potentialResponses: yesNo(1, 2) }), q(2, { potentialResponses: yesNo(2, 1) })];
    expect(hiddenQuestionIds(questions, [yes(1), yes(2)])).toEqual(new Set([1, 2]));
  });
});

describe('visibleQuestions and pruneHiddenAnswers', () => {
  it('lists the visible questions', () => {
    expect(visibleQuestions(chain, [yes(1)]).map((x) => x.questionId)).toEqual([1, 2, 4]);
  });

  it('drops answers to hidden questions down the whole chain', () => {
    const answers = [no(1), yes(2), { questionId: 3, value: 'text' }, { questionId: 4, value: 'kept' }];
    expect(pruneHiddenAnswers(chain, answers)).toEqual([no(1), { questionId: 4, value: 'kept' }]);
  });

  it('keeps answers to visible questions', () => {
    const answers = [yes(1), yes(2), { questionId: 3, value: 'text' }];
    expect(pruneHiddenAnswers(chain, answers)).toEqual(answers);
  });
});

describe('responseOptions', () => {
  it('starts a select with a blank option of responseId 0 and leaves out hidden responses', () => {
    const select = q(1, {
      layout: 'select',
      potentialResponses: [
        { responseId: 5, value: 'a' },
        { responseId: 6, value: 'b', hidden: true },
      ],
    });
    expect(responseOptions(select)).toEqual([
      { responseId: SELECT_BLANK_RESPONSE_ID, value: '' },
      { responseId: 5, value: 'a' },
    ]);
    expect(SELECT_BLANK_RESPONSE_ID).toBe(0);
    expect(responseOptions({ ...select, layout: 'radio' })).toEqual([{ responseId: 5, value: 'a' }]);
  });
});

describe('initialAnswers', () => {
  it('saves "false" for each shown single checkbox without an answer', () => {
    const questions = [
      q(1, { layout: 'singleCheckbox' }),
      q(2, { layout: 'singleCheckbox' }),
      q(3, { layout: 'textarea' }),
    ];
    const existing = { questionId: 2, responseId: null, value: 'true' };
    expect(initialAnswers(questions, [existing])).toEqual([
      existing,
      { questionId: 1, responseId: null, value: 'false', branchTo: null },
    ]);
  });

  it('leaves hidden single checkboxes alone until they are shown', () => {
    const questions = [q(1, { potentialResponses: yesNo(1, 2) }), q(2, { layout: 'singleCheckbox' })];
    expect(initialAnswers(questions, [])).toEqual([]);
    expect(initialAnswers(questions, [yes(1)])).toEqual([
      yes(1),
      { questionId: 2, responseId: null, value: 'false', branchTo: null },
    ]);
  });

  it('follows the branch of the "false" response', () => {
    const questions = [
      q(1, { layout: 'singleCheckbox', potentialResponses: [{ responseId: 7, value: 'false', branchTo: 2 }] }),
      q(2, { layout: 'singleCheckbox' }),
    ];
    expect(initialAnswers(questions)).toEqual([
      { questionId: 1, responseId: 7, value: 'false', branchTo: 2 },
      { questionId: 2, responseId: null, value: 'false', branchTo: null },
    ]);
  });
});

describe('missingMandatory', () => {
  const questions = [
    q(1, { mandatory: true, potentialResponses: yesNo(1, 2) }),
    q(2, { mandatory: true }),
    q(3, { mandatory: true, layout: 'select' }),
    q(4, { mandatory: false }),
  ];

  it('lists mandatory visible questions with blank answers', () => {
    expect(missingMandatory(questions, [])).toEqual([1, 3]);
    expect(
      missingMandatory(questions, [yes(1), { questionId: 3, responseId: SELECT_BLANK_RESPONSE_ID, value: '' }]),
    ).toEqual([2, 3]);
    expect(
      missingMandatory(questions, [
        yes(1),
        { questionId: 2, value: '   ' },
        { questionId: 3, responseId: 31, value: 'x' },
      ]),
    ).toEqual([2]);
    expect(
      missingMandatory(questions, [
        yes(1),
        { questionId: 2, value: 'a' },
        { questionId: 3, responseId: 31, value: 'x' },
      ]),
    ).toEqual([]);
  });
});

describe('completeAnswers', () => {
  it('adds empty responses for unanswered visible questions, drops hidden ones, sorts by position', () => {
    const questions = [
      q(1, { position: 3, potentialResponses: yesNo(1, 2) }),
      q(2, { position: 1 }),
      q(3, { position: 2, potentialResponses: yesNo(3, 4) }),
      q(4, { position: 0 }),
    ];
    const answers = [
      { questionId: 1, responseId: 11, value: 'yes', branchTo: 99 },
      { questionId: 4, value: 'stale' },
    ];
    expect(completeAnswers(questions, answers)).toEqual([
      { questionId: 2, responseId: null, value: '', branchTo: null, position: 1 },
      { questionId: 3, responseId: null, value: '', branchTo: null, position: 2 },
      { questionId: 1, responseId: 11, value: 'yes', branchTo: 2, position: 3 },
    ]);
  });

  it('keeps every answer of a multiple-checkbox question', () => {
    const questions = [q(1, { layout: 'multipleCheckbox', potentialResponses: yesNo(1, null) })];
    expect(completeAnswers(questions, [yes(1), no(1)]).map((a) => a.responseId)).toEqual([11, 12]);
  });
});

// Property tests on random templates. Forward-only branches (to a later id) have no cycles,
// so the spec's rule applied literally, repeated until no answer is dropped, must agree.
const layouts: QuestionLayout[] = ['radio', 'select', 'singleCheckbox', 'textarea', 'multipleCheckbox'];
const template = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc
    .tuple(
      fc.tuple(
        ...Array.from({ length: n }, (_, i) =>
          fc.record({
            hidden: fc.nat(5).map((n) => n === 0),
            mandatory: fc.boolean(),
            position: fc.integer({ min: 0, max: 20 }),
            layout: fc.constantFrom(...layouts),
            branches: fc.array(fc.option(fc.integer({ min: i + 2, max: n + 1 }), { nil: null }), {
              minLength: 1,
              maxLength: 3,
            }),
          }),
        ),
      ),
      fc.array(
        fc.record({
          questionId: fc.integer({ min: 1, max: n + 1 }),
          pick: fc.nat(3),
          blank: fc.nat(4).map((n) => n === 0),
        }),
        { maxLength: 12 },
      ),
    )
    .map(([specs, picks]) => {
      const questions: Question[] = specs.map((s, i) =>
        q(i + 1, {
          hidden: s.hidden,
          mandatory: s.mandatory,
          position: s.position,
          layout: s.layout,
          potentialResponses: s.branches.map((branchTo, r) => ({
            responseId: (i + 1) * 10 + r + 1,
            value: `v${r}`,
            branchTo,
          })),
        }),
      );
      const answers: Answer[] = picks.map(({ questionId, pick, blank }) => {
        const responses = questions[questionId - 1]?.potentialResponses ?? [];
        const r = responses[pick % Math.max(1, responses.length)];
        return blank || !r
          ? { questionId, responseId: null, value: '' }
          : { questionId, responseId: r.responseId, value: r.value };
      });
      return { questions, answers };
    }),
);

function literalRule(questions: Question[], answers: Answer[]): Set<number> {
  let kept = answers;
  for (;;) {
    const branchOf = (a: Answer) =>
      questions
        .find((x) => x.questionId === a.questionId)
        ?.potentialResponses.find((r) => r.responseId === a.responseId)?.branchTo;
    const hidden = new Set(
      questions
        .filter(
          (x) =>
            x.hidden ||
            (questions.some((o) => o.potentialResponses.some((r) => r.branchTo === x.questionId)) &&
              !kept.some((a) => branchOf(a) === x.questionId)),
        )
        .map((x) => x.questionId),
    );
    const next = kept.filter((a) => !hidden.has(a.questionId));
    if (next.length === kept.length) return hidden;
    kept = next;
  }
}

describe('branching properties', () => {
  it('matches the literal rule repeated until stable', () => {
    fc.assert(
      fc.property(template, ({ questions, answers }) => {
        expect(hiddenQuestionIds(questions, answers)).toEqual(literalRule(questions, answers));
      }),
    );
  });

  it('pruning is stable and does not change which questions are visible', () => {
    fc.assert(
      fc.property(template, ({ questions, answers }) => {
        const pruned = pruneHiddenAnswers(questions, answers);
        expect(pruneHiddenAnswers(questions, pruned)).toEqual(pruned);
        expect(hiddenQuestionIds(questions, pruned)).toEqual(hiddenQuestionIds(questions, answers));
        const hidden = hiddenQuestionIds(questions, answers);
        expect(pruned.every((a) => !hidden.has(a.questionId))).toBe(true);
      }),
    );
  });

  it('never shows a flagged-hidden question and always shows an unflagged question no response targets', () => {
    fc.assert(
      fc.property(template, ({ questions, answers }) => {
        const hidden = hiddenQuestionIds(questions, answers);
        for (const x of questions) {
          if (x.hidden) expect(hidden.has(x.questionId)).toBe(true);
          const targeted = questions.some((o) => o.potentialResponses.some((r) => r.branchTo === x.questionId));
          if (!x.hidden && !targeted) expect(hidden.has(x.questionId)).toBe(false);
        }
      }),
    );
  });

  it('submits one entry or more per visible question, none for hidden ones, in position order', () => {
    fc.assert(
      fc.property(template, ({ questions, answers }) => {
        const submitted = completeAnswers(questions, answers);
        const visible = visibleQuestions(questions, answers)
          .map((x) => x.questionId)
          .sort();
        expect([...new Set(submitted.map((a) => a.questionId))].sort()).toEqual(visible);
        const positions = submitted.map((a) => a.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('reports exactly the mandatory visible questions without a non-blank answer', () => {
    fc.assert(
      fc.property(template, ({ questions, answers }) => {
        const missing = new Set(missingMandatory(questions, answers));
        for (const x of visibleQuestions(questions, answers)) {
          const answered = answers.some((a) => a.questionId === x.questionId && a.value.trim() !== '');
          expect(missing.has(x.questionId)).toBe(x.mandatory && !answered);
        }
      }),
    );
  });
});

describe('withUncheckedBoxes (spec 001 §4, decision 039)', () => {
  const box = q(5, { layout: 'singleCheckbox', mandatory: true });
  it('reads a single checkbox never answered as unchecked, so a mandatory one is not missing', () => {
    expect(withUncheckedBoxes([box, q(6)], [])).toEqual([{ questionId: 5, responseId: null, value: 'false' }]);
    expect(missingMandatory([box], withUncheckedBoxes([box], []))).toEqual([]);
    expect(missingMandatory([box], [])).toEqual([5]);
  });
  it('keeps a stored answer, checked or not, and adds nothing for other layouts', () => {
    const checked: Answer = { questionId: 5, responseId: null, value: 'true' };
    expect(withUncheckedBoxes([box], [checked])).toEqual([checked]);
    expect(withUncheckedBoxes([q(7, { layout: 'textarea', mandatory: true })], [])).toEqual([]);
  });
});
