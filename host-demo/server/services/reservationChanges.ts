import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import { BOOKING_MODIFICATION_MESSAGE, PLAYER_UPDATE_MESSAGE } from './bookingCodes';
import { refundNow } from './cancellation';
import { chargeFailure } from './cardGateway';
import { findOwnCard } from './creditCards';
import { BOOKING_FEE_PER_PLAYER, cents } from './pricing';
import { ownReservation, type Caller } from './reservationAccess';
import { findReservation, isUpcoming, type ReservationRow } from './reservationView';
import { findTeeTime } from './teeTimeRecord';

function requireUpcoming(db: Database.Database, r: ReservationRow, now: Date, message: string): void {
  if (r.status === 'cancelled') throw new HttpError(422, message, { reason: 'cancelled' });
  if (!isUpcoming(db, r, now)) throw new HttpError(422, message, { reason: 'past' });
}

/**
 * POST v6/reservations/cancel/{id}: frees the seats and gives back what the cancellation policy
 * says (src/domain/booking/cancellationPolicy): until the same time the day before tee-off, the
 * card charge, the gift-card amount and the points (and the booking-fee credit); later, nothing.
 * A tee time that is not refundable cannot be cancelled online. The refund is kept on the
 * reservation.
 */
export function cancelReservation(
  db: Database.Database,
  id: string,
  caller: Caller,
  now: Date,
): ReservationRow {
  return db
    .transaction(() => {
      const r = ownReservation(db, id, caller);
      if (r.status === 'cancelled') throw new HttpError(422, 'This reservation is already cancelled.');
      if (!isUpcoming(db, r, now)) throw new HttpError(422, 'Past reservations cannot be cancelled.');
      const teeTime = findTeeTime(db, r.tee_time_id);
      const refund = refundNow(db, r, teeTime, now);
      if (refund.reason === 'not-refundable')
        throw new HttpError(
          422,
          'This tee time is prepaid and not refundable, so it cannot be cancelled online.',
        );
      db.prepare(
        `UPDATE reservations SET status = 'cancelled', cancelled_at = ?, refund_amount = ?, refund_gift_card_amount = ?,
           refund_rewards_points = ?, refund_reason = ? WHERE id = ? AND status = 'booked'`,
      ).run(
        now.toISOString(),
        refund.amount,
        refund.giftCardAmount,
        refund.rewardsPoints,
        refund.reason,
        r.id,
      );
      db.prepare(
        'UPDATE tee_times SET players_available = MIN(max_players, players_available + ?) WHERE id = ?',
      ).run(r.qty, r.tee_time_id);
      if (refund.reason === 'full' && r.gift_card_code && refund.giftCardAmount > 0) {
        db.prepare('UPDATE gift_cards SET balance = ROUND(balance + ?, 2) WHERE code = ?').run(
          refund.giftCardAmount,
          r.gift_card_code,
        );
      }
      if (refund.reason === 'full' && r.user_id && (refund.rewardsPoints > 0 || r.booking_fee_credit > 0)) {
        db.prepare(
          'UPDATE users SET rewards_points = rewards_points + ?, booking_fee_credit = ROUND(booking_fee_credit + ?, 2) WHERE id = ?',
        ).run(refund.rewardsPoints, r.booking_fee_credit, r.user_id);
      }
      return findReservation(db, r.id) as ReservationRow;
    })
    .immediate();
}

/** Price preview of changing the number of players. 422 with the spec's player message when not possible. */
export function previewChange(db: Database.Database, id: string, caller: Caller, qty: number, now: Date) {
  const r = ownReservation(db, id, caller);
  requireUpcoming(db, r, now, PLAYER_UPDATE_MESSAGE);
  const teeTime = findTeeTime(db, r.tee_time_id);
  const extra = qty - r.qty;
  if (!teeTime || extra > teeTime.players_available) {
    throw new HttpError(422, PLAYER_UPDATE_MESSAGE, { players_available: teeTime?.players_available ?? 0 });
  }
  const difference = cents(extra * (r.price_per_player + BOOKING_FEE_PER_PLAYER));
  return {
    reservation_id: r.id,
    current_qty: r.qty,
    qty,
    price_per_player: r.price_per_player,
    booking_fee_per_player: BOOKING_FEE_PER_PLAYER,
    current_total: r.total,
    total: cents(Math.max(0, r.total + difference)),
    difference,
    players_available: teeTime.players_available,
  };
}

/** PUT v6/reservations/{id}: applies a previewed change, charging (or refunding) the difference. */
export function changeReservation(
  db: Database.Database,
  id: string,
  caller: Caller,
  change: { qty: number; creditCardId?: string | undefined },
  now: Date,
): ReservationRow {
  return db
    .transaction(() => {
      const preview = previewChange(db, id, caller, change.qty, now);
      const r = ownReservation(db, id, caller);
      const extra = change.qty - r.qty;
      if (preview.difference > 0) {
        const card =
          caller.userId && change.creditCardId ? findOwnCard(db, caller.userId, change.creditCardId) : null;
        if (!card)
          throw new HttpError(422, BOOKING_MODIFICATION_MESSAGE, {
            validation_errors: { credit_card_id: ['Choose a card to pay the difference.'] },
          });
        const failure = chargeFailure(card.test_outcome);
        if (failure) throw new HttpError(402, failure.message, failure);
      }
      if (extra > 0) {
        const taken = db
          .prepare(
            'UPDATE tee_times SET players_available = players_available - ? WHERE id = ? AND players_available >= ?',
          )
          .run(extra, r.tee_time_id, extra);
        if (taken.changes === 0) throw new HttpError(422, BOOKING_MODIFICATION_MESSAGE);
      } else if (extra < 0) {
        db.prepare(
          'UPDATE tee_times SET players_available = MIN(max_players, players_available + ?) WHERE id = ?',
        ).run(-extra, r.tee_time_id);
      }
      db.prepare(
        'UPDATE reservations SET qty = ?, subtotal = ?, booking_fee = ?, total = ? WHERE id = ?',
      ).run(
        change.qty,
        cents(r.price_per_player * change.qty),
        cents(BOOKING_FEE_PER_PLAYER * change.qty),
        preview.total,
        r.id,
      );
      return findReservation(db, r.id) as ReservationRow;
    })
    .immediate();
}
