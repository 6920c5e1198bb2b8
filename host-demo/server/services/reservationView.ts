import type Database from 'better-sqlite3';
import { findTeeTime, teeTimeView } from './teeTimeRecord';
import { isStillAhead } from './calendar';
import { courseNow } from './courseClock';
import { policyView, refundNow, refundView, reservationPolicy, storedRefund } from './cancellation';
import { confirmationSentTo } from './outbox';
import type { ReservationRole, ReservationRow } from './reservationRow';

export type { ReservationRole, ReservationRow } from './reservationRow';

interface CourseBits {
  id: string;
  name: string;
  slug: string;
  hierarchized_url: string;
  address_street: string;
  address_zipcode: string;
  phone: string;
  latitude: number;
  longitude: number;
  has_eventual_insurance: number;
  time_zone: string | null;
  city_name: string | null;
  state_code: string | null;
}

export function findReservation(db: Database.Database, id: string): ReservationRow | null {
  return (
    (db.prepare('SELECT * FROM reservations WHERE id = ?').get(id) as ReservationRow | undefined) ?? null
  );
}

/** True while a booked reservation's tee-off is still ahead on its course's wall clock. */
export function isUpcoming(db: Database.Database, r: ReservationRow, now: Date): boolean {
  return r.status === 'booked' && isStillAhead(r.tee_off_at_local, courseNow(db, r.course_id, now));
}

/**
 * The reservation as answered. The owner (or access-token holder) sees everything, including
 * the access token that authorises cancel, change and insurance; an accepted invitee gets a
 * read-only view: no token, no payment card, nothing they could manage it with.
 */
export function reservationView(db: Database.Database, r: ReservationRow, now: Date, role: ReservationRole) {
  const owner = role === 'owner';
  const course = db
    .prepare(
      `SELECT c.id, c.name, c.slug, c.hierarchized_url, c.address_street, c.address_zipcode, c.phone, c.latitude, c.longitude,
         c.has_eventual_insurance, c.time_zone, ci.name AS city_name, s.code AS state_code
       FROM courses c LEFT JOIN cities ci ON ci.id = c.city_id LEFT JOIN states s ON s.id = c.state_id WHERE c.id = ?`,
    )
    .get(r.course_id) as CourseBits | undefined;
  const booker = r.user_id
    ? (db.prepare('SELECT id, email, first_name, last_name FROM users WHERE id = ?').get(r.user_id) as
        { id: string; email: string; first_name: string | null; last_name: string | null } | undefined)
    : undefined;
  const card =
    owner && r.credit_card_id
      ? (db.prepare('SELECT brand, last_four FROM credit_cards WHERE id = ?').get(r.credit_card_id) as
          { brand: string; last_four: string } | undefined)
      : undefined;
  const teeTime = findTeeTime(db, r.tee_time_id);
  const upcoming = isUpcoming(db, r, now);
  return {
    id: r.id,
    qty: r.qty,
    status: r.status === 'cancelled' ? 'cancelled' : upcoming ? 'upcoming' : 'past',
    date: r.date,
    tee_off_at_local: r.tee_off_at_local,
    course: course
      ? {
          id: course.id,
          name: course.name,
          slug: course.slug,
          hierarchized_url: course.hierarchized_url,
          formatted_address: [
            course.address_street,
            course.city_name,
            course.state_code,
            course.address_zipcode,
          ]
            .filter(Boolean)
            .join(', '),
          phone: course.phone,
          latitude: course.latitude,
          longitude: course.longitude,
          has_eventual_insurance: course.has_eventual_insurance === 1,
          time_zone: course.time_zone,
        }
      : { id: r.course_id },
    tee_time: teeTime ? teeTimeView(teeTime, r.qty) : null,
    tee_time_reservation_id: r.tee_time_reservation_id,
    sg_revenue: { total: r.total, price: r.price_per_player },
    pricing: {
      price_per_player: r.price_per_player,
      subtotal: r.subtotal,
      booking_fee: r.booking_fee,
      booking_fee_credit: r.booking_fee_credit,
      promo_codes: JSON.parse(r.promo_codes) as string[],
      promo_savings: r.promo_savings,
      rewards_points: r.rewards_points,
      rewards_amount: r.rewards_amount,
      gift_card_amount: r.gift_card_amount,
      donation_amount: r.donation_amount,
      total: r.total,
    },
    inviter: booker
      ? {
          user_id: booker.id,
          email: booker.email,
          first_name: booker.first_name,
          last_name: booker.last_name,
        }
      : { user_id: null, email: r.guest_email, first_name: r.guest_first_name, last_name: r.guest_last_name },
    is_guest: r.user_id === null,
    credit_card: card ? { brand: card.brand, last_four: card.last_four } : null,
    digital_wallet: owner ? r.digital_wallet : null,
    has_eventual_insurance: r.has_eventual_insurance === 1,
    is_cancellable: owner && upcoming && (teeTime ? teeTime.is_refundable === 1 : true),
    /** The policy (course time), and the refund: given back (cancelled), or if cancelled now (owner, upcoming). */
    cancellation: {
      ...policyView(reservationPolicy(r, teeTime)),
      refund:
        r.status === 'cancelled'
          ? storedRefund(r)
          : owner && upcoming
            ? refundView(refundNow(db, r, teeTime, now))
            : null,
    },
    /**
     * Where the booking confirmation went (the owner only). The sandbox keeps e-mails in its
     * outbox (`outbox_path`, under the API base); a real API sends them and answers no path.
     */
    confirmation_email: owner ? confirmationEmail(db, r) : null,
    /** `owner` may cancel, change, insure and invite; `invitee` may only read. */
    viewer: role,
    created_at: r.created_at,
    cancelled_at: r.cancelled_at,
    ...(owner ? { access_token: r.access_token } : {}),
  };
}

function confirmationEmail(db: Database.Database, r: ReservationRow) {
  const to = confirmationSentTo(db, r.access_token);
  return to
    ? {
        to,
        outbox_path: `v6/sandbox/outbox?${new URLSearchParams({ email: to, kind: 'booking_confirmation' })}`,
      }
    : null;
}
