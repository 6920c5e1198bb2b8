import { TEE_TIME_PLAYERS_MAX, TEE_TIME_PLAYERS_MIN } from './constants';

/** The failure pages a `failureSteps` query value may open (anything else: the general one). */
export const QUERY_FAILURES = [
  'not-available',
  'not-allowed',
  'booking-limit-reached',
  'time-slot-error',
  'tee-time-error',
] as const;
export type QueryFailure = (typeof QUERY_FAILURES)[number];

/** What a checkout page's URL says: the course id in the path, the rest in the query. */
export interface CheckoutQuery {
  courseId?: string;
  teeTimeId?: string;
  players?: number;
  date?: string;
  prepaymentRuleId?: string;
  isGuest?: boolean;
  isAnchoredTeeTime?: boolean;
  /** Open the failure page (with its recommendations) instead of preparing. */
  failure?: QueryFailure;
  /** The flow came from the membership page (`isRedirectedToMembership=true`; 11002 then goes to rate types). */
  fromMembership?: boolean;
  /** A confirmation page: `/booking-confirmations/{reservationId}` or the `reservationId` query value. */
  reservationId?: string;
  /** The reservation's access token (`accessToken`), for guests. */
  accessToken?: string;
  /** `isAppClipUrl=true`: no wallet passes on the confirmation. */
  isAppClipUrl?: boolean;
  /** `webview=true`: the page is shown inside the mobile app (no wallet passes, no banner). */
  webview?: boolean;
  /** The offer chosen: its provider, source provider and booking URL (sent with the preparation). */
  provider?: string;
  sourceProvider?: string;
  reservationUrl?: string;
}

/** Whether `date` is YYYY-MM-DD and a day of the calendar (2026-02-31 is not). */
export function isCalendarDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

/**
 * The URL of a confirmation shown after paying, so that a reload (or the link) opens it again:
 * `search` with the reservation id and access token (and the app-clip flag) set and the checkout
 * values removed; the fragment is kept.
 */
export function confirmationSearch(
  search: string,
  receipt: { reservationId: string; accessToken?: string | null; isAppClipUrl?: boolean },
): string {
  const q = new URLSearchParams(search);
  for (const name of [
    'teeTimeId',
    'players',
    'date',
    'prepaymentRuleId',
    'isGuest',
    'isAnchoredTeeTime',
    'guestTeeTimeId',
    'failureSteps',
    'provider',
    'sourceProvider',
    'reservationUrl',
  ])
    q.delete(name);
  q.set('reservationId', receipt.reservationId);
  if (receipt.accessToken) q.set('accessToken', receipt.accessToken);
  else q.delete('accessToken');
  if (receipt.isAppClipUrl) q.set('isAppClipUrl', 'true');
  return `?${q.toString()}`;
}

const flag = (v: string | null) => (v === 'true' ? true : undefined);
const text = (v: string | null) => (v && v.trim() ? v.trim() : undefined);

/**
 * Reads a checkout URL (spec 01 §2 checkout variants, §5 query rules): `/checkout/at/{courseId}`
 * or the `courseId` query value; `teeTimeId`, `players` (a whole number 1–6), `date`
 * (YYYY-MM-DD, a real calendar day), `prepaymentRuleId`; the flags `isGuest`, `isAnchoredTeeTime`,
 * `isRedirectedToMembership` and `isAppClipUrl` only as the text true; a guest link's
 * `guestTeeTimeId` (spec 01 §6, spec 02 §2) is the tee time of a guest checkout when no
 * `teeTimeId` is given (it makes the checkout a guest's); `failureSteps` names a
 * failure page (an unknown name opens the general tee-time error). A confirmation page
 * (`/booking-confirmations/{reservationId}` or `reservationId`) with its `accessToken`.
 * Anything malformed is left out rather than guessed.
 */
