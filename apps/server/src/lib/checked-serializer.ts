import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The response serializer of the hot reads (decision 041): the answer is checked
 * against its Zod schema as every answer is, but read forwards (`safeParse`), which Zod
 * serves from its compiled object parser, instead of encoded backwards (`safeEncode`, the
 * type provider's default), which costs about three times as much on a large answer. For
 * schemas without transforms or codecs the two accept and produce the same JSON; unknown
 * keys are dropped and a value of the wrong type still fails (500, never sent).
 */
export const checkedSerializer =
  ({ schema, method, url }: { schema: unknown; method: string; url: string }) =>
  (data: unknown) =>
    checkedJson(schema as z.ZodType, data, method, url);

/** `data` as JSON once `schema` accepts it; an answer it refuses is never sent (500). */
export function checkedJson(schema: z.ZodType, data: unknown, method: string, url: string): string {
  const result = schema.safeParse(data);
  if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
}
