import type Database from 'better-sqlite3';
import type { RateLimitConfig } from '../deps';
import { HttpError } from '../http/HttpError';
import type { BookingUser } from './bookingUser';
import { policyOf, policyView } from './cancellation';
import { cardView, defaultCard } from './creditCards';
import { computePricing, promoSavings, type Pricing } from './pricing';
import { RateLimiter } from './rateLimiter';
import { activeBonusPromo, giftCardBalance, loadPromos } from './redemptions';
import { teeTimeView, type TeeTimeRecord } from './teeTimeRecord';
import { hashToken } from './tokens';

/** A preparation lives this long after its last change. */
export const PREPARATION_TTL_MS = 30 * 60 * 1000;

export interface PreparationRow {
  id: string;
  token_hash: string;
  tee_time_id: string;
  user_id: string | null;
  is_guest: number;
  qty: number;
  promo_codes: string;
  rewards_points: number;
  gift_card_code: string | null;
  donation_amount: number;
  donation_type: string | null;
  apply_booking_fee_credit: number;
  reservation_id: string | null;
  created_at: string;
  expires_at: string;
}

export const CHECKOUT_DISCLAIMER = 'Sandbox checkout: no real charge is made.';

export function promoCodesOf(prep: PreparationRow): string[] {
  try {
    const parsed: unknown = JSON.parse(prep.promo_codes);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function findPreparation(db: Database.Database, token: string): PreparationRow | null {
  if (!token || token.length > 512) return null;
  return (
    (db.prepare('SELECT * FROM preparations WHERE token_hash = ?').get(hashToken(token)) as
      PreparationRow | undefined) ?? null
  );
}

/** Redemption buckets: per user when signed in, else per preparation. */
export function redeemBucket(kind: 'promo' | 'gift', prep: PreparationRow): string {
  return `redeem:${kind}:${prep.user_id ?? prep.id}`;
}

export function pricingOf(
  db: Database.Database,
  prep: PreparationRow,
  teeTime: TeeTimeRecord,
  user: BookingUser | null,
): Pricing {
  return computePricing({
    price: teeTime.price,
    qty: prep.qty,
    promos: loadPromos(db, promoCodesOf(prep), teeTime.date),
    rewardsPoints: Math.min(prep.rewards_points, user?.rewards_points ?? 0),
    giftCardBalance: giftCardBalance(db, prep.gift_card_code),
    donationAmount: prep.donation_amount,
    donationType: prep.donation_type,
    bookingFeeCreditAvailable: user?.booking_fee_credit ?? 0,
    applyBookingFeeCredit: prep.apply_booking_fee_credit === 1,
  });
}

interface AnswerContext {
  db: Database.Database;
  prep: PreparationRow;
  teeTime: TeeTimeRecord;
  user: BookingUser | null;
  token: string;
  now: Date;
  limits: RateLimitConfig;
}

/** The prepare / update-preparation answer. */
export function preparationAnswer({ db, prep, teeTime, user, token, now, limits }: AnswerContext) {
  const limiter = new RateLimiter(db);
  const pricing = pricingOf(db, prep, teeTime, user);
  const codes = promoCodesOf(prep);
  const bonus = activeBonusPromo(db, teeTime.date);
  const card = user ? defaultCard(db, user.id) : null;
  const blocked = (kind: 'promo' | 'gift') =>
    limiter.isLimited(redeemBucket(kind, prep), limits.redeemAttemptsPerWindow, limits.redeemWindowMs, now);
  return {
    auth_token: token,
    credit_card: card ? cardView(card) : null,
    default_payment_method: card ? 'card' : null,
    // Sandbox only: its test wallet pays where the browser has no Apple Pay or Google Pay
    // (digital_wallet google_pay, gateway_token tok_sandbox_wallet; docs/testing.md).
    sandbox_wallet: true,
    features: {
      gift_card_redemption: true,
      rewards_redemption: user !== null,
      promo_code_redemption: true,
      promo_code_redemption_blocked: blocked('promo'),
      gift_card_redemption_blocked: blocked('gift'),
    },
    disclaimer: CHECKOUT_DISCLAIMER,
    cancellation_policy: policyView(policyOf(teeTime)),
    prepared_tee_time: {
      tee_time: teeTimeView(teeTime, prep.qty),
      bonus_promo_code:
        bonus && !codes.some((c) => c.toUpperCase() === bonus.code.toUpperCase())
          ? { promo_code: bonus.code, promo_savings: promoSavings(bonus, pricing.subtotal) }
          : null,
      promo_code: codes[0] ?? null,
    },
    applied_modifiers: {
      qty: prep.qty,
      apply_booking_fee_credit: prep.apply_booking_fee_credit === 1,
      promo_codes: codes,
      redeem_loyalty_points: pricing.rewards_points,
      donation_amount: pricing.donation_amount,
      gift_card: prep.gift_card_code,
      sync: true,
    },
    rewards_points_balance: user?.rewards_points ?? 0,
    booking_fee_credit_balance: user?.booking_fee_credit ?? 0,
    pricing,
    expires_at: prep.expires_at,
    error: null,
    status_code: 200,
    offer_url: null,
    failure_steps: null,
  };
}

/** A live, unpaid-or-paid preparation of this tee time the caller may use; 404 otherwise. */
export function loadOwnPreparation(
  db: Database.Database,
  token: string,
  userId: string | null,
  teeTimeId?: string,
): PreparationRow {
  const prep = findPreparation(db, token);
  if (!prep || (teeTimeId !== undefined && prep.tee_time_id !== teeTimeId)) {
    throw new HttpError(404, 'Preparation not found');
  }
  if (prep.user_id !== null && prep.user_id !== userId) throw new HttpError(404, 'Preparation not found');
  return prep;
}
