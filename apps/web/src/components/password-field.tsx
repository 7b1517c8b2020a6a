import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> {
  /** Accessible names of the toggle, e.g. "Show password" and "Hide password". */
  showLabel: string;
  hideLabel: string;
}

/** A password input whose show/hide toggle is a real, keyboard-reachable button with a name and state. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      autoComplete="off"
      {...props}
      // Mantine marks only its other inputs invalid; a screen reader hears this one's error too.
      aria-invalid={props.error ? true : undefined}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? hideLabel : showLabel, 'aria-pressed': visible }}
    />
  );
}
