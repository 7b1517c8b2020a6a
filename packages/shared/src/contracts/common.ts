import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

export const ZLangKey = z.enum(LANGUAGES);

/**
 * Text of at most `max` characters as people count them and the forms count them (code points:
 * an emoji is one), refused as `Size` with its `max`.
 */
export const zCharacters = (max: number) =>
  z
    .string()
    .check((ctx) => {
      if ([...ctx.value].length > max) {
        ctx.issues.push({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: ctx.value });
      }
    })
    // The API description's limit: JSON Schema counts code points too.
    .meta({ maxLength: max });

/**
 * A query's `sort` (`field` or `field,direction`, as `pattern` allows), `fallback` when absent.
 * Repeated (`sort=lastName,asc&sort=firstName,asc`, as Spring clients send several orders), the
 * first counts; ties keep the list's own order (decision 070).
 */
export function zSortParam(pattern: RegExp): Repeatable<z.ZodOptional<z.ZodString>>;
export function zSortParam(pattern: RegExp, fallback: string): Repeatable<z.ZodDefault<z.ZodString>>;
export function zSortParam(pattern: RegExp, fallback?: string) {
  const sort = z.string().regex(pattern);
  return fallback === undefined ? firstOfRepeated(sort.optional()) : firstOfRepeated(sort.default(fallback));
}

const firstOfRepeated = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);
type Repeatable<T extends z.ZodType> = ReturnType<typeof firstOfRepeated<T>>;

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
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
  sort: zSortParam(/^[A-Za-z0-9_.]+(,(asc|desc))?$/i),
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
