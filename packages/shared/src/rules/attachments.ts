/** Attachment rules (spec 001 §5 and §9, DESIGN §7). */
import { LIMITS } from '../constants.ts';
import { hasLoneSurrogate } from './lone-surrogate.ts';

export const ALLOWED_EXTENSIONS = [
  'txt',
  'rtf',
  'odt',
  'wmv',
  'swf',
  'rm',
  'mpeg',
  'mpg',
  'mp4',
  'mov',
  'm4v',
  'flv',
  'avi',
  'ods',
  'pps',
  'odp',
  'key',
  'tiff',
  'tif',
  'svg',
  'psd',
  'ps',
  'ico',
  'bmp',
  'ai',
  'xml',
  'tar',
  'csv',
  'z',
  'gz',
  'rar',
  'zip',
  'wma',
  'wav',
  'ogg',
  'mp3',
  'midi',
  'mid',
  'aif',
  'doc',
  'docx',
  'xlr',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'eps',
  'cda',
  'mpa',
  '7z',
  'db',
  'log',
  'sql',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'dmp',
  'tmp',
  'mkv',
  'vob',
  'msg',
  'eml',
  'pdf',
] as const;

export const FORBIDDEN_NAME_CHARACTERS = ['/', '\\', '?', '%', '*', ':', '|', '"', '<', '>', ',', ';', '='] as const;

/** In the order the spec lists them; the first one found is the one reported. */
export const ATTACHMENT_ERRORS = ['fileType', 'fileSize', 'fileName', 'maxFiles', 'duplicateFile'] as const;
export type AttachmentError = (typeof ATTACHMENT_ERRORS)[number];

export interface AttachmentCheck {
  name: string;
  size: number;
  fileCountValid: boolean;
  fileUnique: boolean;
  fileNameValid: boolean;
  fileSizeValid: boolean;
  fileTypeValid: boolean;
  uploadable: boolean;
  errors: AttachmentError[];
}

const allowed = new Set<string>(ALLOWED_EXTENSIONS);
const forbidden = new Set<string>(FORBIDDEN_NAME_CHARACTERS);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isFileTypeAllowed(name: string): boolean {
  return allowed.has(extensionOf(name));
}

/** Such names clear the pending attachments with feedback.attachments.fileNameLength. */
export function nameTooLong(name: string): boolean {
  return [...name].length > LIMITS.attachmentNameMax;
}

/** Bidirectional embeddings, overrides and isolates: they make `evil.exe` read as `exe.pdf`. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Control characters are refused too: no real file name has them and they break headers or disguise the name;
 * so are U+FFFD, which stands where a name's bytes were not UTF-8, and a lone surrogate.
 */
export function isFileNameValid(name: string): boolean {
  return (
    name.length > 0 &&
    !nameTooLong(name) &&
    !name.startsWith('-') &&
    !BIDI_CONTROL.test(name) &&
    !name.includes('\uFFFD') &&
    !hasLoneSurrogate(name) &&
    ![...name].some((c) => forbidden.has(c) || c < ' ' || c === '\u007f')
  );
}

export function isFileSizeValid(size: number): boolean {
  return Number.isSafeInteger(size) && size >= 0 && size <= LIMITS.attachmentMaxBytes;
}

function check(name: string, size: number, fileUnique: boolean, fileCountValid: boolean): AttachmentCheck {
  const flags = {
    fileTypeValid: isFileTypeAllowed(name),
    fileSizeValid: isFileSizeValid(size),
    fileNameValid: isFileNameValid(name),
    fileCountValid,
    fileUnique,
  };
  const failed = [!flags.fileTypeValid, !flags.fileSizeValid, !flags.fileNameValid, !fileCountValid, !fileUnique];
  const errors = ATTACHMENT_ERRORS.filter((_, i) => failed[i]);
  return { name, size, ...flags, uploadable: errors.length === 0, errors };
}

/**
 * Checks files about to be uploaded against each other and the report's existing files of
 * the same visibility. A name already taken (by an existing file or an earlier pending one)
 * is a duplicate. The first (25 − existing) otherwise valid files fill the free places; an
 * invalid file takes no place and is count-valid while a place remains.
 */
export function validateAttachments(
  pending: readonly { name: string; size: number }[],
  existing: readonly { name: string }[],
): AttachmentCheck[] {
  const taken = new Set(existing.map((e) => e.name));
  let places = Math.max(0, LIMITS.attachmentMaxCount - existing.length);
  return pending.map(({ name, size }) => {
    const unique = !taken.has(name);
    taken.add(name);
    const result = check(name, size, unique, places > 0);
    if (result.uploadable) places -= 1;
    return result;
  });
}

/** The server's check of one upload: the first error code (answered as 400 attachmentError.{code}) or null. */
export function attachmentErrorCode(
  name: string,
  size: number,
  existingCount: number,
  existingNames: readonly string[],
): AttachmentError | null {
  const result = check(name, size, !existingNames.includes(name), existingCount < LIMITS.attachmentMaxCount);
  return result.errors[0] ?? null;
}
