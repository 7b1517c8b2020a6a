import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyHttpError } from './http-notifier.ts';

/**
 * How a call's failure is reported: `global` (default) shows the toasts of spec 000 §8,
 * `local` leaves it to the screen, `log` only writes it to the console.
 */
export type HttpErrorHandling = 'global' | 'local' | 'log';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { httpErrors?: HttpErrorHandling };
    mutationMeta: { httpErrors?: HttpErrorHandling };
  }
}

function handle(error: unknown, how: HttpErrorHandling = 'global') {
  if (how === 'local') return;
  if (how === 'log') {
    console.error(error);
    return;
  }
  notifyHttpError(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta?.httpErrors) }),
  mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => handle(error, mutation.meta?.httpErrors) }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
