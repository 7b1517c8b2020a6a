import type { Readable } from 'node:stream';
import { ZAttachmentFields } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { fieldErrorOf } from '../../lib/field-errors.ts';
import { HttpError } from '../../lib/http-error.ts';

/** The uploaded file and the flag that may come with it as a multipart field. */
export interface IncomingFile {
  filename: string;
  file: Readable;
  notifyOfAttachment?: boolean;
}

/** Reads a refused upload to its end, so the request completes; returns its size. */
export async function drain(file: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of file) bytes += (chunk as Buffer).length;
  return bytes;
}

/** The request's file part, with the plain fields sent before it checked by the shared schema. */
export async function incomingFile(req: FastifyRequest): Promise<IncomingFile | undefined> {
  const part = await req.file();
  if (!part) return undefined;
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field') fields[name] = value.value;
  }
  const parsed = ZAttachmentFields.safeParse(fields);
  if (!parsed.success) {
    await drain(part.file);
    const fieldErrors = parsed.error.issues.map((i) => fieldErrorOf('body', fields, i));
    throw new HttpError(400, 'error.validation', { fieldErrors });
  }
  // A binary part without a file name is still a file to busboy, with none: it is refused as a bad name.
  return { filename: part.filename ?? '', file: part.file, notifyOfAttachment: parsed.data.notifyOfAttachment };
}
