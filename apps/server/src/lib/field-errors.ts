import type { FieldError } from './http-error.ts';

/**
 * A Zod 4 issue as Zod and fastify-type-provider-zod hand it over: its code and the code's
 * own fields (`origin`, `minimum`, `format`, ...).
 */
export interface IssueLike {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

type Constraint = { message: string } & Record<string, string | number | boolean>;
type Details = IssueLike & Record<string, unknown>;

const NUMERIC_ORIGINS = new Set(['number', 'int', 'bigint', 'date']);
/** The kinds a schema may name in a refinement's message (the constraint kinds of the spec's catalogue). */
const KINDS = new Set([
  'NotNull',
  'NotBlank',
  'NotEmpty',
  'Size',
  'Min',
  'Max',
  'DecimalMin',
  'DecimalMax',
  'Pattern',
  'Email',
  'AssertTrue',
  'AssertFalse',
]);

const bound = (v: unknown) => (typeof v === 'bigint' ? Number(v) : (v as number));

/** A lower or upper limit: `Size` for lengths and counts, `Min`/`Max` or the `Decimal` kinds for numbers. */
function limit(issue: Details, side: 'min' | 'max'): Constraint {
  const value = bound(side === 'min' ? issue.minimum : issue.maximum);
  if (!NUMERIC_ORIGINS.has(String(issue.origin))) {
    if (side === 'min' && value === 1 && !issue.exact) return { message: 'NotEmpty' };
    return issue.exact ? { message: 'Size', min: value, max: value } : { message: 'Size', [side]: value };
  }
  const inclusive = issue.inclusive !== false;
  const kind = side === 'min' ? 'Min' : 'Max';
  return inclusive ? { message: kind, value } : { message: `Decimal${kind}`, value, inclusive };
}

/**
 * The constraint kind of the spec's error catalogue (spec 002 §5, §8; Bean Validation's names)
 * for one Zod issue, with the constraint's parameters beside it under Bean Validation's
 * attribute names. `missing` says whether the field was absent (or null) in the request.
 */
export function constraintOf(given: IssueLike, missing: boolean): Constraint {
  const issue = given as Details;
  switch (issue.code) {
    case 'invalid_type':
      return { message: missing ? 'NotNull' : 'invalid' };
    case 'too_small':
      return limit(issue, 'min');
    case 'too_big':
      return limit(issue, 'max');
    case 'invalid_format':
      if (issue.format === 'email') return { message: 'Email' };
      // Zod gives the expression as `/source/flags`; Bean Validation's `regexp` is the source.
      return typeof issue.pattern === 'string'
        ? { message: 'Pattern', regexp: issue.pattern.replace(/^\/(.*)\/[a-z]*$/s, '$1') }
        : { message: 'Pattern' };
    case 'custom':
      return { message: KINDS.has(issue.message) ? issue.message : 'invalid' };
    default:
      return { message: 'invalid' };
  }
}

/** `body.a.0.b` for the issue at `a/0/b` of the body. */
export function fieldPath(where: string, path: readonly PropertyKey[]): string {
  return path.length > 0 ? `${where}.${path.map(String).join('.')}` : where;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The field error of one issue found in `input` (the request's body, query, params or headers). */
export function fieldErrorOf(where: string, input: unknown, issue: IssueLike): FieldError {
  const value = valueAt(input, issue.path);
  return { field: fieldPath(where, issue.path), ...constraintOf(issue, value === undefined || value === null) };
}
