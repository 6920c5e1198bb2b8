import { describe, expect, it } from 'vitest';
import { computePricing, type PricingInput } from './pricing';

const base: PricingInput = {
  price: 40,
  qty: 2,
  promos: [],
  rewardsPoints: 0,
  giftCardBalance: null,
  donationAmount: 0,
  donationType: null,
  bookingFeeCreditAvailable: 0,
  applyBookingFeeCredit: false,
};

describe('computePricing', () => {
  it('prices green fees plus a booking fee per player', () => {
    const p = computePricing(base);
    expect(p).toMatchObject({ subtotal: 80, booking_fee: 3.98, total: 83.98 });
  });

  it('applies promo, credit, points, gift card and donation in order', () => {
    const p = computePricing({
      ...base,
      promos: [
        { code: 'SAVE10', kind: 'percent', amount: 10, is_bonus: 0, expires_on: null, description: '' },
      ],
      applyBookingFeeCredit: true,
      bookingFeeCreditAvailable: 5,
      rewardsPoints: 1050,
      giftCardBalance: 20,
      donationAmount: 2,
      donationType: 'fixed',
    });
    // 80 + 3.98 - 3.98 - 8 = 72; -10.50 points = 61.50; -20 gift = 41.50; +2 = 43.50
    expect(p).toMatchObject({
      booking_fee_credit: 3.98,
      promo_savings: 8,
      rewards_amount: 10.5,
      rewards_points: 1050,
      gift_card_amount: 20,
      donation_amount: 2,
      total: 43.5,
    });
  });

  it('never goes below zero and caps redemptions', () => {
    const p = computePricing({
      ...base,
      promos: [{ code: 'X', kind: 'fixed', amount: 500, is_bonus: 0, expires_on: null, description: '' }],
      giftCardBalance: 1000,
    });
    expect(p.promo_savings).toBe(80);
    expect(p.gift_card_amount).toBe(3.98);
    expect(p.total).toBe(0);
  });

  it('rounds up as a donation', () => {
    expect(computePricing({ ...base, donationType: 'round_up' })).toMatchObject({
      donation_amount: 0.02,
      total: 84,
    });
  });
});
