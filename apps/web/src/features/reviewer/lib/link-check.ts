/** Why a report id cannot be added to the pending links, or null when it can (spec 001 §5). */
export function linkProblem(
  input: string,
  current: { referenceId: string; sequentialId: number | null },
  taken: { referenceId: string; sequentialId: number | null }[],
  pending: string[],
): 'empty' | 'current' | 'alreadyLinked' | null {
  const id = input.trim();
  if (id === '') return 'empty';
  const same = (r: { referenceId: string; sequentialId: number | null }) =>
    r.referenceId === id || (r.sequentialId !== null && String(r.sequentialId) === id);
  if (same(current)) return 'current';
  if (taken.some(same) || pending.includes(id)) return 'alreadyLinked';
  return null;
}
