import type { Readable } from 'node:stream';
import { ZAttachmentFields } from '@candor/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fieldErrorOf } from '../../lib/field-errors.ts';
import { HttpError } from '../../lib/http-error.ts';

/** The uploaded file and the flag that may come with it as a multipart field. */
export interface IncomingFile {
  filename: string;
  file: Readable;
  notifyOfAttachment?: boolean;
  /**
   * Once the file is read: resolves when the request ends with it, and refuses (400) a request
   * that carries more after it, such as a second file, which would otherwise be dropped unseen.
   */
  rest(): Promise<void>;
}

/** Reads a refused upload to its end, so the request completes; returns its size. */
export async function drain(file: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of file) bytes += (chunk as Buffer).length;
  return bytes;
}

/** One upload is one file: a part after it (a second file, the files limit reached) is refused. */
const oneFile = () =>
  new HttpError(400, 'error.validation', { fieldErrors: [{ field: 'body', message: 'Size', max: 1 }] });

const AFTER_THE_FILE = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

async function nothingAfter(parts: AsyncIterator<Multipart>): Promise<void> {
  let next: IteratorResult<Multipart>;
  try {
    next = await parts.next();
  } catch (err) {
    // A limit reached after the file is something more than the file; any other error is the body's own (4xx).
    if (AFTER_THE_FILE.has((err as { code?: string }).code ?? '')) throw oneFile();
    throw err;
  }
  if (next.done) return;
  if (next.value.type === 'file') await drain(next.value.file);
  throw oneFile();
}

/** The request's file part, with the plain fields sent before it checked by the shared schema. */
export async function incomingFile(req: FastifyRequest): Promise<IncomingFile | undefined> {
  const parts = req.parts()[Symbol.asyncIterator]();
  const fields: Record<string, unknown> = {};
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    const part = next.value;
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
      continue;
    }
    const parsed = ZAttachmentFields.safeParse(fields);
    if (!parsed.success) {
      await drain(part.file);
      const fieldErrors = parsed.error.issues.map((i) => fieldErrorOf('body', fields, i));
      throw new HttpError(400, 'error.validation', { fieldErrors });
    }
    // A binary part without a file name is still a file to busboy, with none: it is refused as a bad name.
    return {
      filename: part.filename ?? '',
      file: part.file,
      notifyOfAttachment: parsed.data.notifyOfAttachment,
      rest: () => nothingAfter(parts),
    };
  }
  return undefined;
}
