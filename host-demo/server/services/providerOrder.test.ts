import { describe, expect, it } from 'vitest';
import { compareProviders, NAMED_PROVIDER_ORDER } from './providerOrder';

const p = (code: string, instant = false) => ({ code, name: code.toUpperCase(), instant_booking: instant });

describe('provider ordering', () => {
  it('puts instant booking first, then the three named providers in their fixed order, then the rest by name', () => {
    const list = [
      p('zeta'),
      p('clubhouse-direct'),
      p('alpha'),
      p('teesheet-pro'),
      p('swiftswing', true),
      p('fairway-connect'),
    ];
    expect([...list].sort(compareProviders).map((x) => x.code)).toEqual([
      'swiftswing',
      'teesheet-pro',
      'fairway-connect',
      'clubhouse-direct',
      'alpha',
      'zeta',
    ]);
  });

  it('names exactly three providers', () => {
    expect(NAMED_PROVIDER_ORDER).toEqual(['teesheet-pro', 'fairway-connect', 'clubhouse-direct']);
  });

  it('ranks an instant-booking named provider with the instant ones', () => {
    const list = [p('teesheet-pro'), p('fairway-connect', true)];
    expect([...list].sort(compareProviders).map((x) => x.code)).toEqual(['fairway-connect', 'teesheet-pro']);
  });
});
