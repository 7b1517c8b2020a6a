import { validateAttachments } from '@candor/shared';

const fileIds = new WeakMap<File, number>();
let nextFileId = 0;

/** A stable React key for a picked file (two picked files may share a name). */
export function fileKey(file: File): number {
  let id = fileIds.get(file);
  if (id === undefined) {
    nextFileId += 1;
    id = nextFileId;
    fileIds.set(file, id);
  }
  return id;
}

export type UploadState =
  | { kind: 'uploading'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; messageKey: string | null };

/** The pending files that pass every attachment rule against each other and the existing ones. */
export function uploadableFiles(files: readonly File[], existing: readonly { name: string }[]): File[] {
  const checks = validateAttachments(files, existing);
  return files.filter((_, i) => checks[i].uploadable);
}

export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
