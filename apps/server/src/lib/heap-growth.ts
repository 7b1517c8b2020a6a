import { setFlagsFromString } from 'node:v8';

/** How far the old generation may grow past what its last full collection kept, in percent. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Bounds V8's heap growth between full collections (decision 065). By default V8 lets the old
 * generation reach up to four times what was live before it collects it again. A streamed
 * export parses far more rows than it ever holds, and the rows a minor collection finds in
 * flight move to the old generation: a 100 000-row export left some 80 MB of such garbage
 * there before anything collected it. At 50 % a full collection comes much sooner. Called
 * once, before the app starts.
 */
export function boundHeapGrowth() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
