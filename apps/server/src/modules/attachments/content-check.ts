import { extensionOf } from '@candor/shared';
import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes the magic-byte check looks at (what file-type needs). */
export const SNIFF_BYTES = 4100;

/** Types that run code when opened: refused whatever the extension says. */
const EXECUTABLE = new Set([
  'exe',
  'elf',
  'macho',
  'class',
  'wasm',
  'jar',
  'apk',
  'crx',
  'xpi',
  'deb',
  'rpm',
  'lnk',
  'reg',
  'chm',
  'dmg',
]);

/** Executable headers file-type may not name: PE/DOS, ELF, Mach-O (and Java class / fat binaries), WebAssembly, Dalvik. */
const EXECUTABLE_SIGNATURES = [
  '4d5a',
  '7f454c46',
  'feedface',
  'feedfacf',
  'cefaedfe',
  'cffaedfe',
  'cafebabe',
  '0061736d',
  '6465780a',
];

const startsWith = (head: Buffer, hex: string) => head.subarray(0, hex.length / 2).equals(Buffer.from(hex, 'hex'));

interface ContentRule {
  /** Detected types that fit the extension. */
  accepts: readonly string[];
  /**
   * The format always starts with magic bytes: content file-type cannot name (it may need
   * more than the first bytes) fits only if it starts with one of these (hex).
   */
  magic?: readonly string[];
  /** A container of anything (memory dumps, temporary files, databases): any harmless type fits. */
  anyType?: boolean;
  /** What to store when nothing is detected. */
  mime?: string;
}

const ISO_MEDIA = ['mp4', 'm4v', 'm4a', 'm4b', 'm4p', 'mov', '3gp', '3g2', 'f4v', 'f4a', 'f4b', 'f4p'];
const MPEG = ['mpg', 'mts', 'mp1', 'mp2'];
const MPEG_AUDIO = ['mp1', 'mp2', 'mp3', 'aac'];
const OGG = ['ogg', 'oga', 'ogv', 'ogm', 'ogx', 'opus', 'spx'];
const OLE = ['cfb'];
const ZIP = ['504b0304', '504b0506', '504b0708'];
const TIFF = ['49492a00', '4d4d002a', '49492b00', '4d4d002b'];
const POSTSCRIPT = ['2521', 'c5d0d3c6'];
const office = (ext: string): ContentRule => ({ accepts: [ext, 'zip'], magic: ZIP });
const text = (mime: string, accepts: readonly string[] = []): ContentRule => ({ accepts, mime });

/** One rule per allowed extension (packages/shared ALLOWED_EXTENSIONS). */
const RULES: Record<string, ContentRule> = {
  txt: text('text/plain'),
  log: text('text/plain'),
  csv: text('text/csv'),
  sql: text('application/sql'),
  eml: text('message/rfc822'),
  xml: text('application/xml', ['xml']),
  svg: text('image/svg+xml', ['xml']),
  rtf: text('application/rtf', ['rtf']),
  pdf: { accepts: ['pdf'], magic: ['255044462d'] },
  ai: { accepts: ['pdf', 'eps', 'ps'], magic: ['255044462d', ...POSTSCRIPT] },
  eps: { accepts: ['eps', 'ps'], magic: POSTSCRIPT },
  ps: { accepts: ['ps', 'eps'], magic: POSTSCRIPT },
  jpg: { accepts: ['jpg'], magic: ['ffd8ff'] },
  jpeg: { accepts: ['jpg'], magic: ['ffd8ff'] },
  png: { accepts: ['png', 'apng'], magic: ['89504e470d0a1a0a'] },
  gif: { accepts: ['gif'], magic: ['474946383761', '474946383961'] },
  bmp: { accepts: ['bmp'], magic: ['424d'] },
  ico: { accepts: ['ico', 'cur'], magic: ['00000100', '00000200'] },
  tif: { accepts: ['tif'], magic: TIFF },
  tiff: { accepts: ['tif'], magic: TIFF },
  psd: { accepts: ['psd'], magic: ['38425053'] },
  zip: { accepts: ['zip'], magic: ZIP },
  '7z': { accepts: ['7z'], magic: ['377abcaf271c'] },
  rar: { accepts: ['rar'], magic: ['526172211a07'] },
  gz: { accepts: ['gz', 'tar.gz'], magic: ['1f8b'] },
  z: { accepts: ['Z'], magic: ['1f9d', '1fa0'] },
  tar: { accepts: ['tar'], magic: [] },
  docx: office('docx'),
  xlsx: office('xlsx'),
  pptx: office('pptx'),
  odt: office('odt'),
  ods: office('ods'),
  odp: office('odp'),
  key: { accepts: ['zip'] },
  doc: { accepts: OLE },
  xls: { accepts: OLE },
  ppt: { accepts: OLE },
  pps: { accepts: OLE },
  msg: { accepts: OLE },
  xlr: { accepts: OLE },
  mp4: { accepts: ISO_MEDIA },
  m4v: { accepts: ISO_MEDIA },
  mov: { accepts: ISO_MEDIA },
  mpeg: { accepts: MPEG },
  mpg: { accepts: MPEG },
  vob: { accepts: MPEG },
  mpa: { accepts: MPEG_AUDIO },
  mp3: { accepts: MPEG_AUDIO },
  wmv: { accepts: ['asf'] },
  wma: { accepts: ['asf'] },
  avi: { accepts: ['avi'] },
  mkv: { accepts: ['mkv', 'webm'] },
  flv: { accepts: ['flv'] },
  swf: { accepts: ['swf'] },
  rm: { accepts: ['rm'] },
  ogg: { accepts: OGG },
  wav: { accepts: ['wav'] },
  mid: { accepts: ['mid'] },
  midi: { accepts: ['mid'] },
  aif: { accepts: ['aif'] },
  cda: { accepts: ['wav'] },
  db: { accepts: [], anyType: true },
  dmp: { accepts: [], anyType: true },
  tmp: { accepts: [], anyType: true },
};

const OCTET_STREAM = 'application/octet-stream';

export interface ContentVerdict {
  ok: boolean;
  /** The type to store and to send back on download. */
  mime: string;
}

/**
 * Whether the first bytes of a file fit its extension: the detected type must be one the
 * extension allows, a format with magic bytes must have them, and nothing may carry an
 * executable's signature.
 */
export async function checkContent(fileName: string, head: Buffer): Promise<ContentVerdict> {
  const rule = RULES[extensionOf(fileName)];
  const detected = await fileTypeFromBuffer(head);
  const mime = detected?.mime ?? rule?.mime ?? OCTET_STREAM;
  if (!rule || EXECUTABLE_SIGNATURES.some((hex) => startsWith(head, hex))) return { ok: false, mime };
  if (!detected) return { ok: !rule.magic || rule.magic.some((hex) => startsWith(head, hex)), mime };
  if (EXECUTABLE.has(detected.ext)) return { ok: false, mime };
  return { ok: rule.anyType === true || rule.accepts.includes(detected.ext), mime };
}
