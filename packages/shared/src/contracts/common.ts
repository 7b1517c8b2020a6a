import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { isCalendarDay } from '../rules/calendar-day.ts';

export const ZLangKey = z.enum(LANGUAGES);

/**
 * Text of at most `max` characters as people count them and the forms count them (code points:
 * an emoji is one), refused as `Size` with its `max`.
 */
export const zCharacters = (max: number, base: z.ZodString = z.string()) =>
  base
    .check((ctx) => {
      if ([...ctx.value].length > max) {
        ctx.issues.push({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: ctx.value });
      }
    })
    // The API description's limit: JSON Schema counts code points too.
    .meta({ maxLength: max });

export type SortDirection = 'asc' | 'desc';
/** A parsed `sort`: the field, then `asc` or `desc`. */
export type Sort<F extends string = string> = `${F},${SortDirection}`;

/**
 * A query's `sort`, as Spring reads it: `field` or `field,direction`, in any case, ascending
 * without a direction. The field is one of `fields` (answered in its spelling there) or what the
 * pattern `fields` allows (answered as typed); anything else is refused as `Pattern`. Parsed to
 * `field,asc` or `field,desc` (decision 079), `fallback` when absent. Repeated
 * (`sort=lastName,asc&sort=firstName,asc`, as Spring clients send several orders), the first
 * counts; ties keep the list's own order (decision 070).
 */
export function zSortParam<F extends string>(fields: readonly F[] | RegExp): Repeatable<z.ZodOptional<SortSchema<F>>>;
export function zSortParam<F extends string>(
  fields: readonly F[] | RegExp,
  fallback: NoInfer<Sort<F>>,
): Repeatable<z.ZodDefault<SortSchema<F>>>;
export function zSortParam(fields: readonly string[] | RegExp, fallback?: Sort) {
  const field = fields instanceof RegExp ? fields.source : fields.join('|');
  const spelling = fields instanceof RegExp ? undefined : new Map(fields.map((f) => [f.toLowerCase(), f]));
  const sort = z
    .string()
    .regex(new RegExp(`^(${field})(,(asc|desc))?$`, 'i'))
    // JSON Schema's `pattern` has no flags: the description says what it cannot.
    .meta({ description: '`field` or `field,direction`, in any case; ascending without a direction' })
    .transform((value): Sort => {
      const [typed, direction = 'asc'] = value.split(',');
      return `${spelling?.get(typed.toLowerCase()) ?? typed},${direction.toLowerCase() as SortDirection}`;
    });
  return fallback === undefined ? firstOfRepeated(sort.optional()) : firstOfRepeated(sort.default(fallback));
}

/** A parsed sort's field and direction. */
export const sortParts = <F extends string>(sort: Sort<F>) => sort.split(',') as [F, SortDirection];

type SortSchema<F extends string> = z.ZodPipe<z.ZodString, z.ZodTransform<Sort<F>, string>>;
const firstOfRepeated = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);
type Repeatable<T extends z.ZodType> = ReturnType<typeof firstOfRepeated<T>>;

/** A day of the calendar as YYYY-MM-DD (`isCalendarDay`), described as an ISO date. */
export const zDay = z.iso.date().refine(isCalendarDay, { message: 'Pattern' });

/** The runtime's own spelling of a time zone it knows (`europe/paris` is `Europe/Paris`); undefined for one it does not. */
function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The time zone a person's days are counted in (the browser's), an IANA name; UTC when none is
 * given. It is read in the runtime's spelling, so that one zone is always one name.
 */
export const ZTimeZone = firstOfRepeated(
  z
    .string()
    .max(64)
    .transform((name, ctx) => {
      const zone = canonicalTimeZone(name);
      if (zone === undefined) ctx.issues.push({ code: 'custom', message: 'Pattern', input: name });
      return zone ?? name;
    })
    .default('UTC'),
);

/** An instant in ISO 8601 with its offset, in the years 1 to 9999 once in UTC: those PostgreSQL stores. */
export const zInstant = z.iso.datetime({ offset: true }).refine(
  (v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= 1 && year <= 9999;
  },
  { message: 'Pattern' },
);

/**
 * A row id in a path or query (PostgreSQL's integer): `?id=12` reads as 12. Decimal digits only:
 * `0x0c`, `1e3`, `12.0` or ` 12` name no row.
 */
export const zId = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().positive().max(2_147_483_647));
/** A row id in a JSON body: a number, within PostgreSQL's integer. */
export const zKey = z.number().int().positive().max(2_147_483_647);

/** A comma-separated list parameter that may also come repeated (`ids=1&ids=2` reads as `ids=1,2`). */
export const commaList = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), schema);

/** `message` is the constraint kind of the error catalogue (`Size`, `NotNull`, ...); its parameters sit beside it. */
export const ZFieldError = z
  .object({ field: z.string(), message: z.string() })
  .catchall(z.union([z.string(), z.number(), z.boolean()]));

/** The one error shape of the API (DESIGN.md §5). */
export const ZErrorBody = z
  .object({
    message: z.string(),
    title: z.string().optional(),
    fieldErrors: z.array(ZFieldError).optional(),
    status: z.number().int(),
  })
  .loose();
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZPageQuery = z.object({
  // 10 000 000 pages of 200 stay within PostgreSQL's integer offset.
  page: z.coerce.number().int().min(0).max(10_000_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
  sort: zSortParam(/[A-Za-z0-9_.]+/),
});

export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
  });

/** Query flags arrive as strings. */
export const zQueryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
