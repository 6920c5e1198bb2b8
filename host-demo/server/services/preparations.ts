import type Database from 'better-sqlite3';
import type { RateLimitConfig } from '../deps';
import { HttpError } from '../http/HttpError';
import { BOOKING_CODES, bookingError, FLAGGED_MESSAGE, UNAVAILABLE_MESSAGE } from './bookingCodes';
import { findBookingUser } from './bookingUser';
import { PREPARATION_TTL_MS, preparationAnswer, type PreparationRow } from './preparationStore';
import { checkBookingLimit } from './payerChecks';
import { findTeeTime, teeTimeView, timeSlotOf, type TeeTimeRecord } from './teeTimeRecord';
import { hashToken, newId, newToken } from './tokens';
import { isStillAhead } from './calendar';
import { courseNow } from './courseClock';

/** Provider code that simulates a provider glitch (answers failure_steps.retry_tee_time). */
export const GLITCH_PROVIDER = 'sandbox-glitch';

export interface PrepareRequest {
  teeTimeId: string;
  qty: number;
  prepaymentRuleId?: string | undefined;
  provider?: string | undefined;
  /** Guest or anchored tee-time flow: no sign-in needed. */
  isGuest: boolean;
  userId: string | null;
  now: Date;
  limits: RateLimitConfig;
}

/** The 'unavailable' answer: a null prepared tee time. */
export function unavailableAnswer(teeTime: TeeTimeRecord | null) {
  return {
    auth_token: null,
    credit_card: null,
    features: null,
    disclaimer: null,
    prepared_tee_time: null,
    tee_time: teeTime ? teeTimeView(teeTime) : null,
    unavailable: true,
    error: null,
    message: UNAVAILABLE_MESSAGE,
    status_code: 200,
    offer_url: null,
    failure_steps: null,
  };
}

/** Runs every prepare rule in the documented order; throws the matching error. */
function checkRules(db: Database.Database, req: PrepareRequest, teeTime: TeeTimeRecord): void {
  const user = findBookingUser(db, req.userId, req.now);
  if (!user && !req.isGuest) throw new HttpError(401, 'Sign in required');
  if (user?.is_banned) throw bookingError(403, BOOKING_CODES.USER_FLAGGED, FLAGGED_MESSAGE);
  if (
    req.prepaymentRuleId &&
    teeTime.prepayment_rule_id &&
    req.prepaymentRuleId !== teeTime.prepayment_rule_id
  ) {
    throw new HttpError(422, 'The prepayment rule does not match this tee time.');
  }
  if (req.provider === GLITCH_PROVIDER || teeTime.provider_code === GLITCH_PROVIDER) {
    throw bookingError(422, 422, 'The provider did not answer in time. Please try again.', {
      failure_steps: { retry_tee_time: true },
    });
  }
  if (!isStillAhead(teeTime.tee_off_at_local, courseNow(db, teeTime.course_id, req.now))) {
    throw bookingError(422, BOOKING_CODES.TIME_SLOT_UNAVAILABLE, 'This time slot is no longer available.', {
      time_slot: timeSlotOf(teeTime.tee_off_at_local),
    });
  }
  if (teeTime.rate_type === 'member' && !user?.has_network_membership) {
    throw bookingError(
      422,
      BOOKING_CODES.MEMBERSHIP_REQUIRED,
      'A network membership is required to book this rate.',
      {
        offer_url: `/membership-page/at/${teeTime.course_id}`,
      },
    );
  }
  if (user) checkBookingLimit(db, user.id, teeTime.course_id, teeTime.date);
}

/**
 * POST v6/tee_times/{id}/reservations/prepare. Unknown tee time → 404; sold out or
 * fewer seats than `qty` → the unavailable answer; otherwise a new preparation.
 */
export function prepareTeeTime(db: Database.Database, req: PrepareRequest) {
  const teeTime = findTeeTime(db, req.teeTimeId);
  if (!teeTime) throw new HttpError(404, 'Tee time not found');
  checkRules(db, req, teeTime);
  if (teeTime.players_available < req.qty) return unavailableAnswer(teeTime);
  const token = newToken();
  const prep: PreparationRow = {
    id: newId('prep'),
    token_hash: hashToken(token),
    tee_time_id: teeTime.id,
    user_id: req.userId,
    is_guest: req.userId ? 0 : 1,
    qty: req.qty,
    promo_codes: '[]',
    rewards_points: 0,
    gift_card_code: null,
    donation_amount: 0,
    donation_type: null,
    apply_booking_fee_credit: 0,
    reservation_id: null,
    created_at: req.now.toISOString(),
    expires_at: new Date(req.now.getTime() + PREPARATION_TTL_MS).toISOString(),
  };
  db.prepare(
    `INSERT INTO preparations (id, token_hash, tee_time_id, user_id, is_guest, qty, promo_codes, rewards_points, gift_card_code,
       donation_amount, donation_type, apply_booking_fee_credit, reservation_id, created_at, expires_at)
     VALUES (@id, @token_hash, @tee_time_id, @user_id, @is_guest, @qty, @promo_codes, @rewards_points, @gift_card_code,
       @donation_amount, @donation_type, @apply_booking_fee_credit, @reservation_id, @created_at, @expires_at)`,
  ).run(prep);
  const user = findBookingUser(db, req.userId, req.now);
  return preparationAnswer({ db, prep, teeTime, user, token, now: req.now, limits: req.limits });
}
