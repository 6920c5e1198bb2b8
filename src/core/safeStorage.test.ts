// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createSafeStorage, getSafeStorage } from './safeStorage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('getSafeStorage', () => {
  it('writes through to the real localStorage and sessionStorage', () => {
    getSafeStorage('local').setItem('teetime:a', '1');
    getSafeStorage('session').setJSON('teetime:b', { x: 1 });
    expect(localStorage.getItem('teetime:a')).toBe('1');
    expect(JSON.parse(sessionStorage.getItem('teetime:b')!)).toEqual({ x: 1 });
    expect(getSafeStorage('session').getJSON('teetime:b')).toEqual({ x: 1 });
    expect(getSafeStorage('local').keys()).toContain('teetime:a');
  });

  it('is shared by two copies of the bundle on one page', () => {
    expect(getSafeStorage('local')).toBe(getSafeStorage('local'));
  });
});

describe('createSafeStorage fallbacks', () => {
  it('keeps working in memory when touching storage throws (sandboxed iframe)', () => {
    const s = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(s.getItem('k')).toBeNull();
    s.setItem('k', 'v');
    expect(s.getItem('k')).toBe('v');
    expect(s.keys()).toEqual(['k']);
    s.removeItem('k');
    expect(s.getItem('k')).toBeNull();
  });

  it('keeps a value in memory when the quota is exceeded (Safari private mode)', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
      key: () => null,
      length: 0,
      clear: () => undefined,
    } as Storage;
    const s = createSafeStorage(() => full);
    s.setJSON('teetime:checkout', { step: 2 });
    expect(s.getJSON('teetime:checkout')).toEqual({ step: 2 });
  });

  it('works with no storage at all and returns undefined for unreadable JSON', () => {
    const s = createSafeStorage(() => undefined);
    s.setItem('broken', '{not json');
    expect(s.getJSON('broken')).toBeUndefined();
    expect(s.getJSON('missing')).toBeUndefined();
  });
});
