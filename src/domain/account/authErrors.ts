import { ApiError } from '../../core/apiError';

/** Spec 02 §8: a password reset (or another e-mail lookup) answered 404 or 400. */
export const EMAIL_NOT_FOUND = 'email not found';

const FALLBACK = 'Something went wrong. Please try again.';
const messageOf = (e: unknown): string => (e instanceof Error ? e.message : FALLBACK);
const dataOf = (e: unknown): Record<string, unknown> =>
  e instanceof ApiError && e.data !== null && typeof e.data === 'object'
    ? (e.data as Record<string, unknown>)
    : {};

/** What to say when looking an account up by e-mail failed (reset, unlock resend, sign-in link). */
export function emailLookupMessage(e: unknown): string {
  return e instanceof ApiError && (e.status === 404 || e.status === 400) ? EMAIL_NOT_FOUND : messageOf(e);
}

/** The sign-in answer of a locked account (`locked: true`): the golfer can ask for the unlock e-mail. */
export function isLockedAnswer(e: unknown): boolean {
  return dataOf(e).locked === true;
}

/** Spec 02 §8: the account deletion's error is read from its `deleteAccount` field. */
export function deletionMessage(e: unknown): string {
  const field = dataOf(e).deleteAccount;
  return typeof field === 'string' && field.trim() ? field : messageOf(e);
}
