/** The constraint kinds the server names (its lib/field-errors.ts) that have a text of their own under `connectsAdmin.errors.kinds`. */
const KINDS = new Set(['Size', 'NotNull', 'NotEmpty', 'Pattern', 'Email']);

/**
 * The text kind of a field error's constraint: its own, `SizeMax` (with the limit) for a length
 * over a limit the server names (spec 002 §5: the server's constraint, as it gave it), else `invalid`.
 */
export function constraintKind(message: string, max: unknown): { kind: string; max?: number } {
  const kind = KINDS.has(message) ? message : 'invalid';
  return kind === 'Size' && typeof max === 'number' ? { kind: 'SizeMax', max } : { kind };
}
