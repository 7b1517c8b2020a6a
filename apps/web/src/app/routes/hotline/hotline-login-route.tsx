import { HotlineFrame } from '../../../features/hotline/components/hotline-frame.tsx';
import { HotlineLogin } from '../../../features/hotline/components/hotline-login.tsx';

/** `/hotline/login`: the caller's verification. */
export default function HotlineLoginRoute() {
  return (
    <HotlineFrame>
      <HotlineLogin />
    </HotlineFrame>
  );
}
