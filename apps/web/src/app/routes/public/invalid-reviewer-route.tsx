import { Button } from '@mantine/core';
import { IconBuildingOff, IconUserExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusText, StatusView } from '../../../components/status-view.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function InvalidReviewer({ kind, icon }: { kind: 'organization' | 'configuration'; icon: React.ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t(`pages.invalidReviewer.${kind}.title`));
  return (
    <StatusView
      icon={icon}
      color="orange"
      title={t(`pages.invalidReviewer.${kind}.title`)}
      actions={
        <Button component={Link} to="/logout" variant="default">
          {t('global.accountMenu.signOut')}
        </Button>
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
