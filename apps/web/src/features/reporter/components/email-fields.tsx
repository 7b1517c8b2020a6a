import { emailError, LIMITS } from '@candor/shared';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

export interface EmailFieldsProps {
  email: string;
  confirmation: string;
  onEmail: (value: string) => void;
  onConfirmation: (value: string) => void;
  /** Both fields may stay empty. */
  optional?: boolean;
  showErrors?: boolean;
}

/** A notification email and its confirmation (spec 000 §5): messages appear once a field was touched. */
export function EmailFields({ email, confirmation, onEmail, onConfirmation, optional, showErrors }: EmailFieldsProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState({ email: false, confirmation: false });
  const blank = optional && email === '' && confirmation === '';
  const problem = blank ? null : emailError(email, confirmation);
  const emailShown = touched.email || showErrors;
  const confirmationShown = touched.confirmation || showErrors;

  let emailMessage: string | undefined;
  if (emailShown && problem === 'invalid') emailMessage = t('reporter.email.invalid');
  else if (emailShown && problem === 'tooLong') emailMessage = t('reporter.email.tooLong', { max: LIMITS.emailMax });
  const mismatch = confirmationShown && problem === 'mismatch';

  return (
    <>
      <TextInput
        type="email"
        label={t('reporter.email.address')}
        required={!optional}
        autoComplete="off"
        value={email}
        onChange={(e) => onEmail(e.currentTarget.value.trim())}
        onBlur={() => setTouched((s) => ({ ...s, email: true }))}
        error={emailMessage}
      />
      <TextInput
        type="email"
        label={t('reporter.email.confirm')}
        required={!optional}
        autoComplete="off"
        value={confirmation}
        onChange={(e) => onConfirmation(e.currentTarget.value.trim())}
        onBlur={() => setTouched((s) => ({ ...s, confirmation: true }))}
        error={mismatch ? t('reporter.email.mismatch') : undefined}
      />
    </>
  );
}
