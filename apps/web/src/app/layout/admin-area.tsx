import { AUTHORITIES } from '@candor/shared';
import type { ReactNode } from 'react';
import { AdminFrame } from '../../features/admin/components/admin-frame.tsx';
import { ReviewerScreen } from '../../features/reviewer/components/frame/reviewer-screen.tsx';
import { hasAnyAuthority, useSession } from '../../lib/session/use-session.ts';

export const useIsConnectsAdmin = () => hasAnyAuthority(useSession().account, [AUTHORITIES.CONNECTS_ADMIN]);

/**
 * An administration page in its frame: the connects admin's sidebar, or, for a client admin,
 * the reviewer area he reaches these pages from (spec 002 §2 "Sidebar").
 */
export function AdminArea({ children }: { children: ReactNode }) {
  return useIsConnectsAdmin() ? <AdminFrame>{children}</AdminFrame> : <ReviewerScreen>{children}</ReviewerScreen>;
}
