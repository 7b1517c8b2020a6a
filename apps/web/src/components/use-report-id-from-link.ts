import { decodeReportLink } from '@candor/shared';
import { useLocation, useSearchParams } from 'react-router';

/** The report ID from router state, else from the (possibly encoded) referenceId query parameter (spec 000 §5). */
export function useReportIdFromLink(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { referenceId?: unknown } | null)?.referenceId;
  if (typeof fromState === 'string' && fromState.trim()) return fromState.trim();
  return decodeReportLink(params.get('referenceId') ?? '', Date.now());
}
