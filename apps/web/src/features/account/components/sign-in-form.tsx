import type { TwoFactorStepName } from '@candor/shared';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { MessageRef } from '../../../lib/http-feedback.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { loginFailure } from '../../../lib/login-failure.ts';
import { useSignIn } from '../api/sign-in.ts';
import { EnrolStep, VerifyCodeStep } from './two-factor-step.tsx';

/** Why a sign-in did not work. */
export function SignInAlert({ messages }: { messages: MessageRef[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="sign-in-error">
      {messages.map((m) => (
        <div key={m.key}>{t(m.key, m.params ?? {})}</div>
      ))}
    </Alert>
  );
}

/**
 * Username and password; both are required before the form can be sent. `notice` is shown
 * in the error alert until the form is first sent (e.g. a failed single sign-on).
 */
export function SignInForm({ onSignedIn, notice }: { onSignedIn: () => void; notice?: MessageRef[] | null }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<TwoFactorStepName | null>(null);
  const ready = username.trim() !== '' && password !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || signIn.isPending) return;
    signIn.mutate(
      { username, password },
      {
        onSuccess: (owed) => (owed ? setStep(owed) : onSignedIn()),
        onError: () => setPassword(''),
      },
    );
  };
  if (step === 'verify') return <VerifyCodeStep onSignedIn={onSignedIn} />;
  if (step === 'enrol') return <EnrolStep onSignedIn={onSignedIn} />;
  const failure = signIn.isError ? loginFailure(signIn.error, 'staff') : signIn.isIdle ? (notice ?? null) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && <SignInAlert messages={failure} />}
        <TextInput
          label={t('login.username')}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
          size="md"
          data-autofocus
        />
        <PasswordInput
          label={t('login.password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          required
          size="md"
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={!ready}
          loading={signIn.isPending}
          leftSection={<IconLogin2 size={18} aria-hidden />}
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
