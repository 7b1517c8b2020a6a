import { describe, expect, it } from 'vitest';
import { LOG_GENERIC_KEY, logMessageKeys, readableInfo } from './log-info.ts';

describe('readableInfo', () => {
  it('shows a new name, a linked report and an edited comment as they are', () => {
    for (const trackingType of ['NAME', 'LINKED', 'UNLINKED', 'COMMENT_EDITED'])
      expect(readableInfo({ trackingType, additionalInfo: 'Sleeping guard' })).toBe('Sleeping guard');
  });

  it('keeps a priority constant, a time, a count, a category id and user ids to the record', () => {
    const kept = [
      ['PRIORITY', 'HIGH'],
      ['CLOSE_SCHEDULED', '2026-12-16T15:07:58.000Z'],
      ['FLEX_FIELDS', '4'],
      ['MOVED', 'Northwind Germany / 101'],
      ['DELEGATED', '12,14'],
    ];
    for (const [trackingType, additionalInfo] of kept)
      expect(readableInfo({ trackingType, additionalInfo })).toBeNull();
  });
});

describe('logMessageKeys', () => {
  it("words what a hotline agent did for the caller as the hotline's first, then the entry's own", () => {
    expect(logMessageKeys({ trackingType: 'REPORTER_LOGIN', authorities: ['HOTLINE'] })).toEqual([
      'log.hotline.REPORTER_LOGIN',
      'log.REPORTER_LOGIN',
    ]);
    expect(logMessageKeys({ trackingType: 'CLOSED', authorities: [] })).toEqual(['log.CLOSED']);
    expect(logMessageKeys({ trackingType: 'CLOSED' })).toEqual(['log.CLOSED']);
    expect(LOG_GENERIC_KEY).toBe('log.generic');
  });
});
