/** The organizations a user reaches, in tree order, each with its generation below the highest. */
export interface OrgNode {
  id: number;
  name: string;
  parentId: number | null;
  parentChain: string;
  depth: number;
  phantom: boolean;
  hidden: boolean;
}

export interface PlacedOrg extends OrgNode {
  generation: number;
  /** Organizations of the list under this one (not itself). */
  descendants: number[];
}

/** Parents before children, siblings by name; an organization whose parent is not listed starts a tree. */
export function treeOrder(orgs: OrgNode[], locale = 'en'): PlacedOrg[] {
  const ids = new Set(orgs.map((o) => o.id));
  const minDepth = Math.min(...orgs.map((o) => o.depth));
  const byName = (a: OrgNode, b: OrgNode) => a.name.localeCompare(b.name, locale) || a.id - b.id;
  const childrenOf = (id: number | null) =>
    orgs.filter((o) => (id === null ? o.parentId === null || !ids.has(o.parentId) : o.parentId === id)).sort(byName);
  const out: PlacedOrg[] = [];
  const visit = (o: OrgNode): number[] => {
    const placed: PlacedOrg = { ...o, generation: o.depth - minDepth, descendants: [] };
    out.push(placed);
    for (const c of childrenOf(o.id)) placed.descendants.push(c.id, ...visit(c));
    return placed.descendants;
  };
  for (const root of childrenOf(null)) visit(root);
  return out;
}
