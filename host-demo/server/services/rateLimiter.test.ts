import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';
import { RateLimiter } from './rateLimiter';

describe('RateLimiter', () => {
  it('counts events inside a sliding window', () => {
    const { db } = makeTestApp();
    const limiter = new RateLimiter(db);
    const t0 = new Date('2026-06-15T10:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    limiter.record('b', at(0));
    limiter.record('b', at(5));
    limiter.record('other', at(5));
    expect(limiter.count('b', 10 * 60_000, at(6))).toBe(2);
    expect(limiter.isLimited('b', 2, 10 * 60_000, at(6))).toBe(true);
    expect(limiter.count('b', 10 * 60_000, at(12))).toBe(1);
    expect(limiter.isLimited('b', 2, 10 * 60_000, at(12))).toBe(false);
    limiter.clear('b');
    expect(limiter.count('b', 10 * 60_000, at(6))).toBe(0);
  });
});
