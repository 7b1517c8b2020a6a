import { QUICK_LINKS } from '@candor/shared';
import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../lib/i18n.ts';
import { reviewerApi } from '../../api/reviewer-api.ts';

/** Quick links leave a one-shot marker for the report search, then go there (spec 001 §2). */
export function QuickLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = async (marker: (typeof QUICK_LINKS)[number]) => {
    await reviewerApi.setQuickLink(marker);
    navigate('/reviewer/report-search');
  };
  return (
    <Group gap="sm">
      {QUICK_LINKS.map((m) => (
        <Button key={m} variant="light" onClick={() => go(m)}>
          {t(`reviewer.overview.quickLinks.${m}`)}
        </Button>
      ))}
    </Group>
  );
}
