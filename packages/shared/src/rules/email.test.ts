import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { ZNotificationEmail } from '../contracts/reporting.ts';
import { EMAIL_FORMAT, emailAddressError, emailError } from './email.ts';

it("is the format Zod's z.email() checks on the server", () => {
  expect(EMAIL_FORMAT.source).toBe(regexes.email.source);
  expect(EMAIL_FORMAT.flags).toBe(regexes.email.flags);
});

const atLength = (n: number) => `${'a'.repeat(n - 'example.com'.length - 1)}@example.com`;

describe('emailError', () => {
  it('accepts a valid address equal to its confirmation', () => {
    expect(emailError('jane.doe+ethics@example.co.uk', 'jane.doe+ethics@example.co.uk')).toBeNull();
    expect(emailError(atLength(100), atLength(100))).toBeNull();
  });

  it.each(['', 'plain', 'a@b', 'a @example.com', '@example.com', 'a@example', ' a@example.com'])(
    'rejects %j as invalid',
    (email) => {
      expect(emailError(email, email)).toBe('invalid');
    },
  );

  it('rejects more than 100 characters', () => {
    expect(atLength(101)).toHaveLength(101);
    expect(emailError(atLength(101), atLength(101))).toBe('tooLong');
  });

  it('rejects a confirmation that differs', () => {
    expect(emailError('a@example.com', 'b@example.com')).toBe('mismatch');
    expect(emailError('a@example.com', 'A@example.com')).toBe('mismatch');
    expect(emailError('a@example.com', '')).toBe('mismatch');
  });
});

describe('emailAddressError', () => {
  it('checks one address as emailError does, with no confirmation', () => {
    expect(emailAddressError('jane.doe+ethics@example.co.uk')).toBeNull();
    expect(emailAddressError(atLength(100))).toBeNull();
    expect(emailAddressError(atLength(101))).toBe('tooLong');
    expect(emailAddressError('plain')).toBe('invalid');
    expect(emailAddressError('')).toBe('invalid');
  });

  it('calls an address both malformed and too long invalid', () => {
    const long = `${'a'.repeat(101)}@example`;
    expect(emailAddressError(long)).toBe('invalid');
    expect(emailError(long, long)).toBe('invalid');
  });
});

describe('ZNotificationEmail', () => {
  it('accepts a valid address or the empty string that clears it', () => {
    expect(ZNotificationEmail.parse('')).toBe('');
    expect(ZNotificationEmail.parse('a@example.com')).toBe('a@example.com');
  });

  it('rejects invalid and too long addresses', () => {
    expect(ZNotificationEmail.safeParse('nope').error?.issues[0]?.message).toBe('Email');
    expect(ZNotificationEmail.safeParse(atLength(101)).error?.issues[0]).toMatchObject({
      code: 'too_big',
      maximum: 100,
    });
    expect(ZNotificationEmail.safeParse(null).success).toBe(false);
  });
});
