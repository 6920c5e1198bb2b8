/**
 * Rules of the main site's route changes (spec 01 §2, spec 02 §2, §4). Pure: no DOM, no router.
 */

/** The legacy account prefix (spec 02 §2): rewritten to the account prefix. */
export const LEGACY_ACCOUNT_PREFIX = '/my-sg';
export const ACCOUNT_PREFIX = '/my-account';

/** `/my-sg/bookings/upcoming?x=1` → `/my-account/bookings/upcoming?x=1`; other paths → null. */
export function rewriteLegacyAccountPath(path: string): string | null {
  const m = /^\/my-sg(?=\/|\?|#|$)(.*)$/.exec(path);
  return m ? `${ACCOUNT_PREFIX}${m[1] ?? ''}` : null;
}

/**
 * Whether a route change resets the tee-time flow (tokens and URLs of tee times, rate types,
 * provider and checkout): leaving the flow for any other page does; moving inside it does not.
 */
export function resetsFlow(nextIsFlowPage: boolean): boolean {
  return !nextIsFlowPage;
}

/** The header's active item: the route's own, else search (the default nav item). */
export function activeNavItem<T extends string>(routeItem: T | undefined): T | 'search' {
  return routeItem ?? 'search';
}

/** The page title template: `Page · Brand`, or the brand alone for an empty page title. */
export function pageTitle(page: string | undefined, brandName: string): string {
  const t = (page ?? '').trim();
  return t ? `${t} · ${brandName}` : brandName;
}

/** The canonical URL of a page: origin + path, without the query, hash or a trailing slash. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `${origin.replace(/\/+$/, '')}${path || '/'}`;
}

/** A content slug as a title when the page has not loaded yet: `vip-perks` → `Vip perks`. */
export function slugTitle(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}
