import type { TWarning } from '@candor/shared';
import { Badge, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n.ts';

/** The organization's warnings (spec 002 §2): a badge each, its details in a tooltip and for screen readers. */
export function WarningBadges({ warnings }: { warnings: TWarning[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('connectsAdmin.categoryAccess.warnings.label')}>
      {warnings.map((w) => {
        const details = w.warningDetails
          .map((d) =>
            w.type === 'MISSING_REVIEWERS'
              ? t('connectsAdmin.categoryAccess.warnings.missingReviewersDetail', {
                  category: d.categoryName,
                  reviewerCount: d.reviewerCount,
                })
              : t('connectsAdmin.categoryAccess.warnings.defaultCategoryDetail', {
                  category: d.categoryName,
                  adminCount: d.adminCount ?? 0,
                  reviewerCount: d.reviewerCount,
                }),
          )
          .join('; ');
        const id = `warning-${w.type}-${w.organizationId}`;
        return (
          <Tooltip key={id} label={details} multiline maw={360} events={{ hover: true, focus: true, touch: true }}>
            <Badge
              color={w.type === 'MISSING_REVIEWERS' ? 'yellow.4' : 'red.9'}
              c={w.type === 'MISSING_REVIEWERS' ? 'dark.9' : 'white'}
              variant="filled"
              leftSection={<IconAlertTriangle size={14} aria-hidden />}
              tabIndex={0}
              aria-describedby={`${id}-details`}
              data-warning={w.type}
            >
              {t(`connectsAdmin.categoryAccess.warnings.${w.type}`)}
              <span id={`${id}-details`} hidden>
                {details}
              </span>
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
