import { Button } from '@mantine/core';
import { IconBuildingOff, IconUserExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusText, StatusView } from '../../../components/status-view.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session/use-session.ts';

function InvalidReviewer({ kind, icon }: { kind: 'organization' | 'configuration'; icon: React.ReactNode }) {
  const { t } = useTranslation();
  // Only someone signed in has a session to end; an anonymous visitor gets no Sign out.
  const { account } = useSession();
  usePageTitle(t(`pages.invalidReviewer.${kind}.title`));
  return (
    <StatusView
      icon={icon}
      color="orange"
      title={t(`pages.invalidReviewer.${kind}.title`)}
      actions={
        account && (
          <Button component={Link} to="/logout" variant="default">
            {t('global.accountMenu.signOut')}
          </Button>
        )
      }
    >
      <StatusText>{t(`pages.invalidReviewer.${kind}.text`)}</StatusText>
    </StatusView>
  );
}

/** `/invalid-reviewer-organization`: the assigned organization cannot be located. */
export function InvalidReviewerOrganizationRoute() {
  return <InvalidReviewer kind="organization" icon={<IconBuildingOff size={32} />} />;
}

/** `/invalid-reviewer-configuration`: the profile's organization assignment has a problem. */
export function InvalidReviewerConfigurationRoute() {
  return <InvalidReviewer kind="configuration" icon={<IconUserExclamation size={32} />} />;
}
