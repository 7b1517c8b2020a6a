import { LIMITS, type TUserImportRow, USER_IMPORT_COLUMNS, USER_IMPORT_REQUIRED, ZUserImportRow } from '@candor/shared';
import { CsvError, parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { fieldErrorOf } from '../../lib/field-errors.ts';
import { type FieldError, HttpError } from '../../lib/http-error.ts';
import { drain } from '../attachments/incoming-file.ts';

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

/** The lines of the file a record starts on: where it ends, less the line breaks inside its quoted values. */
const firstLineOf = (record: string[], lastLine: number) =>
  lastLine - record.reduce((breaks, value) => breaks + (value.match(/\r\n|\n|\r/g)?.length ?? 0), 0);

/**
 * The users of an import file, each with the line of the file he starts on (the header is line 1):
 * null for a line the shared schema refused, with its field errors. `keys` holds each line's login
 * and organization where they pass on their own, so that a refused line is checked against the
 * database too.
 */
export interface ImportLines {
  rows: (TUserImportRow | null)[];
  keys: ImportKeys[];
  lines: number[];
  fieldErrors: FieldError[];
}

export interface ImportKeys {
  login?: string;
  organizationId?: number;
}

/** The login and organization of a line, each where the shared schema takes it. */
function keysOf(value: Record<string, string>): ImportKeys {
  const { login, organizationId } = ZUserImportRow.shape;
  const keys: ImportKeys = {};
  const loginRead = login.safeParse(value.login);
  if (loginRead.success && !loginRead.data.includes('\0')) keys.login = loginRead.data;
  const organizationRead = organizationId.safeParse(value.organizationId);
  if (organizationRead.success) keys.organizationId = organizationRead.data;
  return keys;
}

/**
 * The users of the request's CSV file (decision 083), read as it streams in. The file as a
 * whole is refused when it is over the size limit (413), has no header line naming the columns,
 * holds more than `LIMITS.userImportMaxRows` users or none, has a line of another length than
 * the header, or is no CSV. A value the shared schema refuses is answered with the rest, as a
 * field error (`rows.{index}.{column}`, and its `line` in the file), so that the importer learns
 * every refused value at once. Nothing is stored here.
 */
export async function userImportRows(req: FastifyRequest): Promise<ImportLines> {
  const part = await req.file();
  if (part?.fieldname !== 'file') {
    if (part) await drain(part.file);
    throw refused('error.validation', { fieldErrors: [{ field: 'file', message: 'NotNull' }] });
  }
  const records: { record: string[]; line: number }[] = [];
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    info: true,
  });
  const read = (async () => {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
      if (records.length <= LIMITS.userImportMaxRows + 1)
        records.push({ record, line: firstLineOf(record, info.lines) });
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
  const [first, ...users] = records;
  if (!first) throw refused('pages.dataTools.import.errors.empty');
  const header = first.record;
  checkColumns(header);
  if (users.length === 0) throw refused('pages.dataTools.import.errors.empty');
  if (users.some((u) => u.record.length !== header.length)) throw refused('pages.dataTools.import.errors.unreadable');

  const values = users.map((u) => Object.fromEntries(header.map((column, i) => [column, u.record[i] ?? ''])));
  const lines = users.map((u) => u.line);
  const rows: (TUserImportRow | null)[] = [];
  const keys: ImportKeys[] = [];
  const fieldErrors: FieldError[] = [];
  for (const [i, value] of values.entries()) {
    const parsed = ZUserImportRow.safeParse(value);
    rows.push(parsed.success ? parsed.data : null);
    keys.push(parsed.success ? parsed.data : keysOf(value));
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        fieldErrors.push({ ...fieldErrorOf('rows', values, { ...issue, path: [i, ...issue.path] }), line: lines[i]! });
  }
  return { rows, keys, lines, fieldErrors };
}
