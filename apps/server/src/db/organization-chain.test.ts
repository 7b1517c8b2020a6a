import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { prepareScopeLookup } from '../modules/reports/reach.repository.ts';
import { chainOf, chainSql, inTreeSql, rootSql } from './organization-chain.ts';
import { organizations, userOrganizations, users } from './schema/index.ts';

const { database } = await buildTestApp({ demo: false });

/** Each form of a chain the specification allows: ids separated by `--`, or by `-`. */
const CHAINS = [
  { id: 7, parentChain: '', chain: [7], root: 7 },
  { id: 7, parentChain: '1--23', chain: [1, 23, 7], root: 1 },
  { id: 7, parentChain: '1-23', chain: [1, 23, 7], root: 1 },
  { id: 7, parentChain: '1--', chain: [1, 7], root: 1 },
];

async function inSql(org: { id: number; parentChain: string }, rootId: number) {
  const columns = { id: sql`${org.id}::int`, parentChain: sql`${org.parentChain}::text` };
  const result = (await database.db.execute(
    sql`select ${chainSql(columns)} as chain, ${rootSql(columns)} as root,
      ${inTreeSql(columns, sql`${rootId}::int`)} as "inTree"`,
  )) as unknown as { rows: { chain: number[]; root: number; inTree: boolean }[] };
  return result.rows[0];
}

describe('an organization chain', () => {
  it.each(CHAINS)('reads "$parentChain" the same in JavaScript and in SQL', async (org) => {
    expect(chainOf(org)).toEqual(org.chain);
    const read = await inSql(org, 23);
    expect(read).toEqual({ chain: org.chain, root: org.root, inTree: org.chain.includes(23) });
  });

  it('places an organization under its ancestors and itself, and under nothing else', async () => {
    const org = { id: 7, parentChain: '1--23' };
    for (const id of [1, 23, 7]) expect((await inSql(org, id)).inTree).toBe(true);
    // 2 and 3 are digits of 23: a match must be a whole id.
    for (const id of [2, 3, 12, 70]) expect((await inSql(org, id)).inTree).toBe(false);
  });
});

describe('a tree written with single dashes', () => {
  it('gives a reviewer his organization, those below it and his root, as with double dashes', async () => {
    const { db } = database;
    const add = async (name: string, parentChain: string) =>
      (await db.insert(organizations).values({ name, parentChain }).returning({ id: organizations.id }))[0].id;
    const root = await add('Single-dash root', '');
    const region = await add('Single-dash region', `${root}`);
    const office = await add('Single-dash office', `${root}-${region}`);
    const [user] = await db
      .insert(users)
      .values({ login: 'single-dash-reviewer', legacyUserId: 'single-dash-reviewer' })
      .returning({ id: users.id });
    await db.insert(userOrganizations).values({ userId: user.id, organizationId: region });

    const scope = await prepareScopeLookup(db)(user.id);
    expect(new Set(scope?.orgIds)).toEqual(new Set([region, office]));
    expect(scope?.rootOrgIds).toEqual([root]);
  });
});
