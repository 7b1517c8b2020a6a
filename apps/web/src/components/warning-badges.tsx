import type { TWarning } from '@candor/shared';
import { Badge, Flex, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n.ts';
import { WHOLE_BADGE } from './whole-badge.ts';

/**
 * The organization's warnings (spec 002 §2): a badge each, its details in a tooltip and for
 * screen readers, or written beside it (`detailsShown`).
 */
export function WarningBadges({ warnings, detailsShown = false }: { warnings: TWarning[]; detailsShown?: boolean }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <Flex
      gap="xs"
      wrap="wrap"
      direction={detailsShown ? 'column' : 'row'}
      // Shown with their details, they sit under a heading of their own (the overview's).
      role={detailsShown ? undefined : 'group'}
      aria-label={detailsShown ? undefined : t('connectsAdmin.categoryAccess.warnings.label')}
    >
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
        const badge = (
          <Badge
            key={id}
            color={w.type === 'MISSING_REVIEWERS' ? 'yellow.4' : 'red.9'}
            c={w.type === 'MISSING_REVIEWERS' ? 'dark.9' : 'white'}
            variant="filled"
            // Read whole beside its details on a phone, not cut to "MI…".
            styles={WHOLE_BADGE}
            leftSection={<IconAlertTriangle size={14} aria-hidden />}
            tabIndex={detailsShown ? undefined : 0}
            aria-describedby={detailsShown ? undefined : `${id}-details`}
            data-warning={w.type}
          >
            {t(`connectsAdmin.categoryAccess.warnings.${w.type}`)}
            {!detailsShown && (
              <span id={`${id}-details`} hidden>
                {details}
              </span>
            )}
          </Badge>
        );
        return detailsShown ? (
          <Group key={id} gap="xs" wrap="nowrap" align="baseline">
            {badge}
            <Text size="sm">
              {w.organizationName}: {details}
            </Text>
          </Group>
        ) : (
          <Tooltip key={id} label={details} multiline maw={360} events={{ hover: true, focus: true, touch: true }}>
            {badge}
          </Tooltip>
        );
      })}
    </Flex>
  );
}
