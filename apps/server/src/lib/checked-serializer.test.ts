import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedSerializer } from './checked-serializer.ts';

const serialize = checkedSerializer({
  schema: z.object({ id: z.number().int(), name: z.string().nullable(), tags: z.array(z.enum(['a', 'b'])) }),
  method: 'GET',
  url: '/api/x',
});

describe('checkedSerializer', () => {
  it('writes what the schema declares and drops the rest', () => {
    expect(serialize({ id: 1, name: null, tags: ['a'], passwordHash: 'x' })).toBe('{"id":1,"name":null,"tags":["a"]}');
  });

  it('refuses an answer that breaks the contract, whatever the field', () => {
    for (const wrong of [
      { id: '1', name: null, tags: [] },
      { id: 1, tags: [] },
      { id: 1, name: 'n', tags: ['c'] },
    ]) {
      let caught: unknown;
      try {
        serialize(wrong);
      } catch (err) {
        caught = err;
      }
      expect(isResponseSerializationError(caught)).toBe(true);
    }
  });
});
