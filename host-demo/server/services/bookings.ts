import type Database from 'better-sqlite3';
import { confirmationPath } from '../../../src/domain/site/sitePaths';
import { sendMail } from './outbox';
import type { RateLimitConfig } from '../deps';
import { HttpError } from '../http/HttpError';
import { UNAVAILABLE_MESSAGE } from './bookingCodes';
import { findBookingUser } from './bookingUser';
import { chargeFailure, walletFailure } from './cardGateway';
import { findCardByToken, findOwnCard, type CardRow } from './creditCards';
import { loadOwnPreparation, pricingOf, promoCodesOf } from './preparationStore';
import { checkPayer } from './payerChecks';
import { uniqueConfirmationNumber } from './confirmationNumber';
import { findTeeTime } from './teeTimeRecord';
import { newId, newToken } from './tokens';

/** The only gateway id the sandbox knows (`gateway_id` + `gateway_token` payments). */
export const SANDBOX_GATEWAY = 'sandbox';

export interface PaymentInput {
  credit_card_id?: string | undefined;
  gateway_id?: string | undefined;
  gateway_token?: string | undefined;
  digital_wallet?: 'apple_pay' | 'google_pay' | undefined;
}

export interface GuestInput {
  email: string;
  first_name: string;
  last_name: string;
}

export interface PayRequest {
  token: string;
  userId: string | null;
  payment: PaymentInput;
  guest?: GuestInput | undefined;
  now: Date;
  limits: RateLimitConfig;
}

export interface Receipt {
  reservation_id: string;
  access_token: string;
}

function resolveCard(
  db: Database.Database,
  payment: PaymentInput,
  userId: string | null,
): CardRow | 'wallet' {
  if (payment.digital_wallet) {
    if (!payment.gateway_token)
      throw new HttpError(422, 'A wallet payment needs a gateway_token.', {
        validation_errors: { gateway_token: ['Pay with the wallet again: its payment token is missing.'] },
      });
    const failure = walletFailure(payment.gateway_token);
    if (failure) throw new HttpError(402, failure.message, failure);
    return 'wallet';
  }
  if (payment.credit_card_id) {
    const card = userId ? findOwnCard(db, userId, payment.credit_card_id) : null;
    if (!card) throw new HttpError(404, 'Credit card not found');
    return card;
  }
  if (payment.gateway_token) {
    if ((payment.gateway_id ?? SANDBOX_GATEWAY) !== SANDBOX_GATEWAY)
      throw new HttpError(422, 'Unknown payment gateway.', {
        validation_errors: { gateway_id: [`Use the gateway "${SANDBOX_GATEWAY}".`] },
      });
    const card = findCardByToken(db, payment.gateway_token);
    if (!card || (card.user_id !== null && card.user_id !== userId))
      throw new HttpError(404, 'Credit card not found');
    return card;
  }
  throw new HttpError(422, 'A payment method is required.', {
    validation_errors: { credit_card_id: ['Choose a card or another way to pay.'] },
  });
}

/**
 * POST v6/reservations/{token} (and the guest payment). One immediate transaction:
 * a paid preparation answers its first receipt again; seats are taken with a
 * conditional UPDATE, so the last seats sell once.
 */
