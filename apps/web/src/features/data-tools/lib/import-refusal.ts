import { LIMITS } from '@candor/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { constraintKind } from '../../../lib/constraint-kind.ts';

/** One refused value: the file's line (the header is line 1), its column, and what is wrong (a key and its values). */
export interface RefusedValue {
  line: number;
  column: string;
  problem: string;
  problemValues: Record<string, number>;
}

/** Why an import was refused: a text for the file as a whole, and the refused values, if any. */
export interface ImportRefusal {
  key: string;
  values: Record<string, number>;
  refused: RefusedValue[];
}

const FIELD = /^rows\.(\d+)\.(\w+)$/;
const OWN = 'pages.dataTools.import.errors.';

export function importRefusal(error: unknown): ImportRefusal {
  const failed: ImportRefusal = { key: 'pages.dataTools.import.error', values: {}, refused: [] };
  if (!(error instanceof ApiError)) return failed;
  const body = (error.body ?? {}) as {
    message?: string;
    max?: number;
    fieldErrors?: { field: string; message: string; line?: number; max?: number }[];
  };
  if (body.message === 'error.payloadTooLarge')
    return { ...failed, key: `${OWN}tooLarge`, values: { max: LIMITS.userImportMaxBytes / 1024 } };
  const refused = (body.fieldErrors ?? []).flatMap((f): RefusedValue[] => {
    const at = FIELD.exec(f.field);
    if (!at) return [];
    const where = { line: typeof f.line === 'number' ? f.line : Number(at[1]) + 2, column: at[2]! };
    // A message key of ours, or a constraint kind; a length over the limit says the limit.
    if (f.message.includes('.')) return [{ ...where, problem: f.message, problemValues: {} }];
    const { kind, max } = constraintKind(f.message, f.max);
    return [
      { ...where, problem: `connectsAdmin.errors.kinds.${kind}`, problemValues: max === undefined ? {} : { max } },
    ];
  });
  if (refused.length > 0) return { key: 'pages.dataTools.import.refused', values: {}, refused };
  if (body.message?.startsWith(OWN))
    return { ...failed, key: body.message, values: { max: body.max ?? LIMITS.userImportMaxRows } };
  return failed;
}
