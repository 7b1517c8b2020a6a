/** Which organizations an administrator may manage (spec 002 §6; decisions 036 and 046). */
import { AUTHORITIES } from '@candor/shared';
import { chainOf } from '../../db/organization-chain.ts';

interface Admin {
  authorities: readonly string[];
  organizations: readonly { id: number }[];
}

/**
 * A connects admin manages every organization; a client admin his own organizations and every
 * organization below them; nobody else any.
 */
export function administersOrganization(admin: Admin, org: { id: number; parentChain: string }): boolean {
  if (admin.authorities.includes(AUTHORITIES.CONNECTS_ADMIN)) return true;
  if (!admin.authorities.includes(AUTHORITIES.CLIENT_ADMIN)) return false;
  const chain = new Set(chainOf(org));
  return admin.organizations.some((o) => chain.has(o.id));
}
