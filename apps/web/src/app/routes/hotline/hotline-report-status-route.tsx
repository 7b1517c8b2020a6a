import { HotlineFrame } from '../../../features/hotline/components/hotline-frame.tsx';
import { HotlineReportStatus } from '../../../features/hotline/components/hotline-report-status.tsx';

/** `/hotline/report-status`: the follow-up page. */
export default function HotlineReportStatusRoute() {
  return (
    <HotlineFrame>
      <HotlineReportStatus />
    </HotlineFrame>
  );
}
