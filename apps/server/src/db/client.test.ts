import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { openDatabase } from './client.ts';

const { database } = await buildTestApp();

describe('openDatabase', () => {
  it('gives every connection one generic plan per named statement (decision 032)', async () => {
    const settings = await Promise.all(
      Array.from({ length: 12 }, () => database.db.execute(sql`select current_setting('plan_cache_mode') as mode`)),
    );
    const modes = settings.map((r) => (r as unknown as { rows: { mode: string }[] }).rows[0].mode);
    expect(new Set(modes)).toEqual(new Set(['force_generic_plan']));
  });
});

describe('the embedded database', () => {
  it('starts from the dump of another, with its rows and its extension', async () => {
    const source = await openDatabase({ dataDir: 'memory://' });
    await source.db.execute(sql`create extension pg_trgm`);
    await source.db.execute(sql`create table kept (word text)`);
    await source.db.execute(sql`insert into kept values ('candor')`);
    const dump = await source.dumpDataDir?.();
    await source.close();
    const copy = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    const { rows } = (await copy.db.execute(
      sql`select word, similarity(word, 'candid') > 0 as near from kept`,
    )) as unknown as {
      rows: { word: string; near: boolean }[];
    };
    await copy.close();
    expect(rows).toEqual([{ word: 'candor', near: true }]);
  });
});
