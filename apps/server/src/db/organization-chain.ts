/**
 * An organization's `parentChain` holds its ancestors' ids from the root down, separated by `--`
 * or `-` (spec 001 §3). These read it, in JavaScript and in SQL, the same way everywhere.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The organization's ancestors from the root down, then the organization itself. */
export const chainOf = (org: { id: number; parentChain: string }): number[] => [
  ...org.parentChain
    .split(/-+/)
    .map(Number)
    .filter((id) => id > 0 && Number.isInteger(id)),
  org.id,
];

type OrgColumns = { id: SQLWrapper; parentChain: SQLWrapper };

/** The columns of `organizations` read under an alias, for statements written in SQL. */
export const orgAlias = (alias: string): OrgColumns => {
  if (!/^\w+$/.test(alias)) throw new Error(`not an alias of ours: ${alias}`);
  return { id: sql.raw(`${alias}.id`), parentChain: sql.raw(`${alias}.parent_chain`) };
};

/** The ancestors' ids from the root down, as an int[] (empty for a root). */
export const ancestorsSql = (parentChain: SQLWrapper): SQL<number[]> =>
  sql`array_remove(regexp_split_to_array(${parentChain}, '-+'), '')::int[]`;

/** `chainOf` in SQL: the ancestors, then the organization; sorting by it gives tree order. */
export const chainSql = (org: OrgColumns): SQL<number[]> => sql`(${ancestorsSql(org.parentChain)} || ${org.id})`;

/** The organization is `rootId` or below it: a `LIKE` on the chain, cheaper than splitting it. */
export const inTreeSql = (org: OrgColumns, rootId: SQLWrapper): SQL<boolean> =>
  sql`(${org.id} = ${rootId} or ('-' || replace(${org.parentChain}, '--', '-') || '-') like ('%-' || ${rootId} || '-%'))`;

/** The root of the organization's tree. */
export const rootSql = (org: OrgColumns): SQL<number> =>
  sql`coalesce(nullif(split_part(replace(${org.parentChain}, '--', '-'), '-', 1), '')::int, ${org.id})`;
