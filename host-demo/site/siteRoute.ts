import type { FeatureName } from '../../src/core/features';

/** The page module a route renders (one lazy chunk each; several paths can share one). */
export type PageId =
  | 'home'
  | 'exploreStart'
  | 'search'
  | 'course'
  | 'deals'
  | 'content'
  | 'faqs'
  | 'support'
  | 'bookingFlow'
  | 'checkout'
  | 'confirmation'
  | 'invitation'
  | 'failure'
  | 'insuranceQuote'
  | 'legacyAccount'
  | 'docs'
  | 'developers'
  | 'account'
  | 'notFound';

/** The header's nav items; the default (spec 02 §4) is search. */
export type NavItem = 'search' | 'deals' | 'explore' | 'faqs' | 'support' | 'docs' | 'account';

export interface SiteRoute {
  /** react-router path pattern (`:param` segments, `*` splat). */
  path: string;
  page: PageId;
  /** Page title; the shell's template adds the brand. Pages with data refine it. */
  title: string;
  /** The route needs this brand feature; off → the fallback page after 100 ms. */
  feature?: FeatureName;
  nav?: NavItem;
  /** Part of the tee-time flow: arriving here keeps the flow tokens (spec 01 §4). */
  flow?: boolean;
  /** The site's page stays even where an account screen claims the same path. */
  keep?: boolean;
}
