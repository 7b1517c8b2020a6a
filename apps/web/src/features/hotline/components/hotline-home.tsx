import { Alert, Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconFilePlus, IconHeadset, IconPhoneCall, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { AreaHome } from '../../../components/area-home.tsx';
import { formatDateTime } from '../../../components/intl-locale.ts';
import { useGreeting } from '../../../components/use-greeting.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { hotlineCall } from '../../../lib/hotline-call.ts';
import { notifyHttpError } from '../../../lib/http-notifier.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { lookupReport } from '../api/hotline-api.ts';

/**
 * /hotline (spec 000 §2 "Hotline area"): the greeting, a New Report card and a Follow-up card.
 * With `callStarted`, a call sent back here goes on (decision 124), and the home says so first.
 */
export function HotlineHome({ callStarted }: { callStarted?: string }) {
  const { t, i18n } = useTranslation();
  const greeting = useGreeting();
  const navigate = useNavigate();
  const [referenceId, setReferenceId] = useState('');
  const [touched, setTouched] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [checking, setChecking] = useState(false);
  const id = referenceId.trim();

  const newReport = () => {
    hotlineCall.start();
    navigate('/hotline/submit-report');
  };

  const followUp = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!id || checking) return;
    setChecking(true);
    setInvalid(false);
    const langKey = currentLanguage();
    try {
      await lookupReport(id, langKey);
      hotlineCall.start();
      navigate('/hotline/login', { state: { referenceId: id, langKey } });
    } catch (error) {
      setChecking(false);
      if (error instanceof ApiError && error.status === 404) setInvalid(true);
      // Spec 000 §8: anything else is shown as every failed call is.
      else notifyHttpError(error);
    }
  };

  const error =
    touched && !id
      ? t('hotline.home.error.mandatoryReportID')
      : invalid
        ? t('hotline.home.error.invalidReportID')
        : null;

  return (
    <AreaHome
      icon={<IconHeadset size={30} />}
      greeting={greeting}
      title={t('pages.area.hotline.title')}
      description={t('pages.area.hotline.description')}
    >
      {callStarted && (
        <Alert
          variant="light"
          color="candor"
          icon={<IconPhoneCall size={20} aria-hidden />}
          title={t('hotline.home.callOpen.title')}
          // Part of the page the agent comes back to, read with it: not an alarm, nor news.
          role="note"
        >
          {t('hotline.home.callOpen.text', { time: formatDateTime(callStarted, i18n.language) })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="new-report-title">
          <Stack gap="md" h="100%">
            <IconFilePlus size={32} aria-hidden />
            <Title order={2} size="h3" id="new-report-title">
              {t('hotline.home.newReport.title')}
            </Title>
            <Text c="gray.7">{t('hotline.home.newReport.text')}</Text>
            <Button mt="auto" onClick={newReport} rightSection={<IconArrowRight size={16} aria-hidden />}>
              {t('hotline.home.newReport.action')}
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="follow-up-title">
          <form onSubmit={(e) => void followUp(e)} noValidate>
            <Stack gap="md">
              <IconSearch size={32} aria-hidden />
              <Title order={2} size="h3" id="follow-up-title">
                {t('hotline.home.followUp.title')}
              </Title>
              <Text c="gray.7">{t('hotline.home.followUp.text')}</Text>
              <TextInput
                label={t('hotline.home.followUp.reportId')}
                required
                value={referenceId}
                onChange={(e) => {
                  setReferenceId(e.currentTarget.value);
                  setInvalid(false);
                }}
                onBlur={() => setTouched(true)}
                error={error}
                autoComplete="off"
              />
              <Button
                type="submit"
                disabled={!id}
                loading={checking}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                {t('hotline.home.followUp.next')}
              </Button>
            </Stack>
          </form>
        </Card>
      </SimpleGrid>
    </AreaHome>
  );
}
