// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from './apiClientTypes';
import { favoriteCourseIds, favoritesChanged, forgetFavorites } from './favoriteCourses';
import { createTtlCache } from './ttlCache';

let clock = 0;
let server: string[] = [];
let asked = 0;
const api = {
  baseURL: '/api',
  get: () => {
    asked++;
    return Promise.resolve({ favoriteCourses: server.map((courseId) => ({ courseId })) });
  },
} as unknown as ApiClient;

beforeEach(() => {
  sessionStorage.clear();
  clock = 1_700_000_000_000;
  server = ['1001'];
  asked = 0;
});

describe('favourite courses in the 4-minute cache (spec 02 §4, §9)', () => {
  it('asks once within 4 minutes, again after; per golfer', async () => {
    const cache = createTtlCache(undefined, { now: () => clock });
    expect(await favoriteCourseIds(api, 'u1', cache)).toEqual(['1001']);
    server = ['1001', '1002'];
    clock += 239_999;
    expect(await favoriteCourseIds(api, 'u1', cache)).toEqual(['1001']);
    expect(asked).toBe(1);
    expect(await favoriteCourseIds(api, 'u2', cache)).toEqual(['1001', '1002']);
    clock += 1;
    expect(await favoriteCourseIds(api, 'u1', cache)).toEqual(['1001', '1002']);
    expect(asked).toBe(3);
  });

  it('a change marks the entry stale (asked again); a failed change removes it, and only it', async () => {
    const cache = createTtlCache(undefined, { now: () => clock });
    await favoriteCourseIds(api, 'u1', cache);
    await favoriteCourseIds(api, 'u2', cache);
    server = [];
    favoritesChanged(api, 'u1', cache);
    expect(cache.get('favorite-courses:/api:u1')?.stale).toBe(true);
    expect(await favoriteCourseIds(api, 'u1', cache)).toEqual([]);
    expect(asked).toBe(3);
    forgetFavorites(api, 'u1', cache);
    expect(cache.get('favorite-courses:/api:u1')).toBeUndefined();
    expect(cache.get('favorite-courses:/api:u2')?.data).toEqual(['1001']);
  });
});
