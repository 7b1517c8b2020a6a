import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client.ts';
import { ModalsHost } from './modals-host.tsx';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-center" zIndex={1000} />
        <RouterProvider router={router} />
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
