/**
 * The screens of `<teetime-account>` and their marketplace paths (spec 02 §2): one table the
 * element reads its start view from (`from-url`), builds the `path` of its
 * `teetime-account-navigate` event with, and a host router can map its routes onto.
 */
export type AccountGroup =
  | 'auth'
  | 'profile'
  | 'payments'
  | 'bookings'
  | 'saved'
  | 'preferences'
  | 'reviews'
  | 'membership'
  | 'offers';

export interface AccountRoute {
  view: string;
  /** Path pattern; `:name` segments are params. */
  path: string;
  /** Signed-in only: anonymous golfers get sign-in, then come back. */
  signedIn: boolean;
  /** Lazily loaded screen group (one chunk each in the ESM build). */
  group: AccountGroup;
  /** Page title. */
  title: string;
}

/** A course page on the marketplace (its `hierarchized_url`). */
const COURSE_PAGE = '/explore/:country/:state/:city/:courseId';

/** `path` 0: the account page named after the view (`/my-account/<view>`). */
const route = (
  view: string,
  path: string | 0,
  group: AccountGroup,
  title: string,
  signedIn = group !== 'auth',
): AccountRoute => ({ view, path: path || `/my-account/${view}`, group, title, signedIn });

export const ACCOUNT_ROUTES: readonly AccountRoute[] = [
  route('sign-in', '/sign-in', 'auth', 'Sign in'),
  route('sign-up', '/sign-up', 'auth', 'Create an account'),
  route('request-reset-password', '/request-reset-password', 'auth', 'Reset your password'),
  route('reset-password', '/reset-password', 'auth', 'Choose a new password'),
  route('unlock', '/unlock', 'auth', 'Unlock your account'),
  route('unlock-account-failed', '/unlock-account-failed', 'auth', 'We could not unlock your account'),
  route('data-check', '/login-verifycustomerdetails', 'auth', 'Check your details', true),
  route('welcome', '/welcome', 'auth', 'Welcome'),
  route('unsubscribe', '/unsubscribe/:mailingList', 'preferences', 'Unsubscribe', false),
  route(
    'deals-unsubscribe',
    '/deals/unsubscribe/:mailingList',
    'preferences',
    'Unsubscribe from deals',
    false,
  ),
  route('account-summary', 0, 'profile', 'My account'),
  route('account-settings', 0, 'profile', 'Account settings'),
  route('personal-info', 0, 'profile', 'Personal info'),
  route('edit-password', 0, 'profile', 'Change your password'),
  route('my-profile', 0, 'profile', 'My golfer profile'),
  route('golfer-stats', 0, 'profile', 'Golfer stats'),
  route('golfer-stats-edit', '/my-account/golfer-stats/edit', 'profile', 'Edit golfer stats'),
  route('payment-methods', 0, 'payments', 'Payment methods'),
  route('payment-methods-new', '/my-account/payment-methods/new', 'payments', 'Add a card'),
  route('payment-methods-edit', '/my-account/payment-methods/edit', 'payments', 'Edit a card'),
  route('bookings', '/my-account/bookings/:status', 'bookings', 'My bookings'),
  route('booking', '/my-account/bookings/:status/:id', 'bookings', 'Booking'),
  route('favorites', 0, 'saved', 'Favorites'),
  route('price-alerts', 0, 'saved', 'Price alerts'),
  route('communication-preferences', 0, 'preferences', 'E-mail preferences'),
  route('message-preferences', 0, 'preferences', 'Message preferences'),
  route('delete', 0, 'preferences', 'Delete your account'),
  route('confirm-deletion', '/my-account/confirm-deletion/:token', 'preferences', 'Confirm deletion'),
  // Course review pages (spec 02 §2 review routes): the course page's path plus /reviews…
  route('course-reviews', `${COURSE_PAGE}/reviews`, 'reviews', 'Course reviews', false),
  route('review', `${COURSE_PAGE}/reviews/:reviewId`, 'reviews', 'Review', false),
  route('review-new', `${COURSE_PAGE}/review/new`, 'reviews', 'Write a review'),
  route('my-reviews', '/my-account/reviews', 'reviews', 'My reviews'),
  route('manage-reviews', '/my-account/manage-reviews/:status', 'reviews', 'Manage reviews'),
  route('manage-reviews-home', '/my-account/manage-reviews', 'reviews', 'Manage reviews'),
  // Memberships (issue 11): the sales pages are open to everyone, the account pages need sign-in.
  route('membership', '/membership', 'membership', 'Network membership', false),
  route('membership-join', '/membership-join', 'membership', 'Choose your plan', false),
  route('membership-purchase', '/membership-join/purchase', 'membership', 'Join the network'),
  route('network-courses', '/membership/network-courses', 'membership', 'Network courses', false),
  route('golfvantage', '/membership/golfvantage', 'membership', 'GolfVantage'),
  route(
    'membership-benefits',
    '/network-membership-benefits/:courseId',
    'membership',
    'Member benefits',
    false,
  ),
  route('membership-page', '/membership-page/at/:courseId', 'membership', 'Course membership', false),
  route('membership-account', '/my-account/membership', 'membership', 'My membership'),
  route('membership-welcome', '/my-account/membership/welcome', 'membership', 'Welcome to the network'),
  route('my-memberships', 0, 'membership', 'My course memberships'),
  route('partner-offers', '/my-account/membership/partner-offers', 'offers', 'Partner offers'),
  route('network-offers', '/my-account/network-offers/:offerStatus', 'offers', 'Member offers'),
  route('network-offer', '/my-account/network-offers/:offerStatus/:id', 'offers', 'Offer'),
  route('rewards', 0, 'offers', 'Rewards'),
  route('rewards-terms', '/rewards-terms-and-conditions', 'offers', 'Rewards terms', false),
  // Spec 02 §2: the benefits page's courseId is optional (the network's benefits without one).
  route('membership-benefits-any', '/network-membership-benefits', 'membership', 'Member benefits', false),
  route('membership-terms', '/membership-terms-and-conditions', 'membership', 'Membership terms', false),
  // Spec 02 §2 account routes the spec lists without showing (docs/membership.md says what they show).
  route('sg-club', 0, 'membership', 'My golf club'),
  route('account-network-courses', '/my-account/membership/network-courses', 'membership', 'Network courses'),
];

