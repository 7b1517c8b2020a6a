import { describe, expect, it } from 'vitest';
import { flexColumn, flexQuestionIdOf, SEARCH_COLUMNS, ZSearchColumn } from './report-search.ts';

describe('flex-field columns', () => {
  it('names a flex-field question’s column by its id, and reads the id back', () => {
    expect(flexColumn(42)).toBe('flex:42');
    for (const id of [1, 42, 999_999_999]) expect(flexQuestionIdOf(flexColumn(id)), String(id)).toBe(id);
  });

  it('reads no id from the columns of §3 or from other shapes', () => {
    for (const column of [...SEARCH_COLUMNS, 'flex:', 'flex:abc', 'flex:1234567890', 'flex:-1', 'xflex:1', 'flex:1 ']) {
      expect(flexQuestionIdOf(column), column).toBeUndefined();
    }
  });

  it('takes as a column exactly the names it reads an id from, besides those of §3', () => {
    for (const column of ['flex:7', 'flex:abc', 'flex:', 'flex:1234567890', 'status', 'nope']) {
      const named = (SEARCH_COLUMNS as readonly string[]).includes(column) || flexQuestionIdOf(column) !== undefined;
      expect(ZSearchColumn.safeParse(column).success, column).toBe(named);
    }
  });
});
