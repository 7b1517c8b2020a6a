import { CallDisposition } from '../../../features/hotline/components/call-disposition.tsx';
import { HotlineFrame } from '../../../features/hotline/components/hotline-frame.tsx';

/** `/hotline/call-disposition`: how the call ended. */
export default function CallDispositionRoute() {
  return (
    <HotlineFrame>
      <CallDisposition />
    </HotlineFrame>
  );
}
