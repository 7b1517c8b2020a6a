import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { HelpMenu } from '../../../components/help-menu.tsx';

/** The hotline pages' frame (spec 000 §6): the help menu with the hotline's two documents above the page. */
export function HotlineFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Container size="lg" pt="md">
        <Group justify="flex-end">
          <HelpMenu />
        </Group>
      </Container>
      {children}
    </>
  );
}
