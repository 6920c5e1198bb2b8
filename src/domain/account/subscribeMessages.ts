import { ApiError } from '../../core/apiError';

/**
 * What the newsletter and deal-alert sign-ups say (spec 02 §5: both send the bot check): a
 * mistyped e-mail before anything is sent, and each failure in words that say what to do. Pure.
 */
export const EMAIL_INVALID = 'Please enter a full e-mail address, like name@example.com.';
export const NETWORK_FAILED =
  'We could not reach our server, so you are not subscribed yet. Check your connection and try again: your e-mail is still here.';
export const BOT_CHECK_FAILED = 'We could not check that you are not a robot. Please try again in a moment.';

/** Room for a typo's usual shapes: one @, a dot in the domain, no spaces, two letters or more at the end. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** The message to show under the e-mail field, or '' when it looks like an address. */
export function emailProblem(email: string): string {
  return EMAIL_SHAPE.test(email.trim()) ? '' : EMAIL_INVALID;
}

/** Why a subscribe request failed, for the golfer. */
export function subscribeFailure(e: unknown): { field: string; form: string } {
  if (!(e instanceof ApiError)) return { field: '', form: NETWORK_FAILED };
  if (e.status === 0) return { field: '', form: NETWORK_FAILED };
  const fields = e.validationErrors ?? {};
  if (fields.email) return { field: EMAIL_INVALID, form: '' };
  if (Object.keys(fields).some((k) => /recaptcha/i.test(k))) return { field: '', form: BOT_CHECK_FAILED };
  return { field: '', form: e.message };
}
