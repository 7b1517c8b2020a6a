import { AUTHORITIES } from '@candor/shared';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconDatabaseExport, IconFileImport, IconHelpCircle } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { AreaHome } from '../../../components/area-home.tsx';
import { useGreeting } from '../../../components/use-greeting.ts';
import { StatisticsDownload } from '../../../features/data-tools/components/statistics-download.tsx';
import { UserImport } from '../../../features/data-tools/components/user-import.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { hasAnyAuthority, useSession } from '../../../lib/session/use-session.ts';

function Tool({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" color="teal" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} fz="lg" id={titleId}>
            {title}
          </Title>
        </Group>
        <Text c="gray.7">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** `/data-tools`: the landing of import and statistics users (DESIGN.md §10). */
export default function DataToolsRoute() {
  const { t } = useTranslation();
  const { account } = useSession();
  const statistics = hasAnyAuthority(account, [AUTHORITIES.STATISTICS]);
  const importer = hasAnyAuthority(account, [AUTHORITIES.IMPORT]);
  return (
    <AreaHome
      icon={<IconDatabaseExport size={30} />}
      greeting={useGreeting()}
      title={t('pages.dataTools.title')}
      description={t('pages.dataTools.description')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="sm">
        {statistics && (
          <Tool
            icon={<IconChartBar size={22} />}
            title={t('pages.dataTools.statistics.title')}
            text={t('pages.dataTools.statistics.text')}
          >
            <StatisticsDownload />
          </Tool>
        )}
        {importer && (
          <Tool
            icon={<IconFileImport size={22} />}
            title={t('pages.dataTools.import.title')}
            text={t('pages.dataTools.import.text')}
          >
            <UserImport />
          </Tool>
        )}
      </SimpleGrid>
      <Group gap="sm" wrap="nowrap" align="flex-start" mt="sm">
        <IconHelpCircle size={22} aria-hidden style={{ flexShrink: 0, color: 'var(--mantine-color-candor-7)' }} />
        <Text c="gray.7">{t('pages.dataTools.contact')}</Text>
      </Group>
    </AreaHome>
  );
}