/** Booking list tabs (spec 02 §4: upcoming = tab 0, past = tab 1; cancelled has a list, no tab). */
export const BOOKING_STATUSES = ['upcoming', 'past', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Where an account path starts; the legacy prefix (the old my-sg route) is rewritten to it. */
export const ACCOUNT_PREFIX = '/my-account';
export const LEGACY_ACCOUNT_PREFIX = '/my-sg';

export type AccountParams = Record<string, string>;

export interface AccountLocation {
  view: string;
  params: AccountParams;
}

export function findRoute(view: string): AccountRoute | undefined {
  return ACCOUNT_ROUTES.find((r) => r.view === view);
}

/** `/my-sg/favorites` → `/my-account/favorites`; other paths unchanged. */
export function rewriteLegacyPath(pathname: string): string {
  return pathname === LEGACY_ACCOUNT_PREFIX || pathname.startsWith(`${LEGACY_ACCOUNT_PREFIX}/`)
    ? ACCOUNT_PREFIX + pathname.slice(LEGACY_ACCOUNT_PREFIX.length)
    : pathname;
}

function matchPattern(pattern: string, pathname: string): AccountParams | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: AccountParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = decodeURIComponent(got[i]!);
    if (w.startsWith(':')) params[w.slice(1)] = g;
    else if (w !== g) return null;
  }
  return params;
}

/**
 * The screen of a marketplace URL: path params plus the query's values (query first, so a
 * path param wins). A bookings status outside the three is not a screen. Null: not an account URL.
 */
export function matchAccountUrl(pathname: string, search = ''): AccountLocation | null {
  const path = rewriteLegacyPath(pathname.replace(/\/+$/, '') || '/');
  if (path === ACCOUNT_PREFIX) return { view: 'account-summary', params: {} };
  const query = Object.fromEntries(new URLSearchParams(search));
  for (const r of ACCOUNT_ROUTES) {
    const params = matchPattern(r.path, path);
    if (!params) continue;
    if (
      r.group === 'bookings' &&
      params.status !== undefined &&
      !(BOOKING_STATUSES as readonly string[]).includes(params.status)
    )
      return null;
    return { view: r.view, params: { ...query, ...params } };
  }
  return null;
}

/**
 * The marketplace path of a screen: path params fill the pattern, the others go to the query.
 * Unknown views have no path (null).
 */
export function accountPath(view: string, params: AccountParams = {}): string | null {
  const r = findRoute(view);
  if (!r) return null;
  const rest: AccountParams = { ...params };
  let missing = false;
  const path = r.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return null;
  const query = new URLSearchParams(Object.entries(rest).filter(([, v]) => v !== ''));
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}
