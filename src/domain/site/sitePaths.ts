/** URLs of the main site's booking pages (spec 01 §2), built from what the widgets announce. Pure. */

const query = (values: Record<string, string | number | boolean | undefined | null>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values))
    if (v !== undefined && v !== null && v !== '' && v !== false) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

export interface CheckoutStart {
  courseId: string;
  teeTimeId: string;
  players: number;
  date?: string;
  prepaymentRuleId?: string;
  isGuest?: boolean;
  isAnchoredTeeTime?: boolean;
  provider?: string;
  sourceProvider?: string;
  reservationUrl?: string;
}

/**
 * `/checkout/at/{courseId}?teeTimeId=…&players=…&date=…` plus the prepayment rule, the guest/anchored
 * flags and the offer's provider, source provider and booking URL (sent with the preparation).
 */
export function checkoutPath(s: CheckoutStart): string {
  return `/checkout/at/${encodeURIComponent(s.courseId)}${query({
    teeTimeId: s.teeTimeId,
    players: s.players,
    date: s.date,
    prepaymentRuleId: s.prepaymentRuleId,
    isGuest: s.isGuest,
    isAnchoredTeeTime: s.isAnchoredTeeTime,
    provider: s.provider,
    sourceProvider: s.sourceProvider,
    reservationUrl: s.reservationUrl,
  })}`;
}

/** `/booking-confirmations/{reservationId}?accessToken=…`: the confirmation a reload (or a guest's link) opens. */
export function confirmationPath(reservationId: string, accessToken?: string): string {
  return `/booking-confirmations/${encodeURIComponent(reservationId)}${query({ accessToken })}`;
}

/** What a course page's query carries: the day, party, a chosen time or rate, and the search's filters. */
export interface CourseQuery {
  date?: string;
  players?: number;
  holes?: 9 | 18;
  time?: string;
  rateType?: string;
  minHour?: number;
  maxHour?: number;
  minPrice?: number;
  maxPrice?: number;
  networkMembershipOnly?: boolean;
}

/** The search filters a course page keeps (the picker's min-hour … network-membership-only). */
export const COURSE_FILTER_KEYS = [
  'minHour',
  'maxHour',
  'minPrice',
  'maxPrice',
  'networkMembershipOnly',
] as const;

/**
 * `/sign-up?email=…&reservationAccessToken=…`: a guest's way to an account that keeps the booking
 * (spec 02 §7 sign-up's `reservationAccessToken`; the e-mail pre-fills the form).
 */
export function signUpPath(v: { email?: string | null; reservationAccessToken?: string }): string {
  return `/sign-up${query({ email: v.email, reservationAccessToken: v.reservationAccessToken })}`;
}

/**
 * A course page: the course's hierarchized URL (`/explore/us/co/denver/1454`) with the date,
 * players and holes, a next-time chip's tee time (`time`, HH:MM) or a deal's rate type, and the
 * narrowed filters of the search it came from (`minHour=15` for Twilight), so the course's tee
 * times stay as the golfer filtered them.
 */
export function coursePath(hierarchizedUrl: string, v: CourseQuery = {}): string {
  return `${hierarchizedUrl.replace(/\/+$/, '')}${query({
    date: v.date,
    players: v.players,
    holes: v.holes,
    time: v.time,
    rateType: v.rateType,
    minHour: v.minHour,
    maxHour: v.maxHour,
    minPrice: v.minPrice,
    maxPrice: v.maxPrice,
    networkMembershipOnly: v.networkMembershipOnly,
  })}`;
}

/** The course page's tab from its sub-path (spec 01 §2): /details, /reviews…, /review/new; else the `tab` query. */
export function courseTab(subPath: string, tabQuery: string | null): 'details' | 'reviews' | 'tee-details' {
  if (/^\/(reviews|review)(\/|$)/.test(subPath)) return 'reviews';
  if (subPath === '/details') return 'details';
  return tabQuery === 'reviews' || tabQuery === 'tee-details' ? tabQuery : 'details';
}
