import { describe, expect, it } from 'vitest';
import { confirmationSearch, guestLinkCheckout, isCalendarDate, parseCheckoutQuery } from './checkoutQuery';

describe('parseCheckoutQuery', () => {
  it('reads the offer chosen: provider, source provider and an http(s) booking URL only', () => {
    expect(
      parseCheckoutQuery(
        '/checkout/at/9',
        '?teeTimeId=t&provider=golfnow&sourceProvider=teeitup&reservationUrl=https%3A%2F%2Fcourse.example%2Fbook',
      ),
    ).toEqual({
      courseId: '9',
      teeTimeId: 't',
      provider: 'golfnow',
      sourceProvider: 'teeitup',
      reservationUrl: 'https://course.example/book',
    });
    expect(parseCheckoutQuery('/checkout/at/9', '?reservationUrl=javascript%3Aalert(1)')).toEqual({
      courseId: '9',
    });
  });

  it('reads the course id in the path and the tee time, players and date in the query', () => {
    expect(
      parseCheckoutQuery('/checkout/at/1001', '?teeTimeId=1001-20261124-63&players=2&date=2026-11-24'),
    ).toEqual({ courseId: '1001', teeTimeId: '1001-20261124-63', players: 2, date: '2026-11-24' });
  });

  it('takes courseId from the query when the path has none (the query variant)', () => {
    expect(parseCheckoutQuery('/checkout', '?courseId=1455&teeTimeId=t1')).toEqual({
      courseId: '1455',
      teeTimeId: 't1',
    });
  });

  it('accepts the flags only as the text true, players only as a whole number 1–6', () => {
    expect(parseCheckoutQuery('/checkout/at/1', '?isGuest=true&isAnchoredTeeTime=1&players=7')).toEqual({
      courseId: '1',
      isGuest: true,
    });
    expect(parseCheckoutQuery('/checkout/at/1', '?isGuest=TRUE&players=2.5&date=tomorrow')).toEqual({
      courseId: '1',
    });
    expect(parseCheckoutQuery('/checkout/at/1', '?isAnchoredTeeTime=true&players=6').isAnchoredTeeTime).toBe(
      true,
    );
  });

  it('opens a named failure page from failureSteps; an unknown name is the general tee-time error', () => {
    expect(parseCheckoutQuery('/checkout/at/1', '?teeTimeId=t&failureSteps=not-available').failure).toBe(
      'not-available',
    );
    expect(parseCheckoutQuery('/checkout/at/1', '?failureSteps=whatever').failure).toBe('tee-time-error');
    expect(parseCheckoutQuery('/checkout/at/1', '').failure).toBe(undefined);
  });

  it('leaves out a malformed course id instead of throwing', () => {
    expect(parseCheckoutQuery('/checkout/at/%E0%A4%A', '')).toEqual({});
  });

  it('accepts only dates of the calendar (2026-02-31 is not one; 2028-02-29 is)', () => {
    expect(parseCheckoutQuery('/checkout/at/1', '?date=2026-02-31').date).toBe(undefined);
    expect(parseCheckoutQuery('/checkout/at/1', '?date=2026-13-01').date).toBe(undefined);
    expect(parseCheckoutQuery('/checkout/at/1', '?date=2026-02-28').date).toBe('2026-02-28');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-11-31')).toBe(false);
  });

  it('reads the came-from-membership flag only as the text true', () => {
    expect(parseCheckoutQuery('/checkout/at/1', '?isRedirectedToMembership=true').fromMembership).toBe(true);
    expect(parseCheckoutQuery('/checkout/at/1', '?isRedirectedToMembership=1').fromMembership).toBe(
      undefined,
    );
  });

  it('reads a confirmation page: the reservation id in the path or the query, its access token, app clip', () => {
    expect(parseCheckoutQuery('/booking-confirmations/r-42', '?accessToken=tok&isAppClipUrl=true')).toEqual({
      reservationId: 'r-42',
      accessToken: 'tok',
      isAppClipUrl: true,
    });
    expect(parseCheckoutQuery('/checkout/at/9', '?reservationId=r-7&accessToken=t')).toEqual({
      courseId: '9',
      reservationId: 'r-7',
      accessToken: 't',
    });
  });

  it('builds the confirmation query that a reload reads back, without the checkout values', () => {
    const search = confirmationSearch('?teeTimeId=t&players=2&date=2026-11-24&isGuest=true&utm_source=x', {
      reservationId: 'r-1',
      accessToken: 'tok',
    });
    expect(search).toBe('?utm_source=x&reservationId=r-1&accessToken=tok');
    expect(parseCheckoutQuery('/checkout/at/5', search)).toEqual({
      courseId: '5',
      reservationId: 'r-1',
      accessToken: 'tok',
    });
    expect(confirmationSearch('', { reservationId: 'r', isAppClipUrl: true })).toBe(
      '?reservationId=r&isAppClipUrl=true',
    );
  });
});

