import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { ErrorBoundary } from './errors/error-boundary.tsx';
import { NotificationsHost } from './notifications-host.tsx';
import { AppRoutes } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <NotificationsHost />
        <BrowserRouter>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
