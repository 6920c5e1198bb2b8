import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_KEY,
  CACHE_PREFIX,
  CHECKOUT_KEY,
  SESSION_TOKEN_KEY,
  USER_TOKEN_KEY,
  isKeptOnSignOut,
  isOwnKey,
  storageKey,
} from './storageKeys';

describe('storage keys', () => {
  it('uses the token names the marketplace API expects and prefixes everything else', () => {
    expect(USER_TOKEN_KEY).toBe('X-Api-User-Token');
    expect(SESSION_TOKEN_KEY).toBe('X-Api-Session');
    expect(storageKey('filters')).toBe('teetime:filters');
    expect(isOwnKey(CHECKOUT_KEY)).toBe(true);
    expect(isOwnKey('host-app-key')).toBe(false);
  });

  it('keeps attribution on sign-out but not checkout', () => {
    expect(isKeptOnSignOut(ATTRIBUTION_KEY)).toBe(true);
    expect(isKeptOnSignOut(CHECKOUT_KEY)).toBe(false);
  });
});

describe('cache keys', () => {
  it('live under teetime:cache:', () => {
    expect(CACHE_PREFIX).toBe('teetime:cache:');
    expect(isKeptOnSignOut(`${CACHE_PREFIX}cards`)).toBe(false);
  });
});
