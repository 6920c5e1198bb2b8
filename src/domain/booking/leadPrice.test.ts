import { describe, expect, it } from 'vitest';
import { isRestrictedRate, leadPrice, rateEligibility, RESTRICTED_RATE_TYPES } from './leadPrice';

describe('leadPrice (issue 31: a "from" price anyone can book)', () => {
  it('Elk Falls 4:16 PM: Online $116 and Senior $44.99 lead with $116 and show the senior rate beside it', () => {
    expect(
      leadPrice([
        { rateType: 'online', price: 116 },
        { rateType: 'senior', price: 44.99 },
      ]),
    ).toEqual({ price: 116, restricted: null, cheaperRestricted: { rateType: 'senior', price: 44.99 } });
  });

  it('hot deals are open to everyone: a $53.99 special leads over a $158 online rate', () => {
    expect(
      leadPrice([
        { rateType: 'online', price: 158 },
        { rateType: 'lightning', price: 53.99 },
        { rateType: 'military', price: 110.6 },
      ]),
    ).toEqual({ price: 53.99, restricted: null, cheaperRestricted: null });
  });

  it('a restricted rate dearer than the open one is not mentioned', () => {
    expect(
      leadPrice([
        { rateType: 'member', price: 120 },
        { rateType: 'online', price: 99.99 },
      ])?.cheaperRestricted,
    ).toBe(null);
  });

  it('only restricted offers (the golfer filtered on them): the cheapest leads, marked restricted', () => {
    expect(
      leadPrice([
        { rateType: 'junior', price: 29 },
        { rateType: 'senior', price: 43.5 },
      ]),
    ).toEqual({ price: 29, restricted: 'junior', cheaperRestricted: null });
  });

  it('no offers: no lead price', () => {
    expect(leadPrice([])).toBeUndefined();
  });

  it('every restricted rate says who may book it; open rates say nothing', () => {
    expect(RESTRICTED_RATE_TYPES.map(rateEligibility)).toEqual([
      'Juniors only',
      'Seniors only',
      'Local residents only',
      'Members only',
      'Military only',
    ]);
    expect(rateEligibility('online')).toBe(null);
    expect(rateEligibility('lightning')).toBe(null);
    expect(isRestrictedRate('veteran')).toBe(true);
    expect(rateEligibility('veteran')).toBe('Not open to everyone');
  });
});
