import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

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
