import { Button, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconFileSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { busyProps } from '../../../components/keep-focus.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyHttpError } from '../../../lib/http-notifier.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { lookupReport } from '../../../lib/report-lookup.ts';
import { HOME_ANCHORS } from '../home-anchors.ts';
import classes from './home.module.css';

/**
 * Check report status: the report ID is trimmed; the button waits for a non-blank ID; Enter submits.
 * The report is looked up first (spec 000 §4): one that exists leads to the sign-in, an unknown ID
 * is said here. The ID goes in the router's state, not in the address the browser's history keeps.
 */
export function CheckStatusCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reportId, setReportId] = useState('');
  const [unknown, setUnknown] = useState(false);
  const [checking, setChecking] = useState(false);
  const blank = reportId.trim() === '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (blank || checking) return;
    const id = reportId.trim();
    setChecking(true);
    setUnknown(false);
    try {
      await lookupReport(id);
      navigate('/reporter/login', { state: { referenceId: id } });
    } catch (error) {
      setChecking(false);
      if (error instanceof ApiError && error.status === 404) setUnknown(true);
      else notifyHttpError(error);
    }
  };
  return (
    <Paper
      component="section"
      id={HOME_ANCHORS.loginToReport}
      tabIndex={-1}
      aria-labelledby="check-status-title"
      className={classes.card}
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ThemeIcon size={48} radius="md" variant="light" color="teal" aria-hidden>
            <IconFileSearch size={26} />
          </ThemeIcon>
          <Title order={2} id="check-status-title" fz={{ base: 22, sm: 24 }}>
            {t('home.checkStatus.title')}
          </Title>
          <Text c="gray.7">{t('home.checkStatus.text')}</Text>
          <TextInput
            label={t('home.checkStatus.reportIdLabel')}
            description={t('home.checkStatus.reportIdHint')}
            value={reportId}
            onChange={(e) => {
              setReportId(e.currentTarget.value);
              setUnknown(false);
            }}
            error={unknown ? t('reporter.login.notFound') : undefined}
            errorProps={{ role: 'alert' }}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            size="md"
          />
          <Button
            type="submit"
            size="md"
            color="teal.8"
            disabled={blank}
            {...busyProps(checking)}
            rightSection={<IconArrowRight size={18} aria-hidden />}
            className={classes.cardButton}
          >
            {t('home.checkStatus.button')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
