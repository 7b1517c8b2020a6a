import { useSyncExternalStore } from 'react';

/** A tiny observable value, shared without a provider. */
export function createFlagStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    reset() {
      this.set(initial);
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => value,
      ),
  };
}
