import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zId, zSortParam } from './common.ts';

describe('zSortParam (decision 079)', () => {
  const listed = z.object({ sort: zSortParam(['lastName', 'login']) });
  const sortOf = (sort: unknown) => listed.parse({ sort }).sort;

  it('reads `field` or `field,direction` as Spring does, answering `field,asc` or `field,desc`', () => {
    expect(sortOf('lastName')).toBe('lastName,asc');
    expect(sortOf('lastName,desc')).toBe('lastName,desc');
    expect(sortOf('LASTNAME,DESC')).toBe('lastName,desc');
    expect(sortOf('login,Asc')).toBe('login,asc');
    expect(sortOf(undefined)).toBeUndefined();
  });

  it('keeps the first of a repeated sort (decision 070)', () => {
    expect(sortOf(['login,DESC', 'lastName,asc'])).toBe('login,desc');
  });

  it('refuses any other field or direction as a pattern mismatch', () => {
    for (const sort of ['email', 'email,asc', 'lastName,', 'lastName,up', ',asc', 'lastName;drop', 'lastName,asc,x']) {
      expect(listed.safeParse({ sort }).error?.issues, sort).toMatchObject([
        { code: 'invalid_format', format: 'regex', path: ['sort'] },
      ]);
    }
  });

  it('answers its fallback when absent, and a field a pattern allows as typed', () => {
    const patterned = z.object({ sort: zSortParam(/[a-z.]+/, 'id,desc') });
    expect(patterned.parse({}).sort).toBe('id,desc');
    expect(patterned.parse({ sort: 'Owner.Name' }).sort).toBe('Owner.Name,asc');
    expect(patterned.parse({ sort: 'owner.name,DESC' }).sort).toBe('owner.name,desc');
  });
});

describe('zId: a row id in a path or query', () => {
  it('reads decimal digits as the id, within PostgreSQL integers', () => {
    expect(zId.parse('12')).toBe(12);
    expect(zId.parse('2147483647')).toBe(2_147_483_647);
    expect(zId.safeParse('2147483648').error?.issues[0].code).toBe('too_big');
    expect(zId.safeParse('0').error?.issues[0].code).toBe('too_small');
  });

  it('reads nothing else as an id: no hexadecimal, exponent, point, sign or space', () => {
    for (const given of ['0x0c', '1e3', '12.0', '+12', '-12', ' 12', '12 ', '', 'abc']) {
      expect(zId.safeParse(given).success, given).toBe(false);
    }
  });
});
