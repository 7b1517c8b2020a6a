import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hotlineCall } from './hotline-call.ts';
import { memoryStorage } from './memory-storage.test-support.ts';
import { resetAppState } from './session/logout.ts';

describe('hotlineCall', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });

  it('has no call until one starts, on the hotline home', () => {
    expect(hotlineCall.current()).toBeNull();
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    hotlineCall.start();
    vi.useRealTimers();
    expect(hotlineCall.current()).toEqual({ startTime: '2026-11-24T10:00:00.000Z', pageId: 'A' });
  });

  it('moves the page id and keeps the start time; reset ends the call', () => {
    hotlineCall.start();
    const { startTime } = hotlineCall.current()!;
    hotlineCall.page('K');
    hotlineCall.page('M');
    expect(hotlineCall.current()).toEqual({ startTime, pageId: 'M' });
    hotlineCall.reset();
    expect(hotlineCall.current()).toBeNull();
  });

  it('starts no call on a page inside one; only a step that opens a call starts it', () => {
    hotlineCall.page('K');
    hotlineCall.page('Q');
    expect(hotlineCall.current()).toBeNull();
    expect(sessionStorage.getItem('candor.hotline.call')).toBeNull();
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    hotlineCall.enter('B');
    vi.setSystemTime(new Date('2026-11-24T10:05:00Z'));
    hotlineCall.enter('C');
    vi.useRealTimers();
    expect(hotlineCall.current()).toEqual({ startTime: '2026-11-24T10:00:00.000Z', pageId: 'C' });
  });

  it('keeps what a new report’s call is about across pages; a new call starts without it', () => {
    hotlineCall.start();
    hotlineCall.about({ organizationId: 7 });
    hotlineCall.page('P');
    hotlineCall.about({ referenceId: 'AbCdEfGh2345' });
    expect(hotlineCall.current()).toMatchObject({ pageId: 'P', organizationId: 7, referenceId: 'AbCdEfGh2345' });
    hotlineCall.start();
    expect(hotlineCall.current()).toEqual({ startTime: expect.any(String), pageId: 'A' });
  });

  it('goes on when sent back to the home: keeps its step and start time, then takes another report ID (decision 124)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    hotlineCall.start();
    hotlineCall.enter('O');
    hotlineCall.about({ referenceId: 'AbCdEfGh2345' });
    hotlineCall.backHome();
    // Ended from the home, the call records the step it got to and the report it was about.
    expect(hotlineCall.current()).toEqual({
      startTime: '2026-11-24T10:00:00.000Z',
      pageId: 'O',
      referenceId: 'AbCdEfGh2345',
      atHome: true,
    });
    vi.setSystemTime(new Date('2026-11-24T10:03:00Z'));
    hotlineCall.start();
    expect(hotlineCall.current()).toEqual({ startTime: '2026-11-24T10:00:00.000Z', pageId: 'A' });
    // Moving on, it is no longer at the home; a start from there would be a new call.
    hotlineCall.enter('J');
    expect(hotlineCall.current()).toEqual({ startTime: '2026-11-24T10:00:00.000Z', pageId: 'J' });
    vi.setSystemTime(new Date('2026-11-24T10:09:00Z'));
    hotlineCall.start();
    vi.useRealTimers();
    expect(hotlineCall.current()).toEqual({ startTime: '2026-11-24T10:09:00.000Z', pageId: 'A' });
  });

  it('sends no call back to the home when there is none', () => {
    hotlineCall.backHome();
    expect(hotlineCall.current()).toBeNull();
  });

  it('reads nothing from a damaged entry', () => {
    sessionStorage.setItem('candor.hotline.call', '{not json');
    expect(hotlineCall.current()).toBeNull();
    sessionStorage.setItem('candor.hotline.call', JSON.stringify({ pageId: 'K' }));
    expect(hotlineCall.current()).toBeNull();
  });

  it('leaves nothing of the call to whoever signs in next when the app state resets', () => {
    hotlineCall.start();
    hotlineCall.about({ referenceId: 'AbCdEfGh2345' });
    resetAppState(new QueryClient());
    expect(hotlineCall.current()).toBeNull();
  });
});
