import { useRef } from 'react';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';

/**
 * The idempotency key of the message being written: the same on every try until one is
 * answered, so a message whose answer was lost is not sent twice when sent again (decision 109).
 */
export function useMessageKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
    answered: () => {
      key.current = null;
    },
  };
}
