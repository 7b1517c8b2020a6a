/**
 * When the tab's idle timeout falls due on the wall clock, which runs on while the machine sleeps;
 * the idle timer does not, and fires late after a wake.
 */
let idleDeadline = Number.POSITIVE_INFINITY;

/** Set by the idle timer each time it starts again; none while it is not watching. */
export const setIdleDeadline = (at: number) => {
  idleDeadline = at;
};

/** The tab has been idle past its timeout, its timer held back by the machine's sleep. */
export const idleTimeoutPassed = () => Date.now() >= idleDeadline;
