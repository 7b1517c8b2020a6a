import { AUTHORITIES } from '@candor/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AdminFrame } from '../../features/admin/components/admin-frame.tsx';
import { ReviewerScreen } from '../../features/reviewer/components/frame/reviewer-screen.tsx';
import { rememberOrganization } from '../../lib/selected-organization.ts';
import { hasAnyAuthority, useSession } from '../../lib/session/use-session.ts';

export const useIsConnectsAdmin = () => hasAnyAuthority(useSession().account, [AUTHORITIES.CONNECTS_ADMIN]);

/**
 * An administration page in its frame: the connects admin's sidebar, or, for a client admin,
 * the reviewer area he reaches these pages from (spec 002 §2 "Sidebar"). The organization of the
 * page is remembered: both sidebars lead their users and category access back to it.
 */
export function AdminArea({ children }: { children: ReactNode }) {
  const { organizationId } = useParams();
  if (organizationId && /^\d+$/.test(organizationId)) rememberOrganization(Number(organizationId));
  return useIsConnectsAdmin() ? <AdminFrame>{children}</AdminFrame> : <ReviewerScreen>{children}</ReviewerScreen>;
}
