import { LIMITS } from '@candor/shared';
import { ApiError } from '../../../lib/api-client.ts';

/** One refused value: the file's line (the header is line 1), its column, and the key of what is wrong. */
export interface RefusedValue {
  line: number;
  column: string;
  problem: string;
}

/** Why an import was refused: a text for the file as a whole, and the refused values, if any. */
export interface ImportRefusal {
  key: string;
  values: Record<string, number>;
  refused: RefusedValue[];
}

/** The constraint kinds the server names (lib/field-errors.ts) that have a text of their own. */
const KINDS = new Set(['Size', 'NotNull', 'NotEmpty', 'Pattern', 'Email']);
const FIELD = /^rows\.(\d+)\.(\w+)$/;
const OWN = 'pages.dataTools.import.errors.';

export function importRefusal(error: unknown): ImportRefusal {
  const failed: ImportRefusal = { key: 'pages.dataTools.import.error', values: {}, refused: [] };
  if (!(error instanceof ApiError)) return failed;
  if (error.status === 413)
    return { ...failed, key: `${OWN}tooLarge`, values: { max: LIMITS.userImportMaxBytes / 1024 } };
  const body = (error.body ?? {}) as {
    message?: string;
    max?: number;
    fieldErrors?: { field: string; message: string }[];
  };
  const refused = (body.fieldErrors ?? []).flatMap((f): RefusedValue[] => {
    const at = FIELD.exec(f.field);
    if (!at) return [];
    // A message key of ours, or a constraint kind.
    const problem = f.message.includes('.')
      ? f.message
      : `connectsAdmin.errors.kinds.${KINDS.has(f.message) ? f.message : 'invalid'}`;
    return [{ line: Number(at[1]) + 2, column: at[2]!, problem }];
  });
  if (refused.length > 0) return { key: 'pages.dataTools.import.refused', values: {}, refused };
  if (body.message?.startsWith(OWN))
    return { ...failed, key: body.message, values: { max: body.max ?? LIMITS.userImportMaxRows } };
  return failed;
}
