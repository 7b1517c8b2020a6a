import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPool } from './embedded-pool.ts';

const pglite = await PGlite.create('memory://');
const pool = embeddedPool(pglite);
afterAll(async () => {
  await pool.end();
  await pglite.close();
});

const prepared = async () =>
  (await pool.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map((r) => r.name);

describe('embeddedPool (decision 072)', () => {
  it('parses a named statement once, in the embedded session, and runs it by name after', async () => {
    const twice = { name: 'candor_test_twice', text: 'select $1::int * 2 as n' };
    expect((await pool.query(twice, [2])).rows).toEqual([{ n: 4 }]);
    expect(await prepared()).toContain('candor_test_twice');
    expect((await pool.query(twice, [5])).rows).toEqual([{ n: 10 }]);
  });

  it('takes a query with its own type parsers, as Drizzle sends them', async () => {
    const types = { getTypeParser: () => (value: string) => `parsed ${value}` };
    const result = await pool.query({ text: 'select $1::int + 1 as n', values: [1], types });
    expect(result.rows).toEqual([{ n: 'parsed 2' }]);
  });

  it('keeps its connection and prepared statements after a failed statement', async () => {
    await expect(pool.query('select no_such_column')).rejects.toThrow(/no_such_column/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pool.totalCount).toBe(1);
    expect(await prepared()).toContain('candor_test_twice');
    expect((await pool.query({ name: 'candor_test_twice', text: 'select $1::int * 2 as n' }, [21])).rows).toEqual([
      { n: 42 },
    ]);
  });

  it('lets a transaction hold the connection: a statement outside waits for the commit', async () => {
    await pool.query('create table held (n int)');
    const tx = await pool.connect();
    await tx.query('begin');
    await tx.query('insert into held values (1)');
    const outside = pool.query<{ count: string }>('select count(*) from held');
    const order: string[] = [];
    void outside.then(() => order.push('outside'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('commit');
    await tx.query('commit');
    tx.release();
    expect((await outside).rows).toEqual([{ count: '1' }]);
    expect(order).toEqual(['commit', 'outside']);
  });
});
