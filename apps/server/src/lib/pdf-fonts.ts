/**
 * The fonts of the PDF exports. DejaVu Sans draws Latin, Greek and Cyrillic (pdfkit's built-in
 * fonts cover Western European only). The scripts it lacks are drawn with the system's Noto fonts
 * (Debian's `fonts-noto-core` and `fonts-noto-cjk`, which the Dockerfile and CI install): Thai,
 * Devanagari, Gurmukhi, Tamil, Sinhala, Myanmar, and Chinese, Japanese and Korean (decision 119).
 * A text is cut into runs, each in the first font that draws its letters, DejaVu Sans first. A
 * script whose font is not installed prints as empty boxes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const DEJAVU = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const NOTO_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/opentype/noto'];

/** The file of DejaVu Sans in a weight: a document's `regular` and `bold`. */
export const baseFontFile = (weight: Weight) =>
  path.join(DEJAVU, weight === 'bold' ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf');

/** How the export's language draws Han characters; other languages get Simplified Chinese. */
const CJK_VARIANT: Record<string, string> = { jp: 'jp', ko: 'kr', ch: 'tc', zh: 'sc' };
const SCRIPTS = ['Thai', 'Devanagari', 'Gurmukhi', 'Tamil', 'Sinhala', 'Myanmar'];

export interface Face {
  /** The name the font is registered under in a document. */
  name: string;
  file: string;
  postscriptName?: string;
}

const files = new Map<string, Buffer | null>();
const fonts = new Map<string, fontkit.Font | null>();

/** A font file's bytes, read once per process; null when it is not installed. */
function bytesOf(file: string): Buffer | null {
  if (!files.has(file)) {
    const found = [DEJAVU, ...NOTO_DIRS].map((dir) => path.join(dir, file)).find((p) => existsSync(p));
    files.set(file, found ? readFileSync(found) : null);
  }
  return files.get(file) ?? null;
}

/** Whether a face draws a code point; a face not installed, or that cannot be read, draws none. */
function draws(face: Face, codePoint: number): boolean {
  if (!fonts.has(face.name)) {
    const bytes = bytesOf(face.file);
    let font: fontkit.Font | null = null;
    try {
      font = bytes && (fontkit.create(bytes, face.postscriptName) as fontkit.Font);
    } catch {
      // A damaged font file: the script prints as boxes rather than the export failing.
    }
    fonts.set(face.name, font);
  }
  return fonts.get(face.name)?.hasGlyphForCodePoint(codePoint) ?? false;
}

interface Fonts {
  base: Face;
  fallbacks: Face[];
  /** The fallback that draws a code point DejaVu Sans lacks, found once. */
  chosen: Map<number, Face | null>;
}
const sets = new Map<string, Fonts>();

function fontsFor(weight: Weight, langKey: string): Fonts {
  const w = weight === 'bold' ? 'Bold' : 'Regular';
  const cjk = `NotoSansCJK${CJK_VARIANT[langKey] ?? 'sc'}-${w}`;
  let set = sets.get(cjk);
  if (!set) {
    set = {
      base: { name: weight, file: path.basename(baseFontFile(weight)) },
      fallbacks: [
        ...SCRIPTS.map((script) => ({ name: `NotoSans${script}-${w}`, file: `NotoSans${script}-${w}.ttf` })),
        { name: cjk, file: `NotoSansCJK-${w}.ttc`, postscriptName: cjk },
      ],
      chosen: new Map(),
    };
    sets.set(cjk, set);
  }
  return set;
}

export interface Run {
  face: Face;
  text: string;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const LETTER = /\p{L}/u;
/** Control and format characters, lone surrogates: nothing to draw, nothing to choose a font for. */
const INVISIBLE = /\p{C}/u;

/**
 * `text` cut into runs of one font each. A space, digit, mark or punctuation stays in a fallback's
 * run when that font draws it, so that a sentence in one script is one run; an invisible character
 * stays in the run it is in.
 */
export function fontRuns(text: string, weight: Weight, langKey: string): Run[] {
  const set = fontsFor(weight, langKey);
  if (PRINTABLE_ASCII.test(text)) return [{ face: set.base, text }];
  const runs: Run[] = [];
  let face = set.base;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (!INVISIBLE.test(char) && (face === set.base || LETTER.test(char) || !draws(face, cp))) {
      if (draws(set.base, cp)) face = set.base;
      else {
        if (!set.chosen.has(cp)) set.chosen.set(cp, set.fallbacks.find((f) => draws(f, cp)) ?? null);
        face = set.chosen.get(cp) ?? set.base;
      }
    }
    const last = runs.at(-1);
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** Makes a fallback face known to a document, once per document. */
export function registerFace(doc: PDFKit.PDFDocument, registered: Set<string>, face: Face): void {
  if (registered.has(face.name)) return;
  const bytes = bytesOf(face.file);
  if (bytes) doc.registerFont(face.name, bytes, face.postscriptName);
  registered.add(face.name);
}
