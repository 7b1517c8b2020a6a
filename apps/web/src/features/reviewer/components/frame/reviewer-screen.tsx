import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { caseManagementUserQuery } from '../../../../lib/session/session-queries.ts';
import { ReviewerFrame } from './reviewer-frame.tsx';

/**
 * A reviewer screen in its frame. A reviewer without an organization goes to the
 * invalid-organization page; user info that cannot be read, to the invalid-configuration page.
 */
export function ReviewerScreen({ children }: { children: ReactNode }) {
  const details = useQuery(caseManagementUserQuery);
  if (details.isPending) return <PageLoader />;
  if (details.isError) return <Navigate to="/invalid-reviewer-configuration" replace />;
  if (details.data.organizations.length === 0) return <Navigate to="/invalid-reviewer-organization" replace />;
  return <ReviewerFrame>{children}</ReviewerFrame>;
}
