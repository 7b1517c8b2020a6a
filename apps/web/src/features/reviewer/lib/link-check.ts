export interface ReportIds {
  referenceId: string;
  sequentialId: number | null;
}

/**
 * Why a report id cannot be added to the pending links, or null when it can (spec 001 §5).
 * `taken` holds the linked reports and the pending ones, each by both its ids once known.
 */
export function linkProblem(
  input: string,
  current: ReportIds,
  taken: readonly ReportIds[],
): 'empty' | 'current' | 'alreadyLinked' | null {
  const id = input.trim();
  if (id === '') return 'empty';
  const same = (r: ReportIds) => r.referenceId === id || (r.sequentialId !== null && String(r.sequentialId) === id);
  if (same(current)) return 'current';
  if (taken.some(same)) return 'alreadyLinked';
  return null;
}
