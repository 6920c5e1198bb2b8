/** Booking fee charged per player, in dollars. */
export const BOOKING_FEE_PER_PLAYER = 1.99;
/** Rewards points worth one dollar. */
export const POINTS_PER_DOLLAR = 100;

export interface PromoCode {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  is_bonus: number;
  expires_on: string | null;
  description: string;
}

export interface PricingInput {
  price: number;
  qty: number;
  promos: readonly PromoCode[];
  /** Points the golfer asks to redeem. */
  rewardsPoints: number;
  /** Balance of the applied gift card, or null. */
  giftCardBalance: number | null;
  donationAmount: number;
  donationType: string | null;
  /** Booking-fee credit the user holds; used only when `applyBookingFeeCredit`. */
  bookingFeeCreditAvailable: number;
  applyBookingFeeCredit: boolean;
}

export interface Pricing {
  currency: 'USD';
  price_per_player: number;
  qty: number;
  subtotal: number;
  fees: { name: string; amount: number }[];
  booking_fee: number;
  booking_fee_credit: number;
  promo_savings: number;
  rewards_points: number;
  rewards_amount: number;
  gift_card_amount: number;
  donation_amount: number;
  donation_type: string | null;
  total: number;
}

/** Rounds to cents. */
export function cents(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Savings of one promo code on a subtotal. */
export function promoSavings(promo: Pick<PromoCode, 'kind' | 'amount'>, subtotal: number): number {
  return cents(promo.kind === 'percent' ? (subtotal * promo.amount) / 100 : Math.min(promo.amount, subtotal));
}

/**
 * The checkout breakdown. Order: green fees + booking fee − booking-fee credit −
 * promo savings (capped at the green fees) − points − gift card + donation; never below 0.
 */
export function computePricing(input: PricingInput): Pricing {
  const subtotal = cents(input.price * input.qty);
  const bookingFee = cents(BOOKING_FEE_PER_PLAYER * input.qty);
  const credit = input.applyBookingFeeCredit
    ? cents(Math.min(input.bookingFeeCreditAvailable, bookingFee))
    : 0;
  const promo = cents(
    Math.min(
      subtotal,
      input.promos.reduce((sum, p) => sum + promoSavings(p, subtotal), 0),
    ),
  );
  let remaining = cents(subtotal + bookingFee - credit - promo);
  const rewardsAmount = cents(Math.min(Math.floor(input.rewardsPoints) / POINTS_PER_DOLLAR, remaining));
  remaining = cents(remaining - rewardsAmount);
  const giftCard = cents(Math.min(input.giftCardBalance ?? 0, remaining));
  remaining = cents(remaining - giftCard);
  let donation = 0;
  if (input.donationType === 'round_up') donation = cents(Math.ceil(remaining) - remaining || 1);
  else if (input.donationAmount > 0) donation = cents(input.donationAmount);
  return {
    currency: 'USD',
    price_per_player: cents(input.price),
    qty: input.qty,
    subtotal,
    fees: [{ name: 'Booking fee', amount: bookingFee }],
    booking_fee: bookingFee,
    booking_fee_credit: credit,
    promo_savings: promo,
    rewards_points: Math.round(rewardsAmount * POINTS_PER_DOLLAR),
    rewards_amount: rewardsAmount,
    gift_card_amount: giftCard,
    donation_amount: donation,
    donation_type: input.donationType,
    total: cents(Math.max(0, remaining + donation)),
  };
}