describe('guest links (spec 01 §6 guestTeeTimeId, spec 02 §2 /sign-in)', () => {
  it('the checkout reads guestTeeTimeId as the tee time of a guest checkout', () => {
    expect(parseCheckoutQuery('/checkout/at/1001', '?isGuest=true&guestTeeTimeId=1001-20261124-63')).toEqual({
      courseId: '1001',
      teeTimeId: '1001-20261124-63',
      isGuest: true,
    });
    // A guest link's tee time makes the checkout a guest's even without isGuest.
    expect(parseCheckoutQuery('/checkout', '?courseId=1001&guestTeeTimeId=t9')).toEqual({
      courseId: '1001',
      teeTimeId: 't9',
      isGuest: true,
    });
    // An explicit teeTimeId wins and keeps the checkout as the URL says.
    expect(parseCheckoutQuery('/checkout/at/1', '?teeTimeId=t1&guestTeeTimeId=t2')).toEqual({
      courseId: '1',
      teeTimeId: 't1',
    });
    expect(parseCheckoutQuery('/checkout/at/1', '?guestTeeTimeId=%20')).toEqual({ courseId: '1' });
    expect(confirmationSearch('?guestTeeTimeId=t2&isGuest=true', { reservationId: 'r' })).toBe(
      '?reservationId=r',
    );
  });

  it('sign-in sends a guest link to its checkout, as a guest or signed in', () => {
    expect(
      guestLinkCheckout({ isGuest: 'true', guestTeeTimeId: '1001-20261124-63', courseId: '1001' }),
    ).toEqual({
      asGuest: '/checkout/at/1001?teeTimeId=1001-20261124-63&isGuest=true',
      signedIn: '/checkout/at/1001?teeTimeId=1001-20261124-63',
    });
    expect(
      guestLinkCheckout({
        isGuest: 'true',
        guestTeeTimeId: 't 1',
        courseId: 'a/b',
        players: '3',
        date: '2026-11-24',
      }),
    ).toEqual({
      asGuest: '/checkout/at/a%2Fb?teeTimeId=t+1&players=3&date=2026-11-24&isGuest=true',
      signedIn: '/checkout/at/a%2Fb?teeTimeId=t+1&players=3&date=2026-11-24',
    });
    expect(
      guestLinkCheckout({
        isGuest: 'true',
        guestTeeTimeId: 't',
        courseId: '1',
        players: '9',
        date: '2026-02-31',
      })?.signedIn,
    ).toBe('/checkout/at/1?teeTimeId=t');
    expect(guestLinkCheckout({ isGuest: 'yes', guestTeeTimeId: 't', courseId: '1' })).toBeNull();
    expect(guestLinkCheckout({ isGuest: 'true', courseId: '1' })).toBeNull();
    expect(guestLinkCheckout({ isGuest: 'true', guestTeeTimeId: 't' })).toBeNull();
  });
});
