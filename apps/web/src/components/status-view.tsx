import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusViewProps {
  icon: ReactNode;
  color?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred message page: 403, not found, invalid configuration, crashes. */
export function StatusView({ icon, color = 'candor', title, children, actions }: StatusViewProps) {
  return (
    <Container size={560} py={{ base: 48, sm: 80 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {children}
        {actions}
      </Stack>
    </Container>
  );
}

export function StatusText({ children }: { children: ReactNode }) {
  return (
    <Text c="gray.7" size="lg">
      {children}
    </Text>
  );
}
