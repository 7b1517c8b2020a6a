import { createFlagStore } from '../../lib/flag-store.ts';

export interface IdleWarning {
  /** When the idle timeout fires, in ms since the epoch. */
  deadline: number;
  /** Keeps the user here: restarts the idle timer. */
  stay: () => void;
}

/** The "Are you still there?" warning shown before an idle timeout. */
const idleWarning = createFlagStore<IdleWarning | null>(null);

export const showIdleWarning = (warning: IdleWarning) => idleWarning.set(warning);
export const hideIdleWarning = () => idleWarning.set(null);
export const useIdleWarning = idleWarning.use;
