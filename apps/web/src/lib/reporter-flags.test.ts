import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseLeave,
  keepNothing,
  leaveReport,
  leaveReportForReload,
  resetReporterFlags,
  setReportUnderWay,
  usePendingLeave,
} from './reporter-flags.ts';

let asked: (() => void) | null = null;
function Probe() {
  asked = usePendingLeave();
  return null;
}

/** The question the layout would ask now: where Leave goes, or null when none is asked. */
function pendingQuestion(): (() => void) | null {
  renderToString(createElement(Probe));
  return asked;
}

describe('leaving a report under way', () => {
  beforeEach(() => resetReporterFlags());

  it('goes at once when nothing is under way', () => {
    const go = vi.fn();
    leaveReport(go);
    expect(go).toHaveBeenCalledOnce();
    expect(pendingQuestion()).toBeNull();
  });

  it('asks first, and Leave drops the report before it goes', () => {
    const abandon = vi.fn();
    const go = vi.fn(() => expect(abandon).toHaveBeenCalledOnce());
    setReportUnderWay(abandon);
    leaveReport(go);
    expect(go).not.toHaveBeenCalled();
    chooseLeave();
    expect(go).toHaveBeenCalledOnce();
  });

  it('does not ask again once Leave was chosen, while the form is still on screen', () => {
    const abandon = vi.fn();
    setReportUnderWay(abandon);
    leaveReport(() => {});
    chooseLeave();
    const again = vi.fn();
    leaveReport(again);
    expect(again).toHaveBeenCalledOnce();
    expect(pendingQuestion()).toBeNull();
    expect(abandon).toHaveBeenCalledOnce();
  });

  it('forgets the question when the report goes by another way (Back while it is asked)', () => {
    setReportUnderWay(() => {});
    leaveReport(() => {});
    expect(pendingQuestion()).not.toBeNull();
    setReportUnderWay(null);
    expect(pendingQuestion()).toBeNull();
  });

  it("reloads without a question a reporter's report, which the tab keeps, and drops nothing", () => {
    const abandon = vi.fn();
    const reload = vi.fn();
    setReportUnderWay(abandon);
    leaveReportForReload(reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(abandon).not.toHaveBeenCalled();
    expect(pendingQuestion()).toBeNull();
  });

  it('asks before a reload loses what lives in the page alone, and keeps it guarded should the reload not come', () => {
    for (const question of ['report', 'credentials'] as const) {
      resetReporterFlags();
      setReportUnderWay(keepNothing, question);
      const reload = vi.fn();
      leaveReportForReload(reload);
      expect(reload).not.toHaveBeenCalled();
      chooseLeave();
      expect(reload).toHaveBeenCalledOnce();
      const link = vi.fn();
      leaveReport(link);
      expect(link).not.toHaveBeenCalled();
    }
  });
});
