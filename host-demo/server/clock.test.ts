import { describe, expect, it } from 'vitest';
import { clockFromEnv, parseInstant } from './clock';

describe('clockFromEnv: TEETIME_NOW pins the sandbox clock', () => {
  it('answers the pinned instant every time', () => {
    const clock = clockFromEnv({ TEETIME_NOW: '2026-11-22T23:30:00Z' });
    expect(clock().toISOString()).toBe('2026-11-22T23:30:00.000Z');
    expect(clock().toISOString()).toBe('2026-11-22T23:30:00.000Z');
  });

  it('takes an offset and follows the machine clock without TEETIME_NOW', () => {
    expect(parseInstant('2026-11-22T18:30:00-05:00')?.toISOString()).toBe('2026-11-22T23:30:00.000Z');
    const before = Date.now();
    const now = clockFromEnv({})().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
  });

  it('refuses text that is not an instant with its zone, saying what to write', () => {
    expect(() => clockFromEnv({ TEETIME_NOW: '2026-11-22 23:30' })).toThrow(/ISO instant with its zone/);
    expect(() => clockFromEnv({ TEETIME_NOW: '2026-11-22T23:30:00' })).toThrow(/2026-11-22T23:30:00Z/);
  });
});
