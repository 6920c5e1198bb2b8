/** A reservation as stored (the `reservations` table), and who may look at it. */

/** Who is looking: the owner (the booker, or whoever holds the access token) or an accepted invitee. */
export type ReservationRole = 'owner' | 'invitee';

export interface ReservationRow {
  id: string;
  preparation_id: string | null;
  user_id: string | null;
  guest_email: string | null;
  guest_first_name: string | null;
  guest_last_name: string | null;
  tee_time_id: string;
  course_id: string;
  tee_off_at_local: string;
  date: string;
  qty: number;
  status: 'booked' | 'cancelled';
  price_per_player: number;
  subtotal: number;
  booking_fee: number;
  booking_fee_credit: number;
  promo_codes: string;
  promo_savings: number;
  rewards_points: number;
  rewards_amount: number;
  gift_card_code: string | null;
  gift_card_amount: number;
  donation_amount: number;
  total: number;
  credit_card_id: string | null;
  digital_wallet: string | null;
  access_token: string;
  tee_time_reservation_id: string;
  has_eventual_insurance: number;
  created_at: string;
  cancelled_at: string | null;
  refund_amount: number | null;
  refund_gift_card_amount: number | null;
  refund_rewards_points: number | null;
  refund_reason: 'full' | 'late' | 'not-refundable' | null;
}
