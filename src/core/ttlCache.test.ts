// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_TTL_MS, createTtlCache } from './ttlCache';

let clock = 0;
const now = () => clock;

beforeEach(() => {
  sessionStorage.clear();
  clock = 1_700_000_000_000;
});

describe('ttl cache', () => {
  it('keeps an entry for the default 240000 ms, fresh at first, then forgets it', () => {
    expect(DEFAULT_CACHE_TTL_MS).toBe(240000);
    const cache = createTtlCache(undefined, { now });
    cache.set('courses', [1, 2]);
    expect(cache.get('courses')).toEqual({
      data: [1, 2],
      timestamp: clock,
      ttl: 240000,
      stale: false,
    });
    clock += 239_999;
    expect(cache.get('courses')?.data).toEqual([1, 2]);
    clock += 1;
    expect(cache.get('courses')).toBeUndefined();
    expect(sessionStorage.getItem('teetime:cache:courses')).toBeNull();
  });

  it('honours a per-entry ttl and survives a reload (stored in sessionStorage)', () => {
    createTtlCache(undefined, { now }).set('site', { a: 1 }, 900_000);
    const afterReload = createTtlCache(undefined, { now });
    clock += 899_999;
    expect(afterReload.get('site')?.data).toEqual({ a: 1 });
    clock += 1;
    expect(afterReload.get('site')).toBeUndefined();
  });

  it('marks stale, removes and resets only its own entries', () => {
    const cache = createTtlCache(undefined, { now });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.markStale('a');
    expect(cache.get('a')).toMatchObject({ data: 1, stale: true });
    cache.remove('a');
    expect(cache.get('a')).toBeUndefined();
    sessionStorage.setItem('teetime:checkout', 'keep');
    cache.reset();
    expect(cache.get('b')).toBeUndefined();
    expect(sessionStorage.getItem('teetime:checkout')).toBe('keep');
  });

  it('treats corrupt entries as missing', () => {
    sessionStorage.setItem('teetime:cache:x', '{oops');
    sessionStorage.setItem('teetime:cache:y', '{"data":1}');
    const cache = createTtlCache(undefined, { now });
    expect(cache.get('x')).toBeUndefined();
    expect(cache.get('y')).toBeUndefined();
  });
});
