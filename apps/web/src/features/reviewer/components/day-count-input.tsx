import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

type DayCountInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'inputMode'> & {
  value: number | string;
  /** A number for whole digits (full-width ones too, "１５"), the text as typed otherwise. */
  onChange: (value: number | string) => void;
};

const wholeNumber = (text: string) => {
  const digits = text.normalize('NFKC').trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
};

/**
 * A number of days, kept as typed: a fraction ("1.5", or "1,5" in any language), a minus sign or a
 * number past the limits stays on screen for the caller's message to refuse. Nothing is rounded,
 * stripped of its sign or clamped in silence. A text field with a numeric keyboard, not a number
 * field: those rewrite what a paste, dictation or autofill brings ("1,5" became 15).
 */
export function DayCountInput({ value, onChange, ...props }: DayCountInputProps) {
  const [text, setText] = useState(String(value));
  // The text typed stays on screen while it means the value ("015" for 15); a new value replaces it.
  const shown = (typeof value === 'number' ? wholeNumber(text) === value : text === value) ? text : String(value);
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        onChange(wholeNumber(typed) ?? typed);
      }}
    />
  );
}
