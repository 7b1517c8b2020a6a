import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { type CodeStep, codeFailure } from '../../../lib/login-failure.ts';
import { useConfirmEnrolment, useFinishSignIn, useTotpEnrolment, useVerifyCode } from '../api/sign-in.ts';

function Failure({ error, step = 'verify' }: { error: unknown; step?: CodeStep }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="sign-in-error">
      {codeFailure(error, step).map((m) => (
        <div key={m.key}>{t(m.key, m.params ?? {})}</div>
      ))}
    </Alert>
  );
}

/** One code field and its button. */
function CodeForm({
  label,
  submitLabel,
  pending,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (code: string, reset: () => void) => void;
}) {
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim() && !pending) onSubmit(code, () => setCode(''));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={label}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          size="md"
          data-autofocus
        />
        <Button type="submit" size="md" fullWidth disabled={!code.trim()} loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function VerifyCodeStep({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const verify = useVerifyCode();
  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {t('login.twoFactor.codeTitle')}
      </Title>
      <Text c="gray.7">{t('login.twoFactor.codeHelp')}</Text>
      {verify.isError && <Failure error={verify.error} />}
      <CodeForm
        label={t('login.twoFactor.code')}
        submitLabel={t('login.twoFactor.verify')}
        pending={verify.isPending}
        onSubmit={(code, reset) => verify.mutate(code, { onSuccess: onSignedIn, onError: reset })}
      />
    </Stack>
  );
}

/** Enrolment: the QR code and the key as text, a first code to confirm, then the recovery codes once. */
export function EnrolStep({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const enrolment = useTotpEnrolment();
  const confirm = useConfirmEnrolment();
  const finish = useFinishSignIn();
  if (confirm.data) {
    return (
      <Stack gap="md">
        <Title order={2} fz={20}>
          {t('login.twoFactor.recoveryTitle')}
        </Title>
        <Text c="gray.7">{t('login.twoFactor.recoveryHelp')}</Text>
        <ul data-testid="recovery-codes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {confirm.data.recoveryCodes.map((c) => (
            <li key={c} style={{ fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 16, padding: '2px 0' }}>
              {c}
            </li>
          ))}
        </ul>
        <Button size="md" fullWidth onClick={() => finish().then(onSignedIn)}>
          {t('reviewer.common.continue')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {t('login.twoFactor.enrolTitle')}
      </Title>
      <Text c="gray.7">{t('login.twoFactor.enrolHelp')}</Text>
      {enrolment.isError && <Failure error={enrolment.error} />}
      {enrolment.data && (
        <>
          <img
            src={enrolment.data.qrCode}
            alt={t('login.twoFactor.qrAlt')}
            width={200}
            height={200}
            style={{ display: 'block', margin: '0 auto' }}
          />
          <div>
            <Text size="sm" c="gray.7">
              {t('login.twoFactor.secret')}
            </Text>
            <Text ff="monospace" fw={600} data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
              {enrolment.data.secret}
            </Text>
          </div>
        </>
      )}
      {confirm.isError && <Failure error={confirm.error} step="enrol" />}
      <CodeForm
        label={t('login.twoFactor.code')}
        submitLabel={t('login.twoFactor.confirm')}
        pending={confirm.isPending}
        onSubmit={(code, reset) => confirm.mutate(code, { onError: reset })}
      />
    </Stack>
  );
}
