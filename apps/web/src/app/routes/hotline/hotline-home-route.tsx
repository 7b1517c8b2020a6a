import { Navigate } from 'react-router';
import { HotlineFrame } from '../../../features/hotline/components/hotline-frame.tsx';
import { HotlineHome } from '../../../features/hotline/components/hotline-home.tsx';
import { hotlineCall } from '../../../lib/hotline-call.ts';

/**
 * `/hotline`: the hotline agent's home. Every call ends with a disposition (spec 000 §1), so an
 * agent who comes back here mid-call (the logo, a typed address) is asked how the call ended.
 */
export default function HotlineHomeRoute() {
  if (hotlineCall.current()) return <Navigate to="/hotline/call-disposition" replace state={{ callOpen: true }} />;
  return (
    <HotlineFrame>
      <HotlineHome />
    </HotlineFrame>
  );
}
