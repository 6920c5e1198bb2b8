import { withAccountRoutes } from './accountSiteRoutes';
import type { SiteRoute } from './siteRoute';

export type { NavItem, PageId, SiteRoute } from './siteRoute';

/** Static and legal pages: their text comes from GET v6/pages/show/{slug}. */
export const CONTENT_SLUGS = [
  'free-marketplace',
  'free-marketplace-signup-details',
  'vip-perks',
  'golf-course-resources',
  'about',
  'disclaimers',
  'golf-time-promotions',
  'participating-partners',
  'eventual-weather',
  'average-tee-time-rates-across-united-states',
  'winter-golf-getaways',
  'privacy-policy',
  'policy-and-terms',
  'terms-and-conditions',
  'rewards-terms-and-conditions',
  'membership-terms-and-conditions',
  'sg-club',
  'sg-club-terms-and-conditions',
  'web-view-done',
  'perform-app-action',
] as const;

const COURSE = '/explore/:country/:state/:city/:courseId';
const course = (path: string): SiteRoute => ({ path, page: 'course', title: 'Course', flow: true });
const failure = (path: string, title: string): SiteRoute => ({ path, page: 'failure', title, flow: true });

/**
 * Every route of the main site (spec 01 §2, spec 02 §2), shared by the client router and the
 * server (which answers 404 for any other path). The auth, /my-account, membership and review
 * routes of `<teetime-account>` come from its own route table (accountSiteRoutes.ts).
 */
export const SITE_ROUTES: readonly SiteRoute[] = withAccountRoutes([
  { path: '/', page: 'home', title: 'Book tee times near you', nav: 'search' },
  { path: '/test-new-search-logic', page: 'home', title: 'Search (new logic)', nav: 'search' },
  {
    path: '/explore',
    page: 'exploreStart',
    title: 'Explore courses',
    feature: 'exploreCountriesStates',
    nav: 'explore',
  },
  ...[
    '/explore/currentlocation',
    '/explore/:country',
    '/explore/:country/:state',
    '/explore/:country/:state/courses',
    '/explore/:country/:state/:city',
  ].map((path): SiteRoute => ({
    path,
    page: 'search',
    title: 'Golf courses',
    feature: 'exploreCountriesStates',
    nav: 'explore',
  })),
  course(COURSE),
  course(`${COURSE}/details`),
  // A course by id alone (a deal's or partner's link): the course page at its place's URL, query kept.
  course('/courses/:courseId'),
  // Spec 02 §2: the course reviews list redirects to the course page's Reviews tab (the picker's).
  { ...course(`${COURSE}/reviews`), feature: 'courseReviews', keep: true },
  { ...course(`${COURSE}/review/new`), feature: 'courseReviews' },
  { ...course(`${COURSE}/reviews/:reviewId`), feature: 'courseReviews' },
  {
    path: '/sections/:slug',
    page: 'search',
    title: 'Golf courses',
    feature: 'sectionCourses',
    nav: 'search',
  },
  { path: '/deals', page: 'deals', title: 'Tee-time deals', feature: 'dealsPage', nav: 'deals' },
  { path: '/deals/:id', page: 'search', title: 'Deal', feature: 'dealsPage', nav: 'deals' },
  ...CONTENT_SLUGS.map((slug): SiteRoute => ({ path: `/${slug}`, page: 'content', title: slug })),
  {
    path: '/eventual-weather/purchase/:reservationId',
    page: 'insuranceQuote',
    title: 'Weather protection',
    flow: true,
  },
  { path: '/faqs', page: 'faqs', title: 'Frequently asked questions', nav: 'faqs' },
  { path: '/support', page: 'support', title: 'Contact support', nav: 'support' },
  { path: '/booking-options', page: 'bookingFlow', title: 'Booking options', flow: true },
  { path: '/rate-types/at/:courseId', page: 'bookingFlow', title: 'Rate types', flow: true },
  { path: '/select-provider/at/:courseId', page: 'bookingFlow', title: 'Choose a provider', flow: true },
  { path: '/checkout/at/:courseId', page: 'checkout', title: 'Checkout', flow: true },
  { path: '/anonymous-purchase', page: 'checkout', title: 'Guest checkout', flow: true },
  {
    path: '/bookingConfirmation/at/:courseId',
    page: 'confirmation',
    title: 'Booking confirmation',
    flow: true,
  },
  {
    path: '/booking-confirmations/:reservationId',
    page: 'confirmation',
    title: 'Booking confirmation',
    flow: true,
  },
  { path: '/bookings/invite/:inviteId', page: 'invitation', title: 'Invitation' },
  failure('/tee-time-error', 'Tee time could not be booked'),
  failure('/tee-time-not-available', 'Tee time not available'),
  failure('/tee-time-not-allowed', 'Booking not allowed'),
  failure('/booking-limit-reached', 'Booking limit reached'),
  // The legacy account prefix, rewritten to /my-account (spec 02 §2).
  { path: '/my-sg/*', page: 'legacyAccount', title: 'My account' },
  // The developer area, outside the main navigation (a footer link): demo pages, API console, brands, docs.
  { path: '/developers', page: 'developers', title: 'For developers', nav: 'docs' },
  { path: '/docs', page: 'docs', title: 'Developer docs', nav: 'docs' },
  { path: '/docs/:doc', page: 'docs', title: 'Developer docs', nav: 'docs' },
  { path: '/not-found', page: 'notFound', title: 'Page not found' },
]);
