import { describe, expect, it } from 'vitest';
import { orderProviders, skipProviderStep, type ProviderOffer } from './providerOrder';

const offer = (code: string, instantBooking = false, allowBookingRedirect = false, id = code) => ({
  id,
  instantBooking,
  allowBookingRedirect,
  provider: { code, name: code.toUpperCase() },
});

describe('orderProviders', () => {
  it('instant booking first, then teesheet-pro, fairway-connect, clubhouse-direct, then the rest in given order', () => {
    const ordered = orderProviders([
      offer('links-booker'),
      offer('clubhouse-direct'),
      offer('golf-reserve'),
      offer('teesheet-pro'),
      offer('swiftswing', true),
      offer('fairway-connect'),
      offer('teetime-instant', true),
    ]);
    expect(ordered.map((o) => o.provider.code)).toEqual([
      'swiftswing',
      'teetime-instant',
      'teesheet-pro',
      'fairway-connect',
      'clubhouse-direct',
      'links-booker',
      'golf-reserve',
    ]);
  });

  it('is stable within a rank and ranks an instant named provider with the instant ones', () => {
    const ordered = orderProviders([
      offer('zeta', false, false, 'z1'),
      offer('alpha', false, false, 'a1'),
      offer('zeta', false, false, 'z2'),
      offer('fairway-connect', true),
      offer('teesheet-pro'),
    ]);
    expect(ordered.map((o) => o.id)).toEqual(['fairway-connect', 'teesheet-pro', 'z1', 'a1', 'z2']);
  });
});

describe('skipProviderStep', () => {
  it('skips with one provider that does not allow redirect', () => {
    expect(skipProviderStep([offer('teesheet-pro')])).toBe(true);
    expect(skipProviderStep([offer('teesheet-pro', false, false, 'a'), offer('teesheet-pro')])).toBe(true);
  });

  it('does not skip when redirect is allowed', () => {
    expect(skipProviderStep([offer('clubhouse-direct', false, true)])).toBe(false);
  });

  it('does not skip with two providers or none', () => {
    expect(skipProviderStep([offer('teesheet-pro'), offer('golf-reserve')])).toBe(false);
    expect(skipProviderStep([])).toBe(false);
  });

  it('counts a provider without code by its name', () => {
    const noCode: ProviderOffer = { instantBooking: false, provider: { name: 'Local' } };
    expect(skipProviderStep([noCode, { ...noCode }])).toBe(true);
  });
});
