import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconMessageReport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { HOME_ANCHORS } from '../home-anchors.ts';
import classes from './home.module.css';

export function SubmitReportCard() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      id={HOME_ANCHORS.startReport}
      tabIndex={-1}
      aria-labelledby="submit-report-title"
      className={classes.card}
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
    >
      <Stack gap="md" h="100%">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <IconMessageReport size={26} />
        </ThemeIcon>
        <Title order={2} id="submit-report-title" fz={{ base: 22, sm: 24 }}>
          {t('home.submitReport.title')}
        </Title>
        <Text c="gray.7">{t('home.submitReport.text')}</Text>
        <List
          spacing={6}
          size="sm"
          c="gray.8"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="teal" aria-hidden>
              <IconCheck size={13} />
            </ThemeIcon>
          }
        >
          <List.Item>{t('home.submitReport.point1')}</List.Item>
          <List.Item>{t('home.submitReport.point2')}</List.Item>
          <List.Item>{t('home.submitReport.point3')}</List.Item>
        </List>
        <Button
          component={Link}
          to="/reporter/submit-report"
          size="md"
          mt="auto"
          rightSection={<IconArrowRight size={18} aria-hidden />}
          className={classes.cardButton}
        >
          {t('home.submitReport.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
