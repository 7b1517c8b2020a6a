import type { QueryClient } from '@tanstack/react-query';
import { getApiPrefix, request, setApiPrefix } from '../api-client.ts';
import { resetReporterFlags } from '../reporter-flags.ts';
import { accountQuery } from './session-queries.ts';

/** Everything a session leaves behind in the tab, reporter drafts included. */
export function resetAppState(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== 'management' && q.queryKey.join('/') !== accountQuery.queryKey.join('/'),
  });
  resetReporterFlags();
  setApiPrefix('api');
  for (const l of resetListeners) l();
}

/**
 * Signs out (spec 000 §4 "Logout"): posts to the current mode's prefix, resets the
 * state and reloads the session.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  await request(`${getApiPrefix()}/logout`, { method: 'POST' }).catch((e: unknown) => console.error(e));
  await forgetSession(queryClient);
}

/** Forgets the session on the page only: resets the state and reloads the session. */
export async function forgetSession(queryClient: QueryClient): Promise<void> {
  resetAppState(queryClient);
  await reloadSession(queryClient);
}

/** Fetches the session again, whatever the cache holds. */
export const reloadSession = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...accountQuery, staleTime: 0 }).catch(() => null);

const resetListeners = new Set<() => void>();
/** Lets a feature clear what it keeps (session storage, drafts) when the app state resets. */
export function onAppStateReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}
