import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGET_PATH, TARGET_KEY, WELCOME_KEY, nextAfterSignIn, targetOf } from './welcome';

const complete = { firstName: 'Gary', lastName: 'Golfer', addressCountryIso2: 'US', addressZipcode: '78701' };

describe('after sign-in: data check, welcome, stored target (spec 02 §2, §4)', () => {
  it('keeps the flag and the target under our own session keys', () => {
    expect(WELCOME_KEY).toBe('teetime:welcome');
    expect(TARGET_KEY).toBe('teetime:redirect');
  });

  it('sends a golfer who must check their details to the data check first, even when welcome is owed', () => {
    expect(nextAfterSignIn({ ...complete, forceDataCheck: true }, true)).toBe('data-check');
    expect(nextAfterSignIn({ ...complete, requiresDataCheck: true }, false)).toBe('data-check');
    expect(nextAfterSignIn({ ...complete, requiresDataCheck: true, isDataChecked: true }, false)).toBe(
      'target',
    );
  });

  it('shows the welcome screen only when its flag is stored', () => {
    expect(nextAfterSignIn(complete, true)).toBe('welcome');
    expect(nextAfterSignIn(complete, false)).toBe('target');
    expect(nextAfterSignIn(null, false)).toBe('target');
  });

  it('goes to the stored target path, home by default, with the stored action for the host', () => {
    expect(targetOf(undefined)).toEqual({ path: DEFAULT_TARGET_PATH, extras: {} });
    expect(DEFAULT_TARGET_PATH).toBe('/');
    expect(targetOf({ path: '' })).toEqual({ path: '/', extras: {} });
    expect(targetOf({ path: '/my-account/favorites', action: 'favorite-course:1303' })).toEqual({
      path: '/my-account/favorites',
      extras: { action: 'favorite-course:1303' },
    });
    expect(targetOf({ path: '/deals', newWindow: true, trackingEvent: 'bestDealClicked' }).extras).toEqual({
      newWindow: 'true',
      trackingEvent: 'bestDealClicked',
    });
  });
});
