import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyFailure, notifyHttpError } from './http-notifier.ts';
import { isSessionEndError } from './session/session-end.ts';

/**
 * How a call's failure is reported: `global` (default) shows the toasts of spec 000 §8,
 * `local` leaves it to the screen, `log` only writes it to the console.
 */
export type HttpErrorHandling = 'global' | 'local' | 'log';

interface CallMeta {
  httpErrors?: HttpErrorHandling;
  /** The message key the spec gives this call's failure (spec 001 §8), shown instead of the HTTP one. */
  failure?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

function handle(error: unknown, meta: CallMeta = {}) {
  const how = meta.httpErrors ?? 'global';
  // The sign-in page says it once (lib/session/session-end.ts).
  if (how === 'local' || isSessionEndError(error)) return;
  if (how === 'log') {
    console.error(error);
    return;
  }
  if (meta.failure) notifyFailure(meta.failure);
  else notifyHttpError(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta) }),
  mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => handle(error, mutation.meta) }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
