import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { onAppStateReset } from '../lib/session/logout.ts';

// Kept in the tab's memory per message box, so that a box opened again (another tab of the
// report and back) sends the same key as before; signing out drops them all.
const keys = new Map<string, string>();
onAppStateReset(() => keys.clear());

/**
 * The idempotency key of the message being written in one box: the same on every try until one
 * is answered, so a message whose answer was lost is not sent twice when sent again (decision 109).
 */
export function messageKeyOf(box: string) {
  return {
    current: () => {
      const key = keys.get(box) ?? newIdempotencyKey();
      keys.set(box, key);
      return key;
    },
    answered: () => {
      keys.delete(box);
    },
  };
}
