import { isLangKey, isSecurityAnswerValid } from '@candor/shared';
import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useReportIdFromLink } from '../../../components/use-report-id-from-link.ts';
import { hotlineCall } from '../../../lib/hotline-call.ts';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { VERIFICATION_LOCKED, verificationFailure } from '../../../lib/login-failure.ts';
import { fetchVerification, openReportSession } from '../api/hotline-api.ts';
import { HOTLINE_PAGE } from '../hotline-pages.ts';
import { storeFollowUp } from '../state/follow-up-storage.ts';

/** The language of the report link (router state or langKey), else the interface's. */
function useLinkLanguage(): string {
  const [params] = useSearchParams();
  const fromQuery = params.get('langKey') ?? '';
  return isLangKey(fromQuery) ? fromQuery : currentLanguage();
}

/** /hotline/login (spec 000 §2 "Hotline login", §4 "Hotline verification"). */
export function HotlineLogin() {
  const { t } = useTranslation();
  usePageTitle(t('hotline.login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [referenceId] = useState(useReportIdFromLink());
  const langKey = useLinkLanguage();
  const [secret, setSecret] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!referenceId) navigate('/hotline', { replace: true });
  }, [referenceId, navigate]);

  const verification = useQuery({
    queryKey: ['hotline', 'verification', referenceId, langKey],
    queryFn: () => fetchVerification(referenceId, langKey),
    enabled: referenceId !== '',
    meta: { httpErrors: 'local' },
    retry: false,
    staleTime: 0,
  });
  const data = verification.data;

  useEffect(() => {
    if (verification.isError || data?.webReport) hotlineCall.enter(HOTLINE_PAGE.reportNotFollowedUp);
    else if (data) hotlineCall.enter(HOTLINE_PAGE.verification);
    // A new web report cannot be followed up, but the call was about it: its disposition names it.
    if (data?.webReport) hotlineCall.about({ referenceId });
  }, [verification.isError, data, referenceId]);

  const login = useMutation({
    mutationFn: () => openReportSession(referenceId, secret),
    meta: { httpErrors: 'local' },
    onSuccess: () => {
      storeFollowUp({ referenceId, langKey, prefix: 'api' });
      navigate('/hotline/report-status', { replace: true });
    },
    onError: (error) => {
      if (verificationFailure(error).some((m) => m.key === VERIFICATION_LOCKED)) hotlineCall.page(HOTLINE_PAGE.locked);
    },
  });

  const failure = verificationFailure(login.error);
  const byPassword = data?.authenticatedWithPassword ?? true;
  // A security answer that is not YYYYMM cannot be right: it is refused here, not spent as an attempt.
  const malformedAnswer = !byPassword && secret !== '' && !isSecurityAnswerValid(secret);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (secret && !malformedAnswer && !login.isPending) login.mutate();
  };
  // CANCEL and OK go back in history (spec 000 §2), to the hotline home, where the call goes on: the
  // agent takes another report ID or ends the call there (decision 124). Opened from a link, the
  // page has no history in the app to go back to: it goes to the home.
  const back = () => {
    hotlineCall.backHome();
    if (location.key === 'default') navigate('/hotline');
    else navigate(-1);
  };

  if (!referenceId || verification.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('hotline.login.checking')} />
      </Center>
    );
  }

  const required = byPassword
    ? t('hotline.home.error.mandatoryPassword')
    : t('hotline.home.error.mandatorySecurityQuestion');

  return (
    <Container size={560} py={{ base: 24, sm: 48 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('hotline.login.title')}
            </Title>
            <Text c="gray.7" data-testid="hotline-login-report">
              {t('hotline.login.reportId', { id: referenceId })}
            </Text>
          </div>
          {verification.isError ? (
            <>
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
                {t('hotline.home.error.invalidReportID')}
              </Alert>
              <Group justify="flex-end">
                <Button onClick={back}>{t('hotline.login.ok')}</Button>
              </Group>
            </>
          ) : data?.webReport ? (
            <>
              <Alert
                role="note"
                variant="light"
                icon={<IconInfoCircle size={20} aria-hidden />}
                title={t('hotline.login.newWebReport.title')}
              >
                {t('hotline.login.newWebReport.text')}
              </Alert>
              <Group justify="flex-end">
                <Button onClick={back}>{t('hotline.login.ok')}</Button>
              </Group>
            </>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <Alert role="note" variant="light" color="candor" icon={<IconInfoCircle size={20} aria-hidden />}>
                  {byPassword ? t('hotline.login.passwordScript') : t('hotline.login.questionScript')}
                </Alert>
                {byPassword ? (
                  <PasswordField
                    label={t('hotline.login.password')}
                    description={t('hotline.login.passwordHelp')}
                    showLabel={t('reporter.common.showPassword')}
                    hideLabel={t('reporter.common.hidePassword')}
                    required
                    value={secret}
                    onChange={(e) => setSecret(e.currentTarget.value)}
                    onBlur={() => setTouched(true)}
                    error={touched && !secret ? required : undefined}
                  />
                ) : (
                  <>
                    <Text fw={600} data-testid="security-question">
                      {data?.challengeQuestion}
                    </Text>
                    <TextInput
                      label={t('hotline.login.answer')}
                      placeholder={t('hotline.login.answerPlaceholder')}
                      required
                      maxLength={6}
                      inputMode="numeric"
                      autoComplete="off"
                      value={secret}
                      onChange={(e) => setSecret(e.currentTarget.value)}
                      onBlur={() => setTouched(true)}
                      error={
                        touched && !secret
                          ? required
                          : touched && malformedAnswer
                            ? t('hotline.submit.security.answerInvalid')
                            : undefined
                      }
                    />
                  </>
                )}
                {login.isError && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
                    {failure.map((m) => (
                      <div key={m.key}>{t(m.key, m.params)}</div>
                    ))}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button variant="default" onClick={back}>
                    {t('hotline.login.cancel')}
                  </Button>
                  <Button type="submit" disabled={!secret} loading={login.isPending}>
                    {t('hotline.login.checkStatus')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
