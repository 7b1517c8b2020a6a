import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../../components/password-field.tsx';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { useReportIdFromLink } from '../../../../components/use-report-id-from-link.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { currentLanguage, useTranslation } from '../../../../lib/i18n.ts';
import { loginFailure } from '../../../../lib/login-failure.ts';
import { lookupReport } from '../../../../lib/report-lookup.ts';
import { reloadSession } from '../../../../lib/session/logout.ts';
import { authenticate } from '../../api/reporter-api.ts';
import { reportQuery } from '../../api/reporter-queries.ts';
import { storeReport } from '../../state/reporter-storage.ts';
import { CallForHelpNote } from '../provider-contact.tsx';

/** /reporter/login (spec 000 §2, §4 "Login"). */
export function ReporterLoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('reporter.login.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [referenceId] = useState(useReportIdFromLink());
  const [password, setPassword] = useState('');
  const lookup = useQuery({
    queryKey: ['reporter', 'lookup', referenceId],
    queryFn: () => lookupReport(referenceId).then(() => true),
    enabled: referenceId !== '',
    meta: { httpErrors: 'local' },
    staleTime: 0,
  });

  useEffect(() => {
    if (!referenceId) navigate('/', { replace: true });
  }, [referenceId, navigate]);

  const login = useMutation({
    mutationFn: () => authenticate(referenceId, password, currentLanguage()),
    meta: { httpErrors: 'local' },
    onSuccess: async (result) => {
      storeReport({ referenceId: result.referenceId });
      await reloadSession(queryClient);
      await queryClient.prefetchQuery(reportQuery(result.referenceId, currentLanguage()));
      navigate('/reporter/report-summary', { replace: true });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (password && !login.isPending) login.mutate();
  };

  if (!referenceId) return null;
  const failure = login.error ? loginFailure(login.error, 'reporter') : null;
  const notFound = lookup.error instanceof ApiError && lookup.error.status === 404;

  return (
    <Container size={480} py="xl" px="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconLock size={28} aria-hidden color="var(--mantine-color-candor-7)" />
            <Title order={1} size="h2">
              {t('reporter.login.title')}
            </Title>
          </Group>
          <div>
            <Text size="sm" c="gray.7">
              {t('reporter.login.reportId')}
            </Text>
            <Text ff="monospace" fw={700} fz="lg" data-testid="login-report-id" style={{ overflowWrap: 'anywhere' }}>
              {referenceId}
            </Text>
          </div>
          {lookup.isPending && (
            <Center>
              <Loader size="sm" aria-label={t('reporter.common.loading')} />
            </Center>
          )}
          {lookup.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {notFound ? t('reporter.login.notFound') : t('feedback.authentication.createSessionError')}
            </Alert>
          )}
          {lookup.isError && (
            <Button component={Link} to="/" variant="default">
              {t('reporter.login.backHome')}
            </Button>
          )}
          {lookup.isSuccess && (
            <form onSubmit={onSubmit} noValidate>
              <Stack gap="md">
                <Text>{t('reporter.login.intro')}</Text>
                <input type="text" name="username" autoComplete="username" value={referenceId} readOnly hidden />
                <PasswordField
                  label={t('reporter.login.password')}
                  showLabel={t('reporter.common.showPassword')}
                  hideLabel={t('reporter.common.hidePassword')}
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  autoFocus
                />
                <div aria-live="assertive">
                  {failure && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
                      {failure.map((m) => (
                        <div key={m.key}>{t(m.key, m.params)}</div>
                      ))}
                    </Alert>
                  )}
                  {failure && <CallForHelpNote />}
                </div>
                <Button type="submit" size="md" loading={login.isPending} disabled={!password}>
                  {t('reporter.login.submit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
