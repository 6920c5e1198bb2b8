import type Database from 'better-sqlite3';
import type { RateLimitConfig } from '../deps';
import { HttpError } from '../http/HttpError';
import { BOOKING_CODES, PLAYER_UPDATE_MESSAGE } from './bookingCodes';
import { findBookingUser } from './bookingUser';
import {
  loadOwnPreparation,
  PREPARATION_TTL_MS,
  preparationAnswer,
  promoCodesOf,
  redeemBucket,
} from './preparationStore';
import { RateLimiter } from './rateLimiter';
import { checkGiftCard, checkPromo } from './redemptions';
import { findTeeTime } from './teeTimeRecord';

export interface PreparationUpdate {
  qty?: number | undefined;
  /** Replaces the applied list ([] removes every code). */
  promo_codes?: string[] | undefined;
  promo_code?: string | undefined;
  remove_promo_code?: string | undefined;
  rewards_points_amount?: number | undefined;
  /** null or '' removes the gift card. */
  gift_card_code?: string | null | undefined;
  gift_card_cvv?: string | undefined;
  donation_amount?: number | undefined;
  donation_type?: 'fixed' | 'round_up' | null | undefined;
  apply_booking_fee_credit?: boolean | undefined;
}

/** Codes a preparation may hold at once. */
export const MAX_PROMO_CODES = 2;

interface UpdateContext {
  db: Database.Database;
  teeTimeId: string;
  token: string;
  userId: string | null;
  update: PreparationUpdate;
  now: Date;
  limits: RateLimitConfig;
}

function redeemError(type: 'promoCode' | 'rewards' | 'giftCard', field: string, message: string, extra = {}) {
  return new HttpError(422, message, {
    redeem_type: type,
    validation_errors: { [field]: [message] },
    ...extra,
  });
}

/** PATCH v6/tee_times/{id}/reservations/prepare/{token}: applies every given change or none. */
export function updatePreparation({ db, teeTimeId, token, userId, update, now, limits }: UpdateContext) {
  const prep = loadOwnPreparation(db, token, userId, teeTimeId);
  if (prep.reservation_id) throw new HttpError(422, 'This checkout has already been paid.');
  if (prep.expires_at <= now.toISOString())
    throw new HttpError(422, 'This checkout has expired. Please start again.');
  const teeTime = findTeeTime(db, prep.tee_time_id);
  if (!teeTime) throw new HttpError(404, 'Tee time not found');
  const user = findBookingUser(db, prep.user_id, now);
  const limiter = new RateLimiter(db);
  const next = { ...prep };

  if (update.qty !== undefined) {
    if (update.qty > teeTime.players_available)
      throw new HttpError(422, PLAYER_UPDATE_MESSAGE, { players_available: teeTime.players_available });
    next.qty = update.qty;
  }

  if (
    update.promo_codes !== undefined ||
    update.promo_code !== undefined ||
    update.remove_promo_code !== undefined
  ) {
    let codes = update.promo_codes ?? promoCodesOf(prep);
    if (update.promo_code !== undefined) codes = [...codes, update.promo_code];
    const removed = update.remove_promo_code?.trim().toUpperCase();
    if (removed) codes = codes.filter((c) => c.trim().toUpperCase() !== removed);
    codes = [...new Map(codes.map((c) => [c.trim().toUpperCase(), c.trim()])).values()].filter(Boolean);
    const added = codes.filter((c) => !promoCodesOf(prep).some((p) => p.toUpperCase() === c.toUpperCase()));
    const bucket = redeemBucket('promo', prep);
    if (
      added.length > 0 &&
      limiter.isLimited(bucket, limits.redeemAttemptsPerWindow, limits.redeemWindowMs, now)
    ) {
      throw new HttpError(429, 'Unable to process promo code', {
        redeem_type: 'promoCode',
        validation_limit_reached: true,
      });
    }
    if (codes.length > MAX_PROMO_CODES)
      throw redeemError('promoCode', 'promo_codes', `At most ${MAX_PROMO_CODES} promo codes can be applied.`);
    const canonical: string[] = [];
    for (const code of codes) {
      const check = checkPromo(db, code, teeTime.date);
      if (!check.ok) {
        limiter.record(bucket, now);
        throw redeemError('promoCode', 'promo_codes', check.message);
      }
      canonical.push(check.promo.code);
    }
    next.promo_codes = JSON.stringify(canonical);
  }

  if (update.rewards_points_amount !== undefined) {
    if (!user) throw redeemError('rewards', 'rewards_points_amount', 'Sign in to redeem rewards points.');
    if (update.rewards_points_amount > user.rewards_points) {
      throw redeemError('rewards', 'rewards_points_amount', 'You do not have enough rewards points.');
    }
    next.rewards_points = update.rewards_points_amount;
  }

  if (update.gift_card_code !== undefined) {
    const code = update.gift_card_code?.trim() ?? '';
    if (!code) next.gift_card_code = null;
    else {
      const bucket = redeemBucket('gift', prep);
      if (limiter.isLimited(bucket, limits.redeemAttemptsPerWindow, limits.redeemWindowMs, now)) {
        throw new HttpError(429, 'Unable to process gift card', {
          redeem_type: 'giftCard',
          validation_limit_reached: true,
        });
      }
      const check = checkGiftCard(db, code, update.gift_card_cvv);
      if (!check.ok) {
        if (check.reason === 'cvv_required') {
          const code10001 = BOOKING_CODES.GIFT_CARD_CVV_REQUIRED;
          throw redeemError('giftCard', 'gift_card_cvv', check.message, {
            code: code10001,
            status_code: code10001,
            is_gift_card_cvv_required: true,
          });
        }
        limiter.record(bucket, now);
        throw redeemError(
          'giftCard',
          check.reason === 'cvv_wrong' ? 'gift_card_cvv' : 'gift_card_code',
          check.message,
        );
      }
      next.gift_card_code = check.code;
    }
  }

  if (update.donation_type !== undefined) next.donation_type = update.donation_type;
  if (update.donation_amount !== undefined) {
    next.donation_amount = update.donation_amount;
    if (update.donation_type === undefined && next.donation_type === null && update.donation_amount > 0)
      next.donation_type = 'fixed';
  }
  if (update.apply_booking_fee_credit !== undefined) {
    if (update.apply_booking_fee_credit && !user)
      throw new HttpError(422, 'Sign in to use booking-fee credit.');
    next.apply_booking_fee_credit = update.apply_booking_fee_credit ? 1 : 0;
  }

  next.expires_at = new Date(now.getTime() + PREPARATION_TTL_MS).toISOString();
  db.prepare(
    `UPDATE preparations SET qty = @qty, promo_codes = @promo_codes, rewards_points = @rewards_points, gift_card_code = @gift_card_code,
       donation_amount = @donation_amount, donation_type = @donation_type, apply_booking_fee_credit = @apply_booking_fee_credit,
       expires_at = @expires_at WHERE id = @id AND reservation_id IS NULL`,
  ).run(next);
  return preparationAnswer({ db, prep: next, teeTime, user, token, now, limits });
}
