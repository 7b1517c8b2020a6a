import { needsServerCheck, passwordProblems } from '@candor/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../../components/password-field.tsx';
import { usePageTitle } from '../../../../components/use-page-title.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { changePassword } from '../../api/reporter-api.ts';
import { usePasswordCheck } from '../../hooks/use-password-check.ts';
import { NewPasswordFields } from '../new-password-fields.tsx';
import { ReporterPage } from '../reporter-page.tsx';

/** /reporter/change-password (spec 000 §2, §5 "Change password"). */
export function ChangePasswordPage() {
  return (
    <ReporterPage size={560} openOnly>
      {(_report, referenceId) => <ChangePasswordForm referenceId={referenceId} />}
    </ReporterPage>
  );
}

function ChangePasswordForm({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('reporter.changePassword.title'));
  const navigate = useNavigate();
  const { check, resultFor } = usePasswordCheck(referenceId);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const serverCheck = resultFor(password);
  const valid =
    current !== '' &&
    passwordProblems(password).length === 0 &&
    password === confirmation &&
    serverCheck !== 'insecure';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (!valid || saving) return;
    setSaving(true);
    const result = needsServerCheck(password) && serverCheck !== 'secure' ? await check(password) : serverCheck;
    if (result === 'insecure') {
      setSaving(false);
      return;
    }
    try {
      // The server's alert header announces reporter.passwordChange.success.
      await changePassword(current, password);
      navigate('/reporter/report-summary');
    } catch (err) {
      // Spec 000 §8: reporter.passwordChange.error. A wrong current password counts toward the
      // report's lock-out, like a failed sign-in: the attempts left, or the lock, say so below it.
      const left = err instanceof ApiError ? err.body?.numberOfLoginAttemptsLeft : undefined;
      const detail =
        err instanceof ApiError && err.body?.message === 'error.login.locked'
          ? t('reporter.login.locked')
          : typeof left === 'number'
            ? t('reporter.login.attemptsLeft', { count: left })
            : err instanceof ApiError && err.status === 401
              ? t('error.unauthorized')
              : undefined;
      const error = t('reporter.passwordChange.error');
      notifications.show({ color: 'red', ...(detail ? { title: error, message: detail } : { message: error }) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('reporter.changePassword.title')}
          </Title>
          <Text c="gray.7" size="sm">
            {t('reporter.changePassword.intro')}
          </Text>
          <PasswordField
            label={t('reporter.changePassword.current')}
            showLabel={t('reporter.common.showPassword')}
            hideLabel={t('reporter.common.hidePassword')}
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={showErrors && !current ? t('reporter.changePassword.currentRequired') : undefined}
          />
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            serverCheck={serverCheck}
            onCheck={(p) => void check(p)}
            showErrors={showErrors}
            passwordLabel={t('reporter.changePassword.new')}
            confirmationLabel={t('reporter.changePassword.confirm')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate('/reporter/report-summary')}>
              {t('reporter.common.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={!valid || serverCheck === 'checking'}>
              {t('reporter.changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
