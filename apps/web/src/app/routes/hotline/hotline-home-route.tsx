import { Navigate } from 'react-router';
import { HotlineFrame } from '../../../features/hotline/components/hotline-frame.tsx';
import { HotlineHome } from '../../../features/hotline/components/hotline-home.tsx';
import { hotlineCall } from '../../../lib/hotline-call.ts';

/**
 * `/hotline`: the hotline agent's home. Every call ends with a disposition (spec 000 §1), so an
 * agent who comes back here from further into a call (the logo, a typed address) is asked how the
 * call ended. A call sent back to the home (CANCEL on a report's verification) goes on here, with
 * the way to end it (decision 124).
 */
export default function HotlineHomeRoute() {
  const call = hotlineCall.current();
  if (call && !call.atHome) return <Navigate to="/hotline/call-disposition" replace state={{ callOpen: true }} />;
  return (
    <HotlineFrame endCall={call !== null}>
      <HotlineHome callStarted={call?.startTime} />
    </HotlineFrame>
  );
}
