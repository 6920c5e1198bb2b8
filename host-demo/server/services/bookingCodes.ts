import { HttpError } from '../http/HttpError';

/** Body `code`/`status_code` values of booking answers the widgets branch on. */
export const BOOKING_CODES = {
  GIFT_CARD_CVV_REQUIRED: 10001,
  BOOKING_LIMIT_REACHED: 10002,
  USER_FLAGGED: 10003,
  SUSPICIOUS_ACTIVITY: 10004,
  TIME_SLOT_UNAVAILABLE: 11001,
  MEMBERSHIP_REQUIRED: 11002,
} as const;

/** Prepare/pay codes that lead to the not-allowed page. */
export const NOT_ALLOWED_CODES: readonly number[] = [
  BOOKING_CODES.USER_FLAGGED,
  BOOKING_CODES.SUSPICIOUS_ACTIVITY,
];

/** Upcoming booked reservations one user may hold for one course and date. */
export const BOOKING_LIMIT_PER_COURSE_DAY = 2;

export const FLAGGED_MESSAGE =
  'You have been flagged by our site moderators. Please contact support for further assistance';
export const SUSPICIOUS_MESSAGE =
  'You have been flagged for suspicious activity. Please contact our support team for additional assistance.';
export const RESERVATION_THRESHOLD_MESSAGE =
  'You have reached the threshold for reservations within a timespan. Please try again later.';
export const PLAYER_UPDATE_MESSAGE = 'There was some issue updating the player.';
export const BOOKING_MODIFICATION_MESSAGE = 'There was some issue modifying the booking.';
export const UNAVAILABLE_MESSAGE = 'This tee time is no longer available.';

/** A prepare/pay failure carrying the spec's `status_code`, `offer_url` and `failure_steps`. */
export function bookingError(
  httpStatus: number,
  code: number,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(httpStatus, message, {
    code,
    status_code: code,
    offer_url: null,
    failure_steps: null,
    ...extra,
  });
}
