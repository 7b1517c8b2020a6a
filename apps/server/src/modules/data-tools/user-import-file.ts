import { LIMITS, type TUserImportRow, USER_IMPORT_COLUMNS, USER_IMPORT_REQUIRED, ZUserImportRow } from '@candor/shared';
import { CsvError, parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { fieldErrorOf } from '../../lib/field-errors.ts';
import { type FieldError, HttpError } from '../../lib/http-error.ts';

const refused = (message: string, extra: Record<string, unknown> = {}) => new HttpError(400, message, extra);

/** The first line must name the columns, each once, the required ones all. */
function checkColumns(header: string[]): void {
  const known = new Set<string>(USER_IMPORT_COLUMNS);
  const ok =
    header.every((c) => known.has(c)) &&
    new Set(header).size === header.length &&
    USER_IMPORT_REQUIRED.every((c) => header.includes(c));
  if (!ok) throw refused('pages.dataTools.import.errors.columns');
}

/**
 * The users of the request's CSV file (decision 083), read as it streams in: a file over the
 * size limit (413), without the header line, with more than `LIMITS.userImportMaxRows` users,
 * with a line of another length than the header, or that is no CSV is refused as a whole, and so is one with any line the shared schema refuses (a field error
 * per value, `rows.{index}.{column}`). Nothing is stored here.
 */
export async function userImportRows(req: FastifyRequest): Promise<TUserImportRow[]> {
  const part = await req.file();
  if (!part) throw refused('error.validation', { fieldErrors: [{ field: 'file', message: 'NotNull' }] });
  const records: string[][] = [];
  const parser = parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true });
  const read = (async () => {
    for await (const record of parser) if (records.length <= LIMITS.userImportMaxRows + 1) records.push(record);
  })();
  read.catch(() => undefined);
  // The upload is read to its end (the multipart limit caps it), whatever the parser makes of it.
  for await (const chunk of part.file) if (!parser.destroyed) parser.write(chunk);
  parser.end();
  if (part.file.truncated) throw new HttpError(413, 'error.payloadTooLarge');
  try {
    await read;
  } catch (error) {
    if (error instanceof CsvError) throw refused('pages.dataTools.import.errors.unreadable');
    throw error;
  }
  if (records.length > LIMITS.userImportMaxRows + 1)
    throw refused('pages.dataTools.import.errors.tooMany', { max: LIMITS.userImportMaxRows });
  const [header, ...lines] = records;
  if (!header) throw refused('pages.dataTools.import.errors.empty');
  checkColumns(header);
  if (lines.length === 0) throw refused('pages.dataTools.import.errors.empty');
  if (lines.some((line) => line.length !== header.length)) throw refused('pages.dataTools.import.errors.unreadable');

  const values = lines.map((line) => Object.fromEntries(header.map((column, i) => [column, line[i] ?? ''])));
  const rows: TUserImportRow[] = [];
  const fieldErrors: FieldError[] = [];
  for (const [i, value] of values.entries()) {
    const parsed = ZUserImportRow.safeParse(value);
    if (parsed.success) rows.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        fieldErrors.push(fieldErrorOf('rows', values, { ...issue, path: [i, ...issue.path] }));
  }
  if (fieldErrors.length > 0) throw refused('error.validation', { fieldErrors });
  return rows;
}
