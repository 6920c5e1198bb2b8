import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, accountPath, findRoute, matchAccountUrl, rewriteLegacyPath } from './accountRoutes';

describe('account routes (spec 02 §2)', () => {
  it('reads the screen of every auth and /my-account path, with path params and the query', () => {
    expect(matchAccountUrl('/sign-in', '?reset=true&isGuest=true&guestTeeTimeId=t1&courseId=1001')).toEqual({
      view: 'sign-in',
      params: { reset: 'true', isGuest: 'true', guestTeeTimeId: 't1', courseId: '1001' },
    });
    expect(matchAccountUrl('/unlock', '?unlock_token=abc')).toEqual({
      view: 'unlock',
      params: { unlock_token: 'abc' },
    });
    expect(matchAccountUrl('/login-verifycustomerdetails')?.view).toBe('data-check');
    expect(matchAccountUrl('/unsubscribe/weekly', '?token=t&email=a%40b.c')).toEqual({
      view: 'unsubscribe',
      params: { mailingList: 'weekly', token: 't', email: 'a@b.c' },
    });
    expect(matchAccountUrl('/deals/unsubscribe/promotional')?.view).toBe('deals-unsubscribe');
    expect(matchAccountUrl('/my-account/bookings/upcoming/res_1')).toEqual({
      view: 'booking',
      params: { status: 'upcoming', id: 'res_1' },
    });
    expect(matchAccountUrl('/my-account/payment-methods/new')?.view).toBe('payment-methods-new');
    expect(matchAccountUrl('/my-account/confirm-deletion/tok')).toEqual({
      view: 'confirm-deletion',
      params: { token: 'tok' },
    });
    expect(matchAccountUrl('/my-account')?.view).toBe('account-summary');
    expect(matchAccountUrl('/my-account/golfer-stats/edit/')?.view).toBe('golfer-stats-edit');
  });

  it('takes only the three booking statuses, and nothing outside the account', () => {
    for (const status of ['upcoming', 'past', 'cancelled'])
      expect(matchAccountUrl(`/my-account/bookings/${status}`)?.params.status).toBe(status);
    expect(matchAccountUrl('/my-account/bookings/someday')).toBeNull();
    expect(matchAccountUrl('/explore/us')).toBeNull();
    expect(matchAccountUrl('/my-account/nothing-here')).toBeNull();
  });

  it('reads the review pages of a course page and the moderator tabs', () => {
    expect(matchAccountUrl('/explore/us/tx/austin/1303/review/new')).toEqual({
      view: 'review-new',
      params: { country: 'us', state: 'tx', city: 'austin', courseId: '1303' },
    });
    expect(matchAccountUrl('/explore/us/tx/austin/1303/reviews/rev_1', '?tag_id=4')?.params).toMatchObject({
      courseId: '1303',
      reviewId: 'rev_1',
      tag_id: '4',
    });
    expect(matchAccountUrl('/my-account/manage-reviews/for_review')).toEqual({
      view: 'manage-reviews',
      params: { status: 'for_review' },
    });
    expect(matchAccountUrl('/my-account/manage-reviews')?.view).toBe('manage-reviews-home');
    expect(matchAccountUrl('/explore/us/tx/austin/1303')).toBeNull();
  });

  it('rewrites the legacy account prefix', () => {
    expect(rewriteLegacyPath('/my-sg/favorites')).toBe('/my-account/favorites');
    expect(rewriteLegacyPath('/my-sgx')).toBe('/my-sgx');
    expect(matchAccountUrl('/my-sg/price-alerts')?.view).toBe('price-alerts');
  });

  it('builds the path of a screen, extra params in the query', () => {
    expect(accountPath('booking', { status: 'past', id: 'r 1' })).toBe('/my-account/bookings/past/r%201');
    expect(accountPath('sign-in', { reset: 'true' })).toBe('/sign-in?reset=true');
    expect(accountPath('bookings', {})).toBeNull();
    expect(accountPath('nope')).toBeNull();
  });

  it('round-trips every route, and only auth screens (and unsubscribe links) are open to anonymous golfers', () => {
    for (const r of ACCOUNT_ROUTES) {
      const params = Object.fromEntries(
        [...r.path.matchAll(/:(\w+)/g)].map(([, n]) => [n, n === 'status' ? 'past' : 'x']),
      );
      const path = accountPath(r.view, params)!;
      expect(matchAccountUrl(path)).toEqual({ view: r.view, params });
    }
    const open = ACCOUNT_ROUTES.filter((r) => !r.signedIn).map((r) => r.view);
    expect(open).toEqual([
      'sign-in',
      'sign-up',
      'request-reset-password',
      'reset-password',
      'unlock',
      'unlock-account-failed',
      'welcome',
      'unsubscribe',
      'deals-unsubscribe',
      'course-reviews',
      'review',
      // Membership sales and course pages, the benefits (with or without a course) and the
      // rewards and membership terms are open to everyone.
      'membership',
      'membership-join',
      'network-courses',
      'membership-benefits',
      'membership-page',
      'rewards-terms',
      'membership-benefits-any',
      'membership-terms',
    ]);
    expect(matchAccountUrl('/membership-terms-and-conditions')).toEqual({
      view: 'membership-terms',
      params: {},
    });
    expect(matchAccountUrl('/network-membership-benefits', '?crossPressed=true')).toEqual({
      view: 'membership-benefits-any',
      params: { crossPressed: 'true' },
    });
    expect(findRoute('bookings')?.signedIn).toBe(true);
  });

  it('maps the membership pages, the course program page with its query, and offers by status', () => {
    expect(
      matchAccountUrl(
        '/membership-page/at/1001',
        '?backToUrl=%2Fcourses%2F1001&isRedirectingToMembership=true',
      ),
    ).toEqual({
      view: 'membership-page',
      params: { courseId: '1001', backToUrl: '/courses/1001', isRedirectingToMembership: 'true' },
    });
    expect(matchAccountUrl('/my-account/network-offers/redeemed')).toEqual({
      view: 'network-offers',
      params: { offerStatus: 'redeemed' },
    });
    expect(accountPath('membership-purchase', { planId: 'plan_monthly' })).toBe(
      '/membership-join/purchase?planId=plan_monthly',
    );
    expect(findRoute('membership-account')?.signedIn).toBe(true);
    expect(findRoute('membership-account')?.group).toBe('membership');
  });

  it('has the golf club and the network courses inside the account (spec 02 §2), both signed in', () => {
    expect(matchAccountUrl('/my-account/sg-club')).toEqual({ view: 'sg-club', params: {} });
    expect(matchAccountUrl('/my-sg/sg-club')).toEqual({ view: 'sg-club', params: {} });
    expect(matchAccountUrl('/my-account/membership/network-courses')).toEqual({
      view: 'account-network-courses',
      params: {},
    });
    // The public list stays its own screen.
    expect(matchAccountUrl('/membership/network-courses')?.view).toBe('network-courses');
    expect(accountPath('sg-club')).toBe('/my-account/sg-club');
    expect(accountPath('account-network-courses')).toBe('/my-account/membership/network-courses');
    for (const view of ['sg-club', 'account-network-courses'])
      expect(findRoute(view), view).toMatchObject({ signedIn: true, group: 'membership' });
  });
});