export function parseCheckoutQuery(pathname: string, search: string): CheckoutQuery {
  const q = new URLSearchParams(search);
  const out: CheckoutQuery = {};
  const inPath = /\/checkout\/at\/([^/?#]+)/.exec(pathname)?.[1];
  const decode = (v: string | null | undefined) => {
    try {
      return text(v ? decodeURIComponent(v) : null);
    } catch {
      return undefined;
    }
  };
  const courseId = inPath ? decode(inPath) : text(q.get('courseId'));
  if (courseId) out.courseId = courseId;
  const confirmation = /\/booking-confirmations\/([^/?#]+)/.exec(pathname)?.[1];
  const reservationId = confirmation ? decode(confirmation) : text(q.get('reservationId'));
  if (reservationId) out.reservationId = reservationId;
  const accessToken = text(q.get('accessToken'));
  if (accessToken) out.accessToken = accessToken;
  if (flag(q.get('isAppClipUrl'))) out.isAppClipUrl = true;
  if (flag(q.get('webview'))) out.webview = true;
  if (flag(q.get('isRedirectedToMembership'))) out.fromMembership = true;
  const teeTimeId = text(q.get('teeTimeId'));
  const guestTeeTimeId = text(q.get('guestTeeTimeId'));
  if (teeTimeId) out.teeTimeId = teeTimeId;
  else if (guestTeeTimeId) {
    out.teeTimeId = guestTeeTimeId;
    out.isGuest = true;
  }
  const players = Number(q.get('players'));
  if (Number.isInteger(players) && players >= TEE_TIME_PLAYERS_MIN && players <= TEE_TIME_PLAYERS_MAX)
    out.players = players;
  const date = q.get('date');
  if (date && isCalendarDate(date)) out.date = date;
  const rule = text(q.get('prepaymentRuleId'));
  if (rule) out.prepaymentRuleId = rule;
  if (flag(q.get('isGuest'))) out.isGuest = true;
  const anchored = flag(q.get('isAnchoredTeeTime'));
  if (anchored) out.isAnchoredTeeTime = true;
  for (const name of ['provider', 'sourceProvider'] as const) {
    const v = text(q.get(name));
    if (v && v.length <= 80) out[name] = v;
  }
  const bookingUrl = text(q.get('reservationUrl'));
  if (bookingUrl && /^https?:\/\//.test(bookingUrl) && bookingUrl.length <= 2048)
    out.reservationUrl = bookingUrl;
  const failure = text(q.get('failureSteps'));
  if (failure)
    out.failure = (QUERY_FAILURES as readonly string[]).includes(failure)
      ? (failure as QueryFailure)
      : 'tee-time-error';
  return out;
}

/** The values of a guest link to sign-in (`/sign-in?isGuest=true&guestTeeTimeId=…&courseId=…`). */
export interface GuestLinkParams {
  isGuest?: string | undefined;
  guestTeeTimeId?: string | undefined;
  courseId?: string | undefined;
  players?: string | undefined;
  date?: string | undefined;
}

/**
 * Where a guest link leads (spec 01 §6 guest rules, spec 02 §2 /sign-in): the checkout of its tee
 * time, as a guest (`asGuest`, with isGuest=true) or, once signed in (`signedIn`), as the golfer.
 * Players (1–6) and a real date ride along when the link has them. Null unless the link is a
 * guest's (isGuest the text true) with both a course and a tee time.
 */
export function guestLinkCheckout(params: GuestLinkParams): { asGuest: string; signedIn: string } | null {
  const courseId = text(params.courseId ?? null);
  const teeTimeId = text(params.guestTeeTimeId ?? null);
  if (params.isGuest !== 'true' || !courseId || !teeTimeId) return null;
  const q = new URLSearchParams({ teeTimeId });
  const players = Number(params.players);
  if (Number.isInteger(players) && players >= TEE_TIME_PLAYERS_MIN && players <= TEE_TIME_PLAYERS_MAX)
    q.set('players', String(players));
  if (params.date && isCalendarDate(params.date)) q.set('date', params.date);
  const path = `/checkout/at/${encodeURIComponent(courseId)}`;
  return { signedIn: `${path}?${q}`, asGuest: `${path}?${q}&isGuest=true` };
}
