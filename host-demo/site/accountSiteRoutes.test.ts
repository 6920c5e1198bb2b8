import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, type AccountRoute } from '../../src/domain/account/accountRoutes';
import { accountHistoryMove } from './accountHistoryMove';
import { accountSiteRoutes, withAccountRoutes } from './accountSiteRoutes';
import { findSiteRoute, isSiteRoute } from './isSiteRoute';
import type { SiteRoute } from './routeTable';

describe('account routes on the site', () => {
  it("serves every screen of the account's route table, and /my-account, with the element", () => {
    for (const r of ACCOUNT_ROUTES) {
      const path = r.path.replace(/:\w+/g, 'x');
      // The course reviews list is the course page's Reviews tab on the site (spec 02 §2).
      expect(findSiteRoute(path)?.page, path).toBe(r.view === 'course-reviews' ? 'course' : 'account');
    }
    for (const path of [
      '/my-account',
      '/sign-in',
      '/sign-up',
      '/reset-password',
      '/unlock',
      '/welcome',
      '/unsubscribe/promotional',
      '/deals/unsubscribe/weekly',
      '/my-account/bookings/upcoming',
      '/my-account/bookings/upcoming/res_1',
      '/my-account/payment-methods/new',
      '/my-account/membership/partner-offers',
      '/my-account/membership/network-courses',
      '/my-account/sg-club',
    ])
      expect(findSiteRoute(path), path).toMatchObject({ page: 'account' });
    expect(findSiteRoute('/my-account/bookings/upcoming')).toMatchObject({
      nav: 'account',
      title: 'My bookings',
    });
    expect(isSiteRoute('/my-account/no-such-screen')).toBe(false);
    expect(findSiteRoute('/deals/42')?.page).toBe('search');
  });

  it('picks up a screen added to the table (membership, reviews) with its feature switch, no site edit', () => {
    const added: AccountRoute[] = [
      ...ACCOUNT_ROUTES,
      { view: 'new-join', path: '/new-join', group: 'auth', title: 'Join', signedIn: false },
      {
        view: 'new-moderation',
        path: '/my-account/new-moderation/:status',
        group: 'profile',
        title: 'Manage reviews',
        signedIn: true,
        feature: 'moderator',
      } as AccountRoute,
    ];
    const routes = accountSiteRoutes(added);
    expect(routes.find((r) => r.path === '/new-join')).toMatchObject({
      page: 'account',
      title: 'Join',
    });
    expect(routes.find((r) => r.path === '/my-account/new-moderation/:status')).toMatchObject({
      feature: 'moderator',
      nav: 'account',
    });
    expect(findSiteRoute('/my-account/new-moderation/for_review', withAccountRoutes([], routes))?.page).toBe(
      'account',
    );
    // The screens issue 11 added are on the site as they are in the table.
    for (const path of ['/membership-join', '/my-account/manage-reviews/for_review', '/my-account/rewards'])
      expect(findSiteRoute(path)?.page, path).toBe('account');
    // …but the course reviews list stays the course page (it redirects to its Reviews tab).
    expect(findSiteRoute('/explore/us/co/denver/1455/reviews')?.page).toBe('course');
  });

  it("the account's screen wins where both claim a path", () => {
    const own: SiteRoute[] = [
      { path: '/explore/:country/:state/:city/:courseId/review/new', page: 'course', title: 'Course' },
      { path: '/faqs', page: 'faqs', title: 'FAQs' },
    ];
    const account = accountSiteRoutes([
      {
        view: 'review-new',
        path: '/explore/:c/:s/:ci/:id/review/new',
        group: 'profile',
        title: 'Write a review',
        signedIn: true,
      },
    ]);
    const table = withAccountRoutes(own, account);
    expect(findSiteRoute('/explore/us/co/denver/1/review/new', table)?.page).toBe('account');
    expect(findSiteRoute('/faqs', table)?.page).toBe('faqs');
  });
});

describe('accountHistoryMove', () => {
  it('adds a history entry for a screen the golfer chose', () => {
    expect(
      accountHistoryMove('/my-account/bookings/upcoming', {
        view: 'booking',
        path: '/my-account/bookings/upcoming/res_1',
      }),
    ).toEqual({ to: '/my-account/bookings/upcoming/res_1', replace: false });
  });

  it('replaces the entry for the sign-in a protected screen asks for, and when sent on from sign-in', () => {
    expect(
      accountHistoryMove('/my-account/bookings/upcoming/res_1', { view: 'sign-in', path: '/sign-in' }),
    ).toEqual({
      to: '/sign-in',
      replace: true,
    });
    expect(
      accountHistoryMove('/sign-in?reset=true', {
        view: 'external',
        path: '/my-account/bookings/upcoming/res_1',
      }),
    ).toEqual({ to: '/my-account/bookings/upcoming/res_1', replace: true });
  });

  it('does nothing without a path or when already there', () => {
    expect(accountHistoryMove('/sign-in', { view: 'sign-in', path: '/sign-in' })).toBeNull();
    expect(accountHistoryMove('/sign-in', { view: 'x', path: null })).toBeNull();
  });
});
