import { describe, expect, it } from 'vitest';
import { findSiteRoute, isSiteRoute, patternRegExp } from './isSiteRoute';

describe('the server knows the route table', () => {
  it.each([
    '/',
    '/explore',
    '/explore/us/tx/austin',
    '/explore/us/tx/courses',
    '/explore/us/co/denver/1454',
    '/explore/us/co/denver/1454/reviews/rv_1',
    '/explore/us/co/denver/1454/review/new',
    '/sections/desert-golf',
    '/deals/42',
    '/checkout/at/1454',
    '/booking-confirmations/res_abc',
    '/faqs',
    '/about',
    '/privacy-policy',
    '/tee-time-not-available',
    '/my-sg/bookings/upcoming',
    '/docs/embedding',
    '/faqs/',
  ])('%s is a route', (path) => expect(isSiteRoute(path)).toBe(true));

  it.each([
    '/no-such-page',
    '/explore/us/co/denver/1454/photos',
    '/checkout/at',
    '/checkout/at/1/2',
    '/about/more',
    '/not-found',
    '/%E0%A4%A',
  ])('%s is not', (path) => expect(isSiteRoute(path)).toBe(false));

  it('a course page and its sub-paths share one page', () => {
    expect(findSiteRoute('/explore/us/co/denver/1454')?.page).toBe('course');
    expect(findSiteRoute('/explore/us/co/denver/1454/details')?.page).toBe('course');
    expect(findSiteRoute('/explore/us/co/denver')?.page).toBe('search');
  });

  it('patterns escape literal dots and keep splats', () => {
    expect(patternRegExp('/a.b').test('/aXb')).toBe(false);
    expect(patternRegExp('/my-sg/*').test('/my-sg')).toBe(true);
    expect(patternRegExp('/my-sg/*').test('/my-sgx')).toBe(false);
  });
});
