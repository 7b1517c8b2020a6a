import { HotlineFrame } from '../../../features/hotline/components/hotline-frame.tsx';
import { HotlineHome } from '../../../features/hotline/components/hotline-home.tsx';

/** `/hotline`: the hotline agent's home. */
export default function HotlineHomeRoute() {
  return (
    <HotlineFrame>
      <HotlineHome />
    </HotlineFrame>
  );
}
