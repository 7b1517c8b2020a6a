import { isPasswordValid, LIMITS } from '@candor/shared';
import { Alert, Anchor, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { ApiError, apiJson } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSingleSignOn } from '../../../lib/session/session-queries.ts';

/** What the page says instead of its form, and the way to the sign-in page. */
function ToSignIn({ color, message }: { color: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color={color} role="status">
        {message}
      </Alert>
      <Anchor component={Link} to="/login">
        {t('login.reset.signIn')}
      </Anchor>
    </Stack>
  );
}

/** `/account/reset/finish?key=…`: the page of the emailed reset link sets a new password (decision 044). */
export function ResetPasswordPage({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation();
  usePageTitle(t('login.reset.title'));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [left, setLeft] = useState(false);
  const finish = useMutation({
    meta: { httpErrors: 'local' },
    mutationFn: () =>
      apiJson<void>('api/account/reset-password/finish', { json: { key: resetKey, newPassword: password } }),
  });
  // The link is asked about as the page opens, so that a used or expired one says so before a password is chosen.
  const check = useQuery({
    queryKey: ['reset-link', resetKey],
    queryFn: () => apiJson<void>('api/account/reset-password/check', { query: { key: resetKey } }).then(() => true),
    enabled: resetKey !== '',
    retry: false,
    meta: { httpErrors: 'local' },
  });
  const refusedWith = (message: string) =>
    [check.error, finish.error].some((e) => e instanceof ApiError && e.body?.message === message);
  const ssoProfile = useSingleSignOn();
  // Told by the application profile, or by the server when the profile had not come yet.
  const singleSignOn = ssoProfile || refusedWith('error.login.sso');
  const valid = isPasswordValid(password);
  const same = password === confirmation;
  const rules = t('login.reset.rules', { min: LIMITS.passwordMin, max: LIMITS.passwordMax });
  // Once the field is left with a password the rules refuse, the rules say why, in red (WCAG 3.3.1).
  const refused = left && password !== '' && !valid;
  const toggle = { showLabel: t('login.togglePassword'), hideLabel: t('login.togglePassword') };
  return (
    <Container size={460} py={{ base: 40, sm: 72 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 36 }} shadow="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }} mb="md">
          {t('login.reset.title')}
        </Title>
        {singleSignOn ? (
          <ToSignIn color="blue" message={t('error.login.sso')} />
        ) : finish.isSuccess ? (
          <ToSignIn color="teal" message={t('login.reset.done')} />
        ) : check.isPending && resetKey ? null : !resetKey || refusedWith('error.resetKeyInvalid') ? (
          <Alert color="red" role="alert">
            {t('login.reset.invalid')}
          </Alert>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (valid && same) finish.mutate();
            }}
          >
            <Stack>
              {finish.isError && (
                <Alert color="red" role="alert">
                  {t('login.reset.invalid')}
                </Alert>
              )}
              <PasswordField
                {...toggle}
                label={t('login.reset.newPassword')}
                description={refused ? undefined : rules}
                error={refused ? rules : undefined}
                errorProps={{ role: 'alert' }}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                onBlur={() => setLeft(true)}
                autoComplete="new-password"
                required
              />
              <PasswordField
                {...toggle}
                label={t('login.reset.confirm')}
                value={confirmation}
                onChange={(e) => setConfirmation(e.currentTarget.value)}
                autoComplete="new-password"
                error={confirmation && !same ? t('login.reset.mismatch') : undefined}
                required
              />
              <Button type="submit" disabled={!valid || !same} loading={finish.isPending}>
                {t('login.reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
