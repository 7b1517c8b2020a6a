/** Idle timeout (spec 000 §9): the user's session timeout or the default, minus 10 seconds. */
import { LIMITS } from '../constants.ts';

const MIN_IDLE_MS = 1000;

/** A missing, zero or negative timeout counts as not set. */
export function idleTimeoutMs(userTimeoutSeconds: number | null | undefined, defaultTimeoutSeconds: number): number {
  const positive = (s: number | null | undefined): s is number => typeof s === 'number' && Number.isFinite(s) && s > 0;
  const seconds = positive(userTimeoutSeconds)
    ? userTimeoutSeconds
    : positive(defaultTimeoutSeconds)
      ? defaultTimeoutSeconds
      : LIMITS.defaultSessionTimeoutSeconds;
  return Math.max(MIN_IDLE_MS, (seconds - LIMITS.idleMarginSeconds) * 1000);
}

/**
 * How long before the idle timeout the "Are you still there?" warning shows: a minute, or half
 * the idle time when that is shorter, so a reporter can keep the draft.
 */
export const idleWarningLeadMs = (timeoutMs: number) => Math.min(LIMITS.idleWarningMs, Math.floor(timeoutMs / 2));

/** The keep-alive's shortest interval, whatever the session's timeout. */
const KEEP_ALIVE_MIN_MS = 5000;

/**
 * How often, at most, an active signed-in user's browser tells the server it is still in use
 * (decision 067): a minute, or a quarter of the idle time when that is shorter, never more than
 * once in 5 seconds. The server's session then lasts as long as the browser's idle timer while
 * the user types without making requests.
 */
export const keepAliveIntervalMs = (timeoutMs: number) =>
  Math.max(KEEP_ALIVE_MIN_MS, Math.min(LIMITS.keepAliveMs, Math.floor(timeoutMs / 4)));
