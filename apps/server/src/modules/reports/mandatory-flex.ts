/** Mandatory additional information a report still lacks (spec 001 §4, decision 039). */
import { missingMandatory, type Question, type QuestionLayout, withUncheckedBoxes } from '@candor/shared';
import type { Tx } from '../../db/client.ts';
import { chainOf } from '../../db/organization-chain.ts';
import type { Codec } from '../../lib/crypto.ts';
import { localize } from '../reporting/localize.ts';
import { flexResponsesOf } from './case-actions.repository.ts';
import { flexQuestionsOf, organizationOf } from './report-detail.repository.ts';

/**
 * Ids of the mandatory flex-field questions of the report's organization chain that are
 * visible (branching) and have no answer; a single checkbox never answered counts as
 * answered unchecked.
 */
export async function missingMandatoryFlex(
  tx: Tx,
  codec: Codec,
  report: { id: number; organizationId: number },
): Promise<number[]> {
  const org = await organizationOf(tx, report.organizationId);
  const { questions, options } = await flexQuestionsOf(tx, chainOf(org));
  if (!questions.some((q) => q.mandatory)) return [];
  const shaped: Question[] = questions.map((q) => ({
    questionId: q.id,
    question: '',
    layout: q.layout as QuestionLayout,
    mandatory: q.mandatory,
    position: q.position,
    hidden: q.hidden,
    potentialResponses: options
      .filter((o) => o.questionId === q.id)
      .map((o) => ({
        responseId: o.id,
        value: localize(o.values, 'en') ?? '',
        hidden: o.hidden,
        branchTo: o.branchTo,
      })),
  }));
  const stored = (await flexResponsesOf(tx, report.id)).map((r) => ({
    questionId: r.questionId,
    responseId: r.responseId,
    value: codec.decryptText(r.value),
  }));
  return missingMandatory(shaped, withUncheckedBoxes(shaped, stored));
}
