import type Database from 'better-sqlite3';
import {
  cancellationPolicy,
  refundOf,
  type CancellationPolicy,
  type Refund,
} from '../../../src/domain/booking/cancellationPolicy';
import { courseNow } from './courseClock';
import type { ReservationRow } from './reservationRow';
import type { TeeTimeRecord } from './teeTimeRecord';

/** The policy as answered: `free_until_local` is course time, null when not refundable. */
export interface PolicyView {
  refundable: boolean;
  free_until_local: string | null;
}

export interface RefundView {
  amount: number;
  gift_card_amount: number;
  rewards_points: number;
  reason: Refund['reason'];
}

/** A tee time's cancellation policy (the same rule the widgets show, src/domain). */
export function policyOf(
  teeTime: Pick<TeeTimeRecord, 'is_refundable' | 'tee_off_at_local'>,
): CancellationPolicy {
  return cancellationPolicy({
    isRefundable: teeTime.is_refundable === 1,
    teeOffAtLocal: teeTime.tee_off_at_local,
  });
}

export const policyView = (policy: CancellationPolicy): PolicyView => ({
  refundable: policy.refundable,
  free_until_local: policy.refundable ? policy.freeUntilLocal : null,
});

/** A reservation's policy: its tee time's (a tee time gone from the catalog counts as refundable). */
export function reservationPolicy(r: ReservationRow, teeTime: TeeTimeRecord | null): CancellationPolicy {
  return policyOf({
    is_refundable: teeTime ? teeTime.is_refundable : 1,
    tee_off_at_local: r.tee_off_at_local,
  });
}

/** What cancelling the reservation now (course time) gives back. */
export function refundNow(
  db: Database.Database,
  r: ReservationRow,
  teeTime: TeeTimeRecord | null,
  now: Date,
): Refund {
  return refundOf(
    reservationPolicy(r, teeTime),
    { total: r.total, giftCardAmount: r.gift_card_amount, rewardsPoints: r.rewards_points },
    courseNow(db, r.course_id, now).nowLocal,
  );
}

export const refundView = (refund: Refund): RefundView => ({
  amount: refund.amount,
  gift_card_amount: refund.giftCardAmount,
  rewards_points: refund.rewardsPoints,
  reason: refund.reason,
});

/** What a cancelled reservation gave back (null for one cancelled before refunds were kept). */
export function storedRefund(r: ReservationRow): RefundView | null {
  if (!r.refund_reason) return null;
  return {
    amount: r.refund_amount ?? 0,
    gift_card_amount: r.refund_gift_card_amount ?? 0,
    rewards_points: r.refund_rewards_points ?? 0,
    reason: r.refund_reason,
  };
}
