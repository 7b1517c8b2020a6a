import { NumberInput, type NumberInputProps } from '@mantine/core';
import { decimalSeparator } from '../../../components/intl-locale.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * A number of days. What is typed stays as typed, a fraction in the interface language's way
 * ("1,5" in German): a fraction, a negative number or a number past the limits is refused by the
 * caller's message, never rounded, stripped of its sign or clamped in silence.
 */
export function DayCountInput(
  props: Omit<NumberInputProps, 'allowNegative' | 'clampBehavior' | 'decimalSeparator' | 'thousandSeparator'>,
) {
  const { i18n } = useTranslation();
  return (
    <NumberInput
      {...props}
      clampBehavior="none"
      decimalSeparator={decimalSeparator(i18n.language)}
      // Mantine hands a half-typed number back as "1.0": read as a number, not as text in the field's format.
      valueIsNumericString
    />
  );
}
