import { describe, expect, it } from 'vitest';
import { appleReturn, localPath } from './appleReturn';

describe('the Apple sign-in link (spec 02 §2: /sign-in with provider=apple, apple_code and path)', () => {
  it('reads the code and the path to go on to', () => {
    expect(
      appleReturn({
        provider: 'apple',
        apple_code: 'sandbox-apple-token',
        path: '/my-account/bookings/upcoming',
      }),
    ).toEqual({ code: 'sandbox-apple-token', path: '/my-account/bookings/upcoming' });
    expect(appleReturn({ provider: 'apple', apple_code: ' c1 ' })).toEqual({ code: 'c1', path: null });
  });

  it('is no Apple link without the provider or the code', () => {
    expect(appleReturn({ apple_code: 'c1' })).toBeNull();
    expect(appleReturn({ provider: 'google', apple_code: 'c1' })).toBeNull();
    expect(appleReturn({ provider: 'apple' })).toBeNull();
    expect(appleReturn({ provider: 'apple', apple_code: '  ' })).toBeNull();
    expect(appleReturn({ reset: 'true' })).toBeNull();
  });

  it('goes on only to a path of this site, never to another origin', () => {
    expect(localPath('/checkout/at/1303?teeTimeId=t1')).toBe('/checkout/at/1303?teeTimeId=t1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      undefined,
    ])
      expect(localPath(bad)).toBeNull();
    expect(appleReturn({ provider: 'apple', apple_code: 'c1', path: '//evil.example' })).toEqual({
      code: 'c1',
      path: null,
    });
  });
});
