import { HttpError } from '../http/HttpError';

// The spec's codes and messages live in the domain layer; the sandbox answers with them.
export {
  BOOKING_CODES,
  BOOKING_MODIFICATION_MESSAGE,
  NOT_ALLOWED_CODES,
  PLAYER_UPDATE_MESSAGE,
  RESERVATION_THRESHOLD_MESSAGE,
} from '../../../src/domain/booking/constants';

/** Upcoming booked reservations one user may hold for one course and date. */
export const BOOKING_LIMIT_PER_COURSE_DAY = 2;

export const FLAGGED_MESSAGE =
  'You have been flagged by our site moderators. Please contact support for further assistance';
export const SUSPICIOUS_MESSAGE =
  'You have been flagged for suspicious activity. Please contact our support team for additional assistance.';
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
