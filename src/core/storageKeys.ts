/**
 * Names of everything we keep in browser storage. The two token names are fixed by the
 * marketplace (spec 02 §3); everything else is prefixed with `teetime:` so we never touch the
 * host page's own keys.
 */
export const USER_TOKEN_KEY = 'X-Api-User-Token';
export const SESSION_TOKEN_KEY = 'X-Api-Session';
export const STORAGE_PREFIX = 'teetime:';

/** `storageKey('filters')` → `teetime:filters`. */
export function storageKey(name: string): string {
  return `${STORAGE_PREFIX}${name}`;
}

/** Search filters (session storage). */
export const FILTERS_KEY = storageKey('filters');
/** Checkout in progress: stored checkout URL, prepared tee time (session storage). */
export const CHECKOUT_KEY = storageKey('checkout');
/** Tee-time flow tokens and URLs (session storage). */
export const FLOW_TOKENS_KEY = storageKey('flow-tokens');
/** TTL cache entries are `teetime:cache:<name>`. */
export const CACHE_PREFIX = storageKey('cache:');
/** utm / click-id / rwg values (local storage); kept on sign-out. */
export const ATTRIBUTION_KEY = storageKey('attribution');
/** Marketing identity from the landing URL: iterable ids, referral values (local storage; kept on sign-out). */
export const MARKETING_IDENTITY_KEY = `${ATTRIBUTION_KEY}:marketing`;
/** Last known position (session storage). */
export const GEO_POSITION_KEY = storageKey('geo-position');
/** The site's booking list the golfer last saw (session storage): a failed insurance quote returns there. */
export const SITE_BOOKINGS_URL_KEY = storageKey('site-bookings-url');
/** Where to go after sign-in / welcome (session storage). */
export const REDIRECT_KEY = storageKey('redirect');

/** True for our own keys (prefixed), false for the host page's. */
export function isOwnKey(key: string): boolean {
  return key.startsWith(STORAGE_PREFIX);
}

/** Keys that survive sign-out and a forced logout: marketing attribution belongs to the visit, not the user. */
export function isKeptOnSignOut(key: string): boolean {
  return key.startsWith(ATTRIBUTION_KEY);
}
