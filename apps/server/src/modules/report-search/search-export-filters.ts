/**
 * What an exported search was narrowed by, as its PDF lists it under the title (decision 115):
 * each filter in use, named as the filter panel names it, with its values as the panel shows
 * them, each once. Names are read within the user's reach only: an id outside it, or one the
 * panel no longer offers (a deactivated delegate, a hidden answer), is "Unknown", so that the list
 * still shows every filter that narrowed the search.
 */
import {
  REPORT_METHOD_KEYS,
  SEARCH_DATE_RANGES,
  SEARCH_FILTER_LABELS,
  statusBadge,
  type TSearchFilter,
} from '@candor/shared';
import type { Db } from '../../db/client.ts';
import { organizationNames } from '../reporting/organization.repository.ts';
import type { ExportLabel } from '../reports/export-labels.ts';
import type { ReviewerScope } from '../reports/reach.repository.ts';
import * as filters from './search-filters.repository.ts';

const byId = <T extends { id: number; name: string }>(rows: T[]) => new Map(rows.map((r) => [Number(r.id), r.name]));

export async function filterLines(
  db: Db,
  scope: ReviewerScope,
  filter: TSearchFilter,
  l: ExportLabel,
  langKey: string,
): Promise<string[]> {
  const lines: string[] = [];
  const unknown = l('status.UNKNOWN');
  const add = (label: string, values: (string | null | undefined)[]) => {
    const named = [...new Set(values.map((v) => v || unknown))];
    if (named.length > 0) lines.push(`${label}: ${named.join(', ')}`);
  };
  if (filter.orgIds?.length) {
    const names = await organizationNames(
      db,
      filter.orgIds.filter((id) => scope.orgIds.includes(id)),
      langKey,
    );
    add(
      l(SEARCH_FILTER_LABELS.orgIds),
      filter.orgIds.map((id) => names.get(id)),
    );
  }
  add(
    l(SEARCH_FILTER_LABELS.statusIds),
    (filter.statusIds ?? []).map((id) => l(`status.${statusBadge(id).label}`)),
  );
  if (filter.categoryIds?.length) {
    const names = byId(await filters.categoryItems(db, scope, langKey));
    add(
      l(SEARCH_FILTER_LABELS.categoryIds),
      filter.categoryIds.map((id) => names.get(id)),
    );
  }
  add(
    l(SEARCH_FILTER_LABELS.typeIds),
    (filter.typeIds ?? []).map((id) => REPORT_METHOD_KEYS[id] && l(`details.method.${REPORT_METHOD_KEYS[id]}`)),
  );
  if (filter.delegateIds?.length) {
    const names = byId(await filters.delegates(db, scope));
    add(
      l(SEARCH_FILTER_LABELS.delegateIds),
      filter.delegateIds.map((id) => names.get(id)),
    );
  }
  if (filter.flexFieldQuestionResponses?.length) {
    const questions = new Map((await filters.flexFields(db, scope, langKey)).map((q) => [Number(q.questionId), q]));
    for (const chosen of filter.flexFieldQuestionResponses) {
      const question = questions.get(chosen.questionId);
      const responses = new Map((question?.potentialResponses ?? []).map((r) => [Number(r.responseId), r.value]));
      if (question)
        add(
          question.question,
          chosen.responseIds.map((id) => responses.get(id)),
        );
    }
  }
  for (const [key, column] of SEARCH_DATE_RANGES) {
    const range = filter[key];
    const ends = [
      range?.from && `${l('reportSearch.from')} ${range.from}`,
      range?.to && `${l('reportSearch.to')} ${range.to}`,
    ];
    add(l(`columns.${column}`), ends.filter(Boolean));
  }
  const keyword = filter.keyWord?.trim();
  if (keyword) add(l(SEARCH_FILTER_LABELS.keyWord), [keyword]);
  return lines;
}
