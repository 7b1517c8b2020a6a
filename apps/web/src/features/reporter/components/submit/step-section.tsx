import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

export interface StepSectionProps {
  title: string;
  intro?: string | null;
  children: ReactNode;
  /** Moves focus to the heading when shown, so keyboard and screen-reader users start at the new step. */
  focusOnShow?: boolean;
}

export function StepSection({ title, intro, children, focusOnShow = true }: StepSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Stack gap="md" component="section">
      <div>
        <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {intro && (
          <Text c="gray.7" mt={6} style={{ whiteSpace: 'pre-wrap' }}>
            {intro}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

export interface StepProps<D> {
  draft: D;
  update: (patch: Partial<D>) => void;
  /** Set after the reporter tried to continue: problems are shown. */
  showErrors: boolean;
}
