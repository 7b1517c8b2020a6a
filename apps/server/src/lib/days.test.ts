import { describe, expect, it } from 'vitest';
import { dayStart, fileStamp, wallClock } from './days.ts';

describe('dayStart', () => {
  it('is the instant the day begins on the clocks of the time zone', () => {
    expect(dayStart('2026-12-01', 'America/Los_Angeles')).toBe('2026-12-01T08:00:00.000Z');
    expect(dayStart('2026-12-01', 'Asia/Tokyo')).toBe('2026-11-30T15:00:00.000Z');
    expect(dayStart('2020-02-29', 'UTC', 1)).toBe('2020-03-01T00:00:00.000Z');
    expect(dayStart('2026-12-31', 'Europe/Paris', 1)).toBe('2026-12-31T23:00:00.000Z');
  });

  it('begins a day whose midnight the clocks skip at its first instant, one whose midnight comes twice at the first', () => {
    // Chile moves its clocks from 00:00 to 01:00 on 6 September 2026.
    expect(dayStart('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    // Cuba moves them back from 01:00 to 00:00 on 1 November 2026.
    expect(dayStart('2026-11-01', 'America/Havana')).toBe('2026-11-01T04:00:00.000Z');
  });

  it('reads the years 1 to 99 as written, and bounds the days beyond what PostgreSQL stores by infinities', () => {
    expect(dayStart('0050-06-01', 'UTC')).toBe('0050-06-01T00:00:00.000Z');
    expect(dayStart('0001-01-01', 'UTC')).toBe('0001-01-01T00:00:00.000Z');
    expect(dayStart('0001-01-01', 'Asia/Tokyo')).toBe('-infinity');
    expect(dayStart('9999-12-31', 'UTC', 1)).toBe('infinity');
    expect(dayStart('9999-12-31', 'America/Los_Angeles')).toBe('9999-12-31T08:00:00.000Z');
    expect(dayStart('9999-12-31', 'America/Los_Angeles', 1)).toBe('infinity');
  });
});

describe('wallClock', () => {
  it('writes an instant as the clocks of the time zone show it', () => {
    expect(wallClock('2020-03-01T04:50:00Z', 'America/Los_Angeles')).toBe('2020-02-29 20:50');
    expect(wallClock('0050-06-01T00:00:00Z', 'UTC')).toBe('0050-06-01 00:00');
  });
});

describe('fileStamp', () => {
  it("names a file by the moment on the reader's clocks, on UTC's without a time zone", () => {
    const moment = new Date('2026-12-03T09:54:07Z');
    expect(fileStamp(moment)).toBe('20261203_095407');
    expect(fileStamp(moment, 'Pacific/Pago_Pago')).toBe('20261202_225407');
    expect(fileStamp(moment, 'Pacific/Kiritimati')).toBe('20261203_235407');
  });
});
