import type { TReportTemplate } from '@candor/shared';
import { Box, Button, Flex, Group, Image, Paper, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n.ts';

export interface OrgBannerProps {
  template: TReportTemplate;
  /** Absent for vanity templates: their organization cannot be changed. */
  onEdit?: () => void;
  /** The page's heading ("You are reporting to …"), unless the page has its own (transcription). */
  heading: boolean;
}

/** The chosen organization's name and logo, with Edit to choose another (spec 000 §2). */
export function OrgBanner({ template, onEdit, heading }: OrgBannerProps) {
  const { t } = useTranslation();
  const logo = template.logoDTO;
  return (
    <Paper withBorder radius="md" p="md" bg="candor.0" component="section" aria-label={t('reporter.banner.label')}>
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        align={{ base: 'stretch', xs: 'center' }}
        justify="space-between"
        gap="sm"
      >
        <Flex
          direction={{ base: 'column', xs: 'row' }}
          align={{ base: 'flex-start', xs: 'center' }}
          gap="sm"
          style={{ minWidth: 0 }}
        >
          {logo && (
            <Image
              src={`data:${logo.mimeType};base64,${logo.base64}`}
              alt={t('reporter.banner.logoAlt', { name: template.orgName })}
              h={40}
              w="auto"
              fit="contain"
            />
          )}
          <Box component={heading ? 'h1' : 'div'} m={0} fz="inherit" style={{ minWidth: 0 }}>
            <Text component="span" display="block" size="xs" c="gray.7" tt="uppercase" fw={600}>
              {t('reporter.banner.reportingTo')}{' '}
            </Text>
            <Text component="span" display="block" fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {template.orgName}
            </Text>
          </Box>
        </Flex>
        {onEdit && (
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              {t('reporter.banner.edit')}
            </Button>
          </Group>
        )}
      </Flex>
    </Paper>
  );
}
