import { canTranscribe, reviewerLanding, worksReports } from '@candor/shared';
import { Button } from '@mantine/core';
import { IconClipboardList, IconTypography } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { AreaHome } from '../../../components/area-home.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useGreeting } from '../../../components/use-greeting.ts';
import { ReviewerFrame } from '../../../features/reviewer/components/frame/reviewer-frame.tsx';
import { OrganizationWarnings } from '../../../features/reviewer/components/overview/organization-warnings.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { caseManagementUserQuery } from '../../../lib/session/session-queries.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/**
 * `/reviewer`: a reviewer's home is the overview (spec 001 §2 "/ (root)"). An account that
 * reaches no report (a transcriber, decision 020) lands on the area's page, which leads a
 * transcriber to transcription. A reviewer without an organization goes to the
 * invalid-organization page; user info that cannot be read, to the invalid-configuration page.
 */
export default function ReviewerHomeRoute() {
  const { t } = useTranslation();
  const greeting = useGreeting();
  const { account } = useSession();
  const details = useQuery(caseManagementUserQuery);
  if (account && worksReports(account.authorities, account)) return <Navigate to={reviewerLanding(account)} replace />;
  if (details.isPending) return <PageLoader />;
  if (details.isError) return <Navigate to="/invalid-reviewer-configuration" replace />;
  if (details.data.organizations.length === 0) return <Navigate to="/invalid-reviewer-organization" replace />;
  // A transcriber is led to transcription; another account that reaches no report (a client admin
  // without a reviewer's role) keeps the area's landing page, his administration in the frame.
  const transcribes = !!account && canTranscribe(account);
  return (
    <ReviewerFrame>
      {/* A client admin who does not review finds his organizations' warnings here, as a reviewer does on the overview. */}
      <OrganizationWarnings />
      <AreaHome
        icon={<IconClipboardList size={30} />}
        greeting={greeting}
        title={t(transcribes ? 'reviewer.transcribe.confirmation.title' : 'pages.area.reviewer.title')}
        description={t(transcribes ? 'reviewer.transcribe.intro' : 'pages.area.reviewer.description')}
      >
        {transcribes && (
          <Button
            component={Link}
            to="/reviewer/transcribe-report"
            leftSection={<IconTypography size={18} aria-hidden />}
          >
            {t('reviewer.transcribe.title')}
          </Button>
        )}
      </AreaHome>
    </ReviewerFrame>
  );
}
