import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_EXTENSIONS,
  type AttachmentCheck,
  attachmentErrorCode,
  isFileNameValid,
  nameTooLong,
  validateAttachments,
} from './attachments.ts';

const MB20 = 20_971_520;
const files = (n: number, prefix = 'f') =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix}${i}.pdf`, size: 100 }));
const flags = (c: AttachmentCheck) => [
  c.fileTypeValid,
  c.fileSizeValid,
  c.fileNameValid,
  c.fileCountValid,
  c.fileUnique,
];

describe('ALLOWED_EXTENSIONS', () => {
  it('is the list of spec 001 §9', () => {
    expect(ALLOWED_EXTENSIONS).toEqual(
      (
        'txt, rtf, odt, wmv, swf, rm, mpeg, mpg, mp4, mov, m4v, flv, avi, ods, pps, odp, key, tiff, tif, svg, psd, ps, ico, bmp, ai, ' +
        'xml, tar, csv, z, gz, rar, zip, wma, wav, ogg, mp3, midi, mid, aif, doc, docx, xlr, xls, xlsx, ppt, pptx, eps, cda, mpa, 7z, ' +
        'db, log, sql, gif, jpg, jpeg, png, dmp, tmp, mkv, vob, msg, eml, pdf'
      ).split(', '),
    );
  });
});

describe('validateAttachments', () => {
  it('accepts an ordinary file', () => {
    expect(validateAttachments([{ name: 'Receipt 2024.PDF', size: 1234 }], [])).toEqual([
      {
        name: 'Receipt 2024.PDF',
        size: 1234,
        fileCountValid: true,
        fileUnique: true,
        fileNameValid: true,
        fileSizeValid: true,
        fileTypeValid: true,
        uploadable: true,
        errors: [],
      },
    ]);
  });

  it('checks the extension case-insensitively, by the last dot', () => {
    const names = ['a.JPG', 'a.tar.gz', 'a.7Z', 'a.Z', 'photo.exe', 'noextension', 'a.pdf.exe', 'a.', 'a.html'];
    expect(
      validateAttachments(
        names.map((name) => ({ name, size: 1 })),
        [],
      ).map((c) => c.fileTypeValid),
    ).toEqual([true, true, true, true, false, false, false, false, false]);
  });

  it('allows at most 20971520 bytes', () => {
    const sizes = [0, MB20, MB20 + 1, -1, 1.5, Number.NaN];
    expect(
      validateAttachments(
        sizes.map((size, i) => ({ name: `f${i}.pdf`, size })),
        [],
      ).map((c) => c.fileSizeValid),
    ).toEqual([true, true, false, false, false, false]);
  });

  it('checks the name: length at most 200, no leading hyphen, no forbidden characters', () => {
    const ok = `${'a'.repeat(196)}.pdf`;
    expect(validateAttachments([{ name: ok, size: 1 }], [])[0].fileNameValid).toBe(true);
    expect(validateAttachments([{ name: `a${ok}`, size: 1 }], [])[0].errors).toEqual(['fileName']);
    expect(validateAttachments([{ name: '-a.pdf', size: 1 }], [])[0].errors).toEqual(['fileName']);
    expect(validateAttachments([{ name: 'a-b.pdf', size: 1 }], [])[0].errors).toEqual([]);
    for (const c of '/\\?%*:|"<>,;=') {
      expect(validateAttachments([{ name: `a${c}b.pdf`, size: 1 }], [])[0].errors).toEqual(['fileName']);
    }
    expect(validateAttachments([{ name: 'a\nb.pdf', size: 1 }], [])[0].fileNameValid).toBe(false);
  });

  it('refuses bidirectional control characters, which disguise a name (U+202A-U+202E, U+2066-U+2069)', () => {
    const bidi = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of bidi) {
      const name = `invoice${String.fromCodePoint(code)}fdp.pdf`;
      expect(validateAttachments([{ name, size: 1 }], [])[0].errors).toEqual(['fileName']);
    }
    expect(isFileNameValid('\u05E9\u05DC\u05D5\u05DD.pdf')).toBe(true);
  });

  it('refuses a lone surrogate, which no name typed in any script holds, and keeps paired ones', () => {
    expect(isFileNameValid('a\uD800.pdf')).toBe(false);
    expect(isFileNameValid('a\uDFFF.pdf')).toBe(false);
    expect(isFileNameValid('\uDE00\uD83D.pdf')).toBe(false);
    expect(isFileNameValid('photo \u{1F600}.jpg')).toBe(true);
  });

  it('flags names already taken by an existing or an earlier pending file', () => {
    const result = validateAttachments(
      [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
        { name: 'b.pdf', size: 2 },
        { name: 'B.pdf', size: 1 },
      ],
      [{ name: 'a.pdf' }],
    );
    expect(result.map((c) => c.errors)).toEqual([['duplicateFile'], [], ['duplicateFile'], []]);
  });

  it('fills only the places left by existing files, counting valid files only', () => {
    expect(validateAttachments(files(25), []).every((c) => c.uploadable)).toBe(true);
    expect(validateAttachments(files(26), []).map((c) => c.fileCountValid)).toEqual([...Array(25).fill(true), false]);
    expect(validateAttachments(files(26), [])[25].errors).toEqual(['maxFiles']);
    const withExisting = validateAttachments(files(3), files(23, 'old'));
    expect(withExisting.map((c) => c.uploadable)).toEqual([true, true, false]);
    const invalidFirst = validateAttachments([{ name: 'bad.exe', size: 1 }, ...files(2)], files(23, 'old'));
    expect(invalidFirst.map((c) => c.uploadable)).toEqual([false, true, true]);
    expect(invalidFirst[0].errors).toEqual(['fileType']);
    expect(validateAttachments(files(1), files(30, 'old'))[0].errors).toEqual(['maxFiles']);
  });

  it('re-validates duplicates and the count when a file is removed', () => {
    const pending = [
      { name: 'x.pdf', size: 1 },
      { name: 'x.pdf', size: 1 },
    ];
    expect(validateAttachments(pending, files(24, 'old')).map((c) => c.uploadable)).toEqual([true, false]);
    expect(validateAttachments(pending.slice(1), files(24, 'old')).map((c) => c.uploadable)).toEqual([true]);
  });

  it('lists every error in the spec order', () => {
    expect(validateAttachments([{ name: '-a.exe', size: MB20 + 1 }], [{ name: '-a.exe' }])[0].errors).toEqual([
      'fileType',
      'fileSize',
      'fileName',
      'duplicateFile',
    ]);
  });
});

describe('nameTooLong', () => {
  it('is true above 200 characters', () => {
    expect(nameTooLong('a'.repeat(200))).toBe(false);
    expect(nameTooLong('a'.repeat(201))).toBe(true);
    expect(nameTooLong('😀'.repeat(200))).toBe(false);
  });
});

describe('attachmentErrorCode', () => {
  it('answers the first error or null', () => {
    expect(attachmentErrorCode('a.pdf', 10, 0, [])).toBeNull();
    expect(attachmentErrorCode('a.exe', MB20 + 1, 25, ['a.exe'])).toBe('fileType');
    expect(attachmentErrorCode('a.pdf', MB20 + 1, 0, [])).toBe('fileSize');
    expect(attachmentErrorCode('a:b.pdf', 1, 0, [])).toBe('fileName');
    expect(attachmentErrorCode('a.pdf', 1, 25, [])).toBe('maxFiles');
    expect(attachmentErrorCode('a.pdf', 1, 24, [])).toBeNull();
    expect(attachmentErrorCode('a.pdf', 1, 3, ['a.pdf'])).toBe('duplicateFile');
  });
});

const nameArb = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('a', 'b', 'c', '-d', 'e:f', 'x'.repeat(199)),
      fc.constantFrom('.pdf', '.PNG', '.exe', '', '.tar.gz'),
    )
    .map(([base, ext]) => base + ext),
  fc.string({ maxLength: 12 }),
);
const fileArb = fc.record({
  name: nameArb,
  size: fc.oneof(fc.integer({ min: 0, max: MB20 + 10 }), fc.constantFrom(MB20, MB20 + 1)),
});

describe('attachment properties', () => {
  it('uploadable exactly when all five checks pass, errors matching the failed checks', () => {
    fc.assert(
      fc.property(
        fc.array(fileArb, { maxLength: 30 }),
        fc.array(fc.record({ name: nameArb }), { maxLength: 30 }),
        (pending, existing) => {
          for (const c of validateAttachments(pending, existing)) {
            expect(c.uploadable).toBe(flags(c).every(Boolean));
            const codes = ['fileType', 'fileSize', 'fileName', 'maxFiles', 'duplicateFile'];
            expect(c.errors).toEqual(codes.filter((_, i) => !flags(c)[i]));
          }
        },
      ),
    );
  });

  it('never lets existing plus uploadable files exceed 25, and fills every free place it can', () => {
    fc.assert(
      fc.property(fc.array(fileArb, { maxLength: 30 }), fc.nat(30), (pending, existingCount) => {
        const existing = Array.from({ length: existingCount }, (_, i) => ({ name: `old${i}.pdf` }));
        const result = validateAttachments(pending, existing);
        const uploadable = result.filter((c) => c.uploadable).length;
        const otherwiseValid = result.filter(
          (c) => c.fileTypeValid && c.fileSizeValid && c.fileNameValid && c.fileUnique,
        ).length;
        expect(uploadable).toBe(Math.min(otherwiseValid, Math.max(0, 25 - existingCount)));
      }),
    );
  });

  it('never uploads two files of the same name, nor one already there', () => {
    fc.assert(
      fc.property(
        fc.array(fileArb, { maxLength: 30 }),
        fc.array(fc.record({ name: nameArb }), { maxLength: 5 }),
        (pending, existing) => {
          const names = validateAttachments(pending, existing)
            .filter((c) => c.uploadable)
            .map((c) => c.name);
          expect(new Set(names).size).toBe(names.length);
          expect(names.some((n) => existing.some((e) => e.name === n))).toBe(false);
        },
      ),
    );
  });

  it('the server code agrees with the first error of the client check', () => {
    fc.assert(
      fc.property(fileArb, fc.array(nameArb, { maxLength: 26 }), ({ name, size }, existingNames) => {
        const [c] = validateAttachments(
          [{ name, size }],
          existingNames.map((n) => ({ name: n })),
        );
        expect(attachmentErrorCode(name, size, existingNames.length, existingNames)).toBe(c.errors[0] ?? null);
      }),
    );
  });
});