export function payPreparation(db: Database.Database, req: PayRequest): Receipt {
  return db
    .transaction((): Receipt => {
      const prep = loadOwnPreparation(db, req.token, req.userId);
      if (prep.reservation_id) {
        const done = db
          .prepare('SELECT id, access_token FROM reservations WHERE id = ?')
          .get(prep.reservation_id) as { id: string; access_token: string };
        return { reservation_id: done.id, access_token: done.access_token };
      }
      if (prep.expires_at <= req.now.toISOString())
        throw new HttpError(422, 'This checkout has expired. Please start again.');
      const teeTime = findTeeTime(db, prep.tee_time_id);
      if (!teeTime) throw new HttpError(404, 'Tee time not found');
      const userId = prep.user_id ?? req.userId;
      const user = findBookingUser(db, userId, req.now);
      checkPayer(db, { user, guestEmail: req.guest?.email }, teeTime, req.now, req.limits);

      const pricing = pricingOf(db, prep, teeTime, user);
      const method = pricing.total > 0 ? resolveCard(db, req.payment, user?.id ?? null) : null;
      const seats = db
        .prepare(
          'UPDATE tee_times SET players_available = players_available - ? WHERE id = ? AND players_available >= ?',
        )
        .run(prep.qty, teeTime.id, prep.qty);
      if (seats.changes === 0) throw new HttpError(409, UNAVAILABLE_MESSAGE, { unavailable: true });
      if (method && method !== 'wallet') {
        const failure = chargeFailure(method.test_outcome);
        if (failure) throw new HttpError(402, failure.message, failure);
      }
      if (pricing.gift_card_amount > 0) {
        const r = db
          .prepare('UPDATE gift_cards SET balance = ROUND(balance - ?, 2) WHERE code = ? AND balance >= ?')
          .run(pricing.gift_card_amount, prep.gift_card_code, pricing.gift_card_amount);
        if (r.changes === 0)
          throw new HttpError(422, 'The gift card balance changed. Please apply it again.', {
            redeem_type: 'giftCard',
          });
      }
      if (user && (pricing.rewards_points > 0 || pricing.booking_fee_credit > 0)) {
        const r = db
          .prepare(
            'UPDATE users SET rewards_points = rewards_points - ?, booking_fee_credit = ROUND(booking_fee_credit - ?, 2) WHERE id = ? AND rewards_points >= ? AND booking_fee_credit >= ?',
          )
          .run(
            pricing.rewards_points,
            pricing.booking_fee_credit,
            user.id,
            pricing.rewards_points,
            pricing.booking_fee_credit,
          );
        if (r.changes === 0)
          throw new HttpError(422, 'Your rewards balance changed. Please review your checkout.', {
            redeem_type: 'rewards',
          });
      }
      const id = newId('res');
      const accessToken = newToken();
      db.prepare(
        `INSERT INTO reservations (id, preparation_id, user_id, guest_email, guest_first_name, guest_last_name, tee_time_id, course_id,
         tee_off_at_local, date, qty, price_per_player, subtotal, booking_fee, booking_fee_credit, promo_codes, promo_savings,
         rewards_points, rewards_amount, gift_card_code, gift_card_amount, donation_amount, total, credit_card_id, digital_wallet,
         access_token, tee_time_reservation_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        prep.id,
        user?.id ?? null,
        user ? null : (req.guest?.email ?? null),
        user ? null : (req.guest?.first_name ?? null),
        user ? null : (req.guest?.last_name ?? null),
        teeTime.id,
        teeTime.course_id,
        teeTime.tee_off_at_local,
        teeTime.date,
        prep.qty,
        pricing.price_per_player,
        pricing.subtotal,
        pricing.booking_fee,
        pricing.booking_fee_credit,
        JSON.stringify(promoCodesOf(prep)),
        pricing.promo_savings,
        pricing.rewards_points,
        pricing.rewards_amount,
        prep.gift_card_code,
        pricing.gift_card_amount,
        pricing.donation_amount,
        pricing.total,
        method && method !== 'wallet' ? method.id : null,
        method === 'wallet' ? (req.payment.digital_wallet ?? null) : null,
        accessToken,
        uniqueConfirmationNumber(db),
        req.now.toISOString(),
      );
      db.prepare('UPDATE preparations SET reservation_id = ? WHERE id = ?').run(id, prep.id);
      // The confirmation e-mail (the sandbox keeps it in its outbox): its link opens the booking
      // with the access token, so a guest can see and cancel it without an account.
      const to = user?.email ?? req.guest?.email;
      if (to)
        sendMail(
          db,
          { to, kind: 'booking_confirmation', token: accessToken, link: confirmationPath(id, accessToken) },
          req.now,
        );
      return { reservation_id: id, access_token: accessToken };
    })
    .immediate();
}
