import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from './brands';
import { FEATURE_NAMES, FEATURE_OFF_REDIRECT_MS, guardFeature, isFeatureOn } from './features';

afterEach(() => {
  vi.useRealTimers();
});

describe('feature switches', () => {
  it('reports a brand switch', () => {
    expect(isFeatureOn(getBrand('teetime'), 'courseReviews')).toBe(true);
    expect(isFeatureOn(getBrand('coastal-fairways'), 'dealsPage')).toBe(false);
    expect(isFeatureOn(getBrand('lakeside'), 'dealsPage')).toBe(true);
  });

  it('sends the user to the fallback 100 ms after opening a route whose feature is off', () => {
    vi.useFakeTimers();
    expect(FEATURE_OFF_REDIRECT_MS).toBe(100);
    const go = vi.fn();
    guardFeature(getBrand('coastal-fairways'), 'dealsPage', go);
    vi.advanceTimersByTime(99);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the feature is on, and can be cancelled on unmount', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    guardFeature(getBrand('lakeside'), 'dealsPage', go)();
    const cancel = guardFeature(getBrand('cedar-ridge'), 'dealsPage', go);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('feature names', () => {
  it('covers the spec switches plus insurance and digital wallets', () => {
    for (const name of [
      'breadcrumbs',
      'moderator',
      'priceAlerts',
      'marketingOptInDefault',
      'eventualInsurance',
      'digitalWallets',
    ]) {
      expect(FEATURE_NAMES).toContain(name);
    }
    expect(isFeatureOn(null, 'breadcrumbs')).toBe(false);
  });
});
