import { LIMITS, passwordProblems } from '@candor/shared';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { PasswordField } from '../../../components/password-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ServerCheck } from '../hooks/use-password-check.ts';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  serverCheck: ServerCheck;
  /** Called on blur: the server checks passwords longer than 7 characters. */
  onCheck: (password: string) => void;
  showErrors: boolean;
  passwordLabel: string;
  confirmationLabel: string;
}

/** A new report password and its confirmation, with the rules of spec 000 §5. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { password, confirmation, onPassword, onConfirmation, serverCheck, onCheck, showErrors } = props;
  const { t } = useTranslation();
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const toggle = { showLabel: t('reporter.common.showPassword'), hideLabel: t('reporter.common.hidePassword') };

  let passwordError: string | undefined;
  if ((touched.password || showErrors) && passwordProblems(password).length > 0)
    passwordError = t('reporter.passwordFailsComplexity');
  else if (serverCheck === 'insecure') passwordError = t('reporter.passwordCheckFailed');
  const mismatch = (touched.confirmation || showErrors) && confirmation !== password;

  return (
    <>
      <PasswordField
        {...toggle}
        label={props.passwordLabel}
        description={t('reporter.credentials.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
        required
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        onBlur={() => {
          setTouched((s) => ({ ...s, password: true }));
          onCheck(password);
        }}
        error={passwordError}
        // Found after the field was left, often by the server's check: read out as it appears.
        errorProps={{ role: 'alert' }}
      />
      <Text size="xs" c="gray.7" aria-live="polite" mt={-6}>
        {serverCheck === 'checking' ? t('reporter.credentials.checking') : ''}
      </Text>
      <PasswordField
        {...toggle}
        label={props.confirmationLabel}
        required
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onConfirmation(e.currentTarget.value)}
        onBlur={() => setTouched((s) => ({ ...s, confirmation: true }))}
        error={mismatch ? t('reporter.credentials.mismatch') : undefined}
        // Shown once the field is left, when the focus has moved on: read out as it appears.
        errorProps={{ role: 'alert' }}
      />
    </>
  );
}
