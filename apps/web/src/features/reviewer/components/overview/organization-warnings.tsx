import { AUTHORITIES, type TWarning } from '@candor/shared';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { WarningBadges } from '../../../../components/warning-badges.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';
import { organizationWarningsQuery } from '../../../../lib/organization-warnings.ts';
import { hasAnyAuthority, useSession } from '../../../../lib/session/use-session.ts';

/** Each warned organization once, in the order of its first warning. */
const warnedOrganizations = (warnings: TWarning[]) => [
  ...new Map(warnings.map((w) => [w.organizationId, w.organizationName])).entries(),
];

/**
 * A client admin's warnings (spec 001 §7 "Overview", spec 002 §1): categories without reviewers
 * and default-category issues, with a way to mend each organization's. Nothing when all is well.
 */
export function OrganizationWarnings() {
  const { t, i18n } = useTranslation();
  const { account } = useSession();
  const clientAdmin = hasAnyAuthority(account, [AUTHORITIES.CLIENT_ADMIN]);
  const warnings = useQuery({ ...organizationWarningsQuery(i18n.language), enabled: clientAdmin }).data ?? [];
  if (!clientAdmin || warnings.length === 0) return null;
  return (
    <Alert
      // A standing notice, not news: a region the screen reader can visit, not an alert it must interrupt for.
      role="region"
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('reviewer.overview.warnings')}
      // The light yellow's own title colour is too faint on its background (WCAG 1.4.3).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <WarningBadges warnings={warnings} detailsShown />
        {warnedOrganizations(warnings).map(([id, name]) => (
          <Anchor key={id} component={Link} to={`/connects-admin/organization/${id}/category-access`}>
            {`${t('connectsAdmin.nav.categoryAccess')}: ${name}`}
          </Anchor>
        ))}
      </Stack>
    </Alert>
  );
}
