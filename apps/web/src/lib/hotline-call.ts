/**
 * The call a hotline agent is on (spec 000 §2 "Hotline area"): when it started and the step of
 * the flow it is at (page ids A to Q, decision 054), kept in session storage so a reload keeps
 * it. Started by New Report or Follow-up, reset once its disposition is saved.
 */
const KEY = 'candor.hotline.call';

interface HotlineCallState {
  startTime: string;
  pageId: string;
}

function read(): HotlineCallState | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<HotlineCallState>) : null;
    return typeof value?.startTime === 'string' && typeof value.pageId === 'string'
      ? { startTime: value.startTime, pageId: value.pageId }
      : null;
  } catch {
    return null;
  }
}

function write(state: HotlineCallState | null) {
  try {
    if (state) sessionStorage.setItem(KEY, JSON.stringify(state));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Without session storage the call lives as long as the page.
  }
}

export const hotlineCall = {
  /** A new call starts now, on the hotline home (page A). */
  start(): void {
    write({ startTime: new Date().toISOString(), pageId: 'A' });
  },
  /** The step the call is at; a call not started starts here. */
  page(id: string): void {
    const current = read();
    write({ startTime: current?.startTime ?? new Date().toISOString(), pageId: id });
  },
  reset(): void {
    write(null);
  },
  current(): { startTime: string; pageId: string } | null {
    return read();
  },
};
