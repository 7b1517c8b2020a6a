import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { intArray } from './int-array.ts';
import { categories, categoryGroups, organizationCategories, organizations, users } from './schema/index.ts';

/** An organization to create; `parent` is the key of one listed before it. */
export interface OrganizationSeed {
  key: string;
  name: string;
  names?: Record<string, string>;
  parent?: string;
  phantom?: boolean;
  remoteDomain?: string;
}

export interface CategoryGroupSeed {
  names: Record<string, string>;
  categories: { id: number; names: Record<string, string> }[];
}

/** Creates the organizations in the order given; answers their ids by key. */
export async function insertOrganizations(tx: Tx, seeds: readonly OrganizationSeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const chains = new Map<string, string>();
  for (const o of seeds) {
    const parentId = o.parent ? ids.get(o.parent)! : null;
    // parentChain: the ancestors' ids from the root down, joined by "--".
    const parentChain = o.parent ? [chains.get(o.parent), parentId].filter(Boolean).join('--') : '';
    const [row] = await tx
      .insert(organizations)
      .values({
        name: o.name,
        names: o.names ?? {},
        parentId,
        parentChain,
        depth: parentChain ? parentChain.split('--').length : 0,
        phantom: o.phantom ?? false,
        remote: Boolean(o.remoteDomain),
        remoteDomain: o.remoteDomain ?? null,
      })
      .returning({ id: organizations.id });
    ids.set(o.key, row.id);
    chains.set(o.key, parentChain);
  }
  return ids;
}

/** Creates the category groups (numbered from 1) and their categories; answers the categories' ids. */
export async function insertCategories(tx: Tx, groups: readonly CategoryGroupSeed[]): Promise<number[]> {
  for (const [gi, g] of groups.entries()) {
    const groupId = gi + 1;
    await tx.insert(categoryGroups).values({ id: groupId, position: gi, names: g.names });
    await tx
      .insert(categories)
      .values(g.categories.map((c, ci) => ({ id: c.id, groupId, position: ci, names: c.names })));
  }
  // The groups were given fixed ids; move the sequence past them.
  await tx.execute(sql`select setval('category_groups_id_seq', (select max(id) from category_groups))`);
  return groups.flatMap((g) => g.categories.map((c) => c.id));
}

/** Every organization given offers every category given to its reporters. */
export async function offerCategories(
  tx: Tx,
  categoryIds: readonly number[],
  organizationIds: readonly number[],
): Promise<void> {
  await tx.execute(sql`
    insert into ${organizationCategories} (organization_id, category_id)
    select o, c from unnest(${intArray(organizationIds)}) o cross join unnest(${intArray(categoryIds)}) c`);
}

/**
 * Whether nothing has been set up yet: no organization, no category, no user. Taken under a lock
 * held to the end of the transaction, so that two provisionings one after the other see each other.
 */
export async function installationIsEmpty(tx: Tx): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('candor.provisioning'))`);
  const result = (await tx.execute(sql`
    select not exists (select 1 from ${organizations})
      and not exists (select 1 from ${categories})
      and not exists (select 1 from ${users}) as empty`)) as unknown as { rows: { empty: boolean }[] };
  return result.rows[0].empty;
}

/** Whether any organization exists: the demo data goes only into an installation without one. */
export async function holdsOrganizations(tx: Tx): Promise<boolean> {
  const [row] = await tx.select({ id: organizations.id }).from(organizations).limit(1);
  return row !== undefined;
}
