/** Error rules of the site's pages (spec 01 §8). */

/** A page of the golfer's booking lists: `/my-account/bookings/{status}` and its details. */
export function isBookingsPath(pathname: string): boolean {
  return /^\/my-account\/bookings(\/|$)/.test(pathname);
}

/**
 * Where a failed insurance quote returns (spec 01 §8 "Insurance quote error: return to saved
 * bookings URL or home"): the booking list the golfer last saw (kept by the site), else home.
 * A saved URL that is not a bookings page is not followed.
 */
export function insuranceQuoteReturn(saved: string | null | undefined): string {
  return saved && isBookingsPath(saved.split(/[?#]/)[0] ?? '') ? saved : '/';
}

/**
 * Whether a failed quote call leaves the quote page: a 408 still carries its quote (spec 01 §7),
 * a maintenance spell (503) has its own screen and a network failure (0) can be retried in place.
 */
export function quoteErrorLeaves(status: number): boolean {
  return status >= 400 && status !== 408 && status !== 503;
}

/**
 * A support call that failed, reported with its status and message (spec 01 §8 "Support error:
 * status and message reported"): the golfer reads both, so an e-mail to support can quote them.
 */
export function supportErrorText(status: number, message: string | null | undefined): string {
  const what = message?.trim() || 'Your message could not be sent.';
  const code = status > 0 ? `error ${status}` : 'no connection';
  return `Your message was not sent (${code}): ${what} Try again, or e-mail us.`;
}
