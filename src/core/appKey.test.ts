import { afterEach, describe, expect, it } from 'vitest';
import { resolveAppKey } from './appKey';
import { getBrand } from './brands';

const cedar = getBrand('cedar-ridge');

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('resolveAppKey', () => {
  it("uses the brand's sandbox key when the partner sets none", () => {
    expect(resolveAppKey(undefined, cedar, undefined)).toBe('demo-cedar-ridge');
    expect(resolveAppKey('  ', cedar, { lakeside: 'lk_1' })).toBe('demo-cedar-ridge');
  });

  it('takes the app-key attribute first, then the page configuration (one key, or one per brand)', () => {
    expect(resolveAppKey('ck_attr', cedar, 'ck_page')).toBe('ck_attr');
    expect(resolveAppKey(undefined, cedar, ' ck_page ')).toBe('ck_page');
    expect(resolveAppKey(null, cedar, { 'cedar-ridge': 'ck_brand', lakeside: 'lk_1' })).toBe('ck_brand');
  });

  it('reads window.TEETIME_APP_KEY by default', () => {
    (globalThis as { window?: unknown }).window = { TEETIME_APP_KEY: { 'cedar-ridge': 'ck_window' } };
    expect(resolveAppKey(undefined, cedar)).toBe('ck_window');
  });
});
