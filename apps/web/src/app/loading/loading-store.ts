import { useSyncExternalStore } from 'react';

interface LoadingState {
  active: number;
  message: string | null;
}

let state: LoadingState = { active: 0, message: null };
const listeners = new Set<() => void>();
const emit = (next: LoadingState) => {
  state = next;
  for (const l of listeners) l();
};

/**
 * Marks the start of something the user waits for, with an optional message key;
 * call the returned function when it is over.
 */
export function beginLoading(messageKey?: string): () => void {
  emit({ active: state.active + 1, message: messageKey ?? state.message });
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const active = Math.max(0, state.active - 1);
    emit({ active, message: active ? state.message : null });
  };
}

/** Runs a task under the loading overlay. */
export async function withLoading<T>(task: Promise<T>, messageKey?: string): Promise<T> {
  const end = beginLoading(messageKey);
  try {
    return await task;
  } finally {
    end();
  }
}

export const useLoadingState = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
