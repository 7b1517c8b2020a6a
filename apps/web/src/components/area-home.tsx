import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title.ts';

interface AreaHomeProps {
  icon: ReactNode;
  title: string;
  greeting?: string | null;
  description: string;
  children?: ReactNode;
}

/** The landing page of a signed-in area: its title, whom it greets and what it is for. */
export function AreaHome({ icon, title, greeting, description, children }: AreaHomeProps) {
  usePageTitle(title);
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="xs">
        <Stack gap="md">
          <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          {greeting && (
            <Text c="gray.7" fw={500}>
              {greeting}
            </Text>
          )}
          <Title order={1} fz={{ base: 26, sm: 32 }} c="candor.9">
            {title}
          </Title>
          <Text size="lg" c="gray.7" maw={720}>
            {description}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
