import { ALLOWED_EXTENSIONS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { checkContent } from './content-check.ts';
import { contentDisposition } from './content-disposition.ts';

const bytes = (hex: string, padding = 64) => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.alloc(padding)]);
const ascii = (s: string) => Buffer.from(s, 'latin1');

describe('content check by magic bytes', () => {
  it('has a rule for every allowed extension: harmless text passes where no magic bytes are required', async () => {
    const needsMagic = new Set([
      'pdf',
      'ai',
      'eps',
      'ps',
      'jpg',
      'jpeg',
      'png',
      'gif',
      'bmp',
      'ico',
      'tif',
      'tiff',
      'psd',
      'zip',
      '7z',
      'rar',
      'gz',
      'z',
      'tar',
      'docx',
      'xlsx',
      'pptx',
      'odt',
      'ods',
      'odp',
    ]);
    for (const ext of ALLOWED_EXTENSIONS) {
      const verdict = await checkContent(`file.${ext}`, ascii('plain words, nothing else'));
      expect(verdict.ok, ext).toBe(!needsMagic.has(ext));
    }
  });

  it('accepts real headers for their extension and stores the detected type', async () => {
    expect(await checkContent('a.pdf', ascii('%PDF-1.7\n1 0 obj'))).toEqual({ ok: true, mime: 'application/pdf' });
    expect(await checkContent('a.JPG', bytes('ffd8ffe000104a464946'))).toMatchObject({ ok: true, mime: 'image/jpeg' });
    expect(await checkContent('a.doc', bytes('d0cf11e0a1b11ae1', 600))).toMatchObject({ ok: true });
    expect(await checkContent('a.docx', bytes('504b0304', 100))).toMatchObject({ ok: true, mime: 'application/zip' });
    expect(await checkContent('a.svg', ascii('<?xml version="1.0"?><svg/>'))).toMatchObject({ ok: true });
    expect(await checkContent('a.txt', ascii('hello'))).toEqual({ ok: true, mime: 'text/plain' });
    expect(await checkContent('dump.tmp', bytes('504b0304', 100))).toMatchObject({ ok: true });
  });

  it("accepts a file with its format's leading magic bytes where the detector gives up (a damaged PNG)", async () => {
    const damaged = Buffer.concat([
      Buffer.from('89504e470d0a1a0affffffff', 'hex'),
      Buffer.from('IHDR'),
      Buffer.alloc(100, 7),
    ]);
    expect(await checkContent('screenshot.png', damaged)).toEqual({ ok: true, mime: 'application/octet-stream' });
    expect(await checkContent('screenshot.jpg', damaged)).toMatchObject({ ok: false });
  });

  it('refuses executables whatever the extension, and types that do not fit it', async () => {
    for (const name of ['a.pdf', 'a.txt', 'a.tmp', 'a.dmp', 'a.csv']) {
      expect((await checkContent(name, bytes('4d5a9000'))).ok, `PE as ${name}`).toBe(false);
      expect((await checkContent(name, bytes('7f454c46020101'))).ok, `ELF as ${name}`).toBe(false);
      expect((await checkContent(name, bytes('cffaedfe0c000001'))).ok, `Mach-O as ${name}`).toBe(false);
    }
    expect((await checkContent('a.png', ascii('%PDF-1.7\n'))).ok).toBe(false);
    expect((await checkContent('a.txt', bytes('89504e470d0a1a0a0000000d49484452'))).ok).toBe(false);
    expect((await checkContent('a.pdf', Buffer.alloc(0))).ok).toBe(false);
    expect((await checkContent('a.exe', ascii('text'))).ok).toBe(false);
  });
});

describe('download file name header', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition("l'été (1).txt")).toBe(
      `attachment; filename="l'_t_ (1).txt"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.txt`,
    );
  });
});
