import type Database from 'better-sqlite3';
import type { RateLimitConfig } from '../deps';
import { HttpError } from '../http/HttpError';
import {
  BOOKING_CODES,
  BOOKING_LIMIT_PER_COURSE_DAY,
  bookingError,
  FLAGGED_MESSAGE,
  RESERVATION_THRESHOLD_MESSAGE,
  SUSPICIOUS_MESSAGE,
} from './bookingCodes';
import type { BookingUser } from './bookingUser';

/** Guest e-mails at this domain are flagged (not-allowed code 10004). */
export const FLAGGED_GUEST_DOMAIN = '@flagged.example';

/** 10002 when the user already holds the booking limit at this course and date. */
export function checkBookingLimit(
  db: Database.Database,
  userId: string,
  courseId: string,
  date: string,
): void {
  const { n } = db
    .prepare(
      "SELECT COUNT(*) AS n FROM reservations WHERE user_id = ? AND course_id = ? AND date = ? AND status = 'booked'",
    )
    .get(userId, courseId, date) as { n: number };
  if (n >= BOOKING_LIMIT_PER_COURSE_DAY) {
    throw bookingError(
      422,
      BOOKING_CODES.BOOKING_LIMIT_REACHED,
      `You already have ${BOOKING_LIMIT_PER_COURSE_DAY} bookings at this course on this date.`,
    );
  }
}

/**
 * Who may pay: a non-banned user or a guest with details and an unflagged e-mail,
 * within the reservation threshold and (users) the booking limit.
 */
export function checkPayer(
  db: Database.Database,
  payer: { user: BookingUser | null; guestEmail: string | undefined },
  teeTime: { course_id: string; date: string },
  now: Date,
  limits: RateLimitConfig,
): void {
  const { user, guestEmail } = payer;
  if (!user && !guestEmail) {
    throw new HttpError(422, 'Guest details are required.', {
      validation_errors: { email: ['Enter your e-mail address.'] },
    });
  }
  if (user?.is_banned) throw bookingError(403, BOOKING_CODES.USER_FLAGGED, FLAGGED_MESSAGE);
  if (!user && guestEmail?.toLowerCase().endsWith(FLAGGED_GUEST_DOMAIN)) {
    throw bookingError(403, BOOKING_CODES.SUSPICIOUS_ACTIVITY, SUSPICIOUS_MESSAGE);
  }
  const since = new Date(now.getTime() - limits.reservationWindowMs).toISOString();
  const { n } = (
    user
      ? db
          .prepare('SELECT COUNT(*) AS n FROM reservations WHERE user_id = ? AND created_at > ?')
          .get(user.id, since)
      : db
          .prepare(
            'SELECT COUNT(*) AS n FROM reservations WHERE guest_email = ? COLLATE NOCASE AND created_at > ?',
          )
          .get(guestEmail, since)
  ) as { n: number };
  if (n >= limits.reservationsPerWindow) throw new HttpError(429, RESERVATION_THRESHOLD_MESSAGE);
  if (user) checkBookingLimit(db, user.id, teeTime.course_id, teeTime.date);
}
