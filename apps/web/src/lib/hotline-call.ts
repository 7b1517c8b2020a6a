import { onAppStateReset } from './session/logout.ts';

/**
 * The call a hotline agent is on (spec 000 §2 "Hotline area"): when it started and the step of
 * the flow it is at (page ids A to Q, decision 054), kept in session storage so a reload keeps
 * it. Started by New Report or Follow-up, or on opening the report form or a report's verification
 * without one; reset once its disposition is saved.
 */
const KEY = 'candor.hotline.call';

/** What a call on a new report produced, for its disposition: the organization, then the report. */
export interface CallSubject {
  organizationId?: number;
  referenceId?: string;
}

interface HotlineCallState extends CallSubject {
  startTime: string;
  /** The furthest step the call is at: what its disposition records. */
  pageId: string;
  /** Sent back to the home from a report's verification, to take another report ID (decision 124). */
  atHome?: true;
}

function read(): HotlineCallState | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<HotlineCallState>) : null;
    if (typeof value?.startTime !== 'string' || typeof value.pageId !== 'string') return null;
    return {
      startTime: value.startTime,
      pageId: value.pageId,
      ...(typeof value.organizationId === 'number' ? { organizationId: value.organizationId } : {}),
      ...(typeof value.referenceId === 'string' ? { referenceId: value.referenceId } : {}),
      ...(value.atHome === true ? { atHome: true as const } : {}),
    };
  } catch {
    return null;
  }
}

/** The call moving on to a step: no longer back at the home. */
function onward(state: HotlineCallState): HotlineCallState {
  const { atHome: _atHome, ...rest } = state;
  return rest;
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
  /**
   * A call starts now, on the hotline home (page A); a call sent back to the home goes on, about
   * nothing yet.
   */
  start(): void {
    const current = read();
    write({ startTime: current?.atHome ? current.startTime : new Date().toISOString(), pageId: 'A' });
  },
  /** The call goes back to the home, where the agent takes another report ID or ends the call. */
  backHome(): void {
    const current = read();
    if (current) write({ ...current, atHome: true });
  },
  /** A step that opens a call (the report form, a report's verification): a call not started starts here. */
  enter(id: string): void {
    const current = read();
    write({ ...(current && onward(current)), startTime: current?.startTime ?? new Date().toISOString(), pageId: id });
  },
  /** The step the call is at; without a call, nothing. */
  page(id: string): void {
    const current = read();
    if (current) write({ ...onward(current), pageId: id });
  },
  /** What the call is about, once known. */
  about(subject: CallSubject): void {
    const current = read();
    if (current) write({ ...current, ...subject });
  },
  reset(): void {
    write(null);
  },
  current(): HotlineCallState | null {
    return read();
  },
};

// A session that ended without the call's disposition (the server ended it) leaves nothing of the
// call to whoever signs in next in this tab.
onAppStateReset(() => write(null));
