import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorOf } from './field-errors.ts';

/** The field error the first issue of `schema` at `input` gives. */
function errorOf(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected the input to be refused');
  return fieldErrorOf('body', input, parsed.error.issues[0]);
}

describe('the constraint kind of a Zod issue', () => {
  const form = z.object({
    name: z.string().max(50),
    password: z.string().min(8).max(64),
    text: z.string().min(1),
    code: z.string().length(6),
    page: z.number().int().min(0),
    size: z.number().int().max(200),
    id: z.number().int().positive(),
    share: z.number().lt(1),
    sort: z.string().regex(/^[a-z]+$/),
    email: z.email(),
    list: z.array(z.string()).max(2),
  });
  const valid = {
    name: 'n',
    password: 'longenough',
    text: 't',
    code: '202401',
    page: 0,
    size: 20,
    id: 1,
    share: 0.5,
    sort: 'name',
    email: 'a@b.example',
    list: [],
  };
  const refused = (change: Record<string, unknown>) => errorOf(form, { ...valid, ...change });

  it('names a missing field NotNull, whether absent or null', () => {
    expect(errorOf(form, { ...valid, name: undefined })).toEqual({ field: 'body.name', message: 'NotNull' });
    expect(refused({ name: null })).toEqual({ field: 'body.name', message: 'NotNull' });
  });

  it('names a value of the wrong type invalid, not NotNull', () => {
    expect(refused({ name: 12 })).toEqual({ field: 'body.name', message: 'invalid' });
  });

  it('gives lengths and counts as Size with their bound', () => {
    expect(refused({ name: 'x'.repeat(51) })).toEqual({ field: 'body.name', message: 'Size', max: 50 });
    expect(refused({ password: 'short' })).toEqual({ field: 'body.password', message: 'Size', min: 8 });
    expect(refused({ code: '2024' })).toEqual({ field: 'body.code', message: 'Size', min: 6, max: 6 });
    expect(refused({ list: ['a', 'b', 'c'] })).toEqual({ field: 'body.list', message: 'Size', max: 2 });
    expect(refused({ text: '' })).toEqual({
      field: 'body.text',
      message: 'NotEmpty',
    });
  });

  it('gives numeric bounds as Min and Max, exclusive ones as DecimalMin and DecimalMax', () => {
    expect(refused({ page: -1 })).toEqual({ field: 'body.page', message: 'Min', value: 0 });
    expect(refused({ size: 201 })).toEqual({ field: 'body.size', message: 'Max', value: 200 });
    expect(refused({ id: 0 })).toEqual({ field: 'body.id', message: 'DecimalMin', value: 0, inclusive: false });
    expect(refused({ share: 1 })).toEqual({ field: 'body.share', message: 'DecimalMax', value: 1, inclusive: false });
  });

  it('gives formats as Pattern with the expression, and email addresses as Email', () => {
    expect(refused({ sort: 'Name!' })).toEqual({ field: 'body.sort', message: 'Pattern', regexp: '^[a-z]+$' });
    expect(refused({ email: 'not an address' })).toEqual({ field: 'body.email', message: 'Email' });
  });

  it('keeps the kind a refinement names, and names any other refinement invalid', () => {
    const named = z.object({ text: z.string().refine((s) => s.trim() !== '', 'NotBlank') });
    expect(errorOf(named, { text: '  ' })).toEqual({ field: 'body.text', message: 'NotBlank' });
    const english = z.object({ text: z.string().refine(() => false, 'Something went wrong') });
    expect(errorOf(english, { text: 'x' })).toEqual({ field: 'body.text', message: 'invalid' });
  });

  it('names nested fields by their path', () => {
    const nested = z.object({ organization: z.object({ id: z.number().int().positive() }) });
    expect(errorOf(nested, { organization: {} })).toEqual({ field: 'body.organization.id', message: 'NotNull' });
    const listed = z.object({ answers: z.array(z.object({ value: z.string().max(3) })) });
    expect(errorOf(listed, { answers: [{ value: 'ok' }, { value: 'long' }] })).toEqual({
      field: 'body.answers.1.value',
      message: 'Size',
      max: 3,
    });
  });
});
