import { describe, expect, it } from 'vitest';
import { idleTimeoutMs, idleWarningLeadMs, keepAliveIntervalMs } from './idle.ts';

describe('idleTimeoutMs', () => {
  it("uses the user's timeout minus 10 seconds, in ms", () => {
    expect(idleTimeoutMs(600, 3600)).toBe(590_000);
  });

  it('falls back to the default timeout when the user has none', () => {
    expect(idleTimeoutMs(null, 3600)).toBe(3_590_000);
    expect(idleTimeoutMs(undefined, 1800)).toBe(1_790_000);
    expect(idleTimeoutMs(0, 1800)).toBe(1_790_000);
  });

  it('uses 3600 seconds when neither is usable', () => {
    expect(idleTimeoutMs(null, 0)).toBe(3_590_000);
    expect(idleTimeoutMs(Number.NaN, Number.NaN)).toBe(3_590_000);
  });

  it('never goes below 1000 ms', () => {
    expect(idleTimeoutMs(10, 3600)).toBe(1000);
    expect(idleTimeoutMs(5, 3600)).toBe(1000);
    expect(idleTimeoutMs(12, 3600)).toBe(2000);
  });
});

describe('idleWarningLeadMs', () => {
  it('warns a minute before the timeout', () => {
    expect(idleWarningLeadMs(3_590_000)).toBe(60_000);
    expect(idleWarningLeadMs(120_000)).toBe(60_000);
  });

  it('warns half-way through a short idle time', () => {
    expect(idleWarningLeadMs(5_000)).toBe(2_500);
    expect(idleWarningLeadMs(119_999)).toBe(59_999);
  });
});

describe('keepAliveIntervalMs', () => {
  it('keeps an active session alive every minute', () => {
    expect(keepAliveIntervalMs(3_590_000)).toBe(60_000);
    expect(keepAliveIntervalMs(240_000)).toBe(60_000);
  });

  it('keeps a short session alive four times per idle time, at most once in 5 seconds', () => {
    expect(keepAliveIntervalMs(230_000)).toBe(57_500);
    expect(keepAliveIntervalMs(40_000)).toBe(10_000);
    expect(keepAliveIntervalMs(5_000)).toBe(5_000);
    expect(keepAliveIntervalMs(1_000)).toBe(5_000);
  });
});
