import { describe, expect, it } from 'vitest';
import { checkoutPath, confirmationPath, coursePath, courseTab } from './sitePaths';

describe('site paths', () => {
  it('checkout carries the tee time, players, date and only the flags that are set', () => {
    expect(checkoutPath({ courseId: '1454', teeTimeId: 'tt 1', players: 2, date: '2026-11-24' })).toBe(
      '/checkout/at/1454?teeTimeId=tt+1&players=2&date=2026-11-24',
    );
    expect(
      checkoutPath({ courseId: '9', teeTimeId: 't', players: 1, isGuest: true, isAnchoredTeeTime: false }),
    ).toBe('/checkout/at/9?teeTimeId=t&players=1&isGuest=true');
  });

  it('checkout carries the offer chosen: provider, source provider and booking URL', () => {
    expect(
      checkoutPath({
        courseId: '9',
        teeTimeId: 't',
        players: 1,
        provider: 'golfnow',
        sourceProvider: 'teeitup',
        reservationUrl: 'https://course.example/book?t=1',
      }),
    ).toBe(
      '/checkout/at/9?teeTimeId=t&players=1&provider=golfnow&sourceProvider=teeitup&reservationUrl=https%3A%2F%2Fcourse.example%2Fbook%3Ft%3D1',
    );
  });

  it('a confirmation keeps the access token a guest needs after a reload', () => {
    expect(confirmationPath('res_1', 'tok')).toBe('/booking-confirmations/res_1?accessToken=tok');
    expect(confirmationPath('res_1')).toBe('/booking-confirmations/res_1');
  });

  it('a course page is its hierarchized URL with the date and players', () => {
    expect(coursePath('/explore/us/co/denver/1454/', { date: '2026-11-24', players: 2 })).toBe(
      '/explore/us/co/denver/1454?date=2026-11-24&players=2',
    );
  });

  it("a next-time chip's course page carries its time, a deal's its rate type", () => {
    expect(coursePath('/explore/us/co/denver/1454', { date: '2026-11-24', time: '07:30' })).toBe(
      '/explore/us/co/denver/1454?date=2026-11-24&time=07%3A30',
    );
    expect(coursePath('/explore/us/co/denver/1454', { date: '2026-11-24', rateType: 'lightning' })).toBe(
      '/explore/us/co/denver/1454?date=2026-11-24&rateType=lightning',
    );
  });

  it('a course page keeps the filters of the search it came from (Twilight: from 3 PM)', () => {
    expect(
      coursePath('/explore/us/co/denver/1454', {
        date: '2026-11-24',
        players: 2,
        holes: 18,
        minHour: 15,
        maxPrice: 80,
        networkMembershipOnly: false,
      }),
    ).toBe('/explore/us/co/denver/1454?date=2026-11-24&players=2&holes=18&minHour=15&maxPrice=80');
  });

  it('the tab comes from the sub-path, then the query; anything else is details', () => {
    expect(courseTab('/reviews', null)).toBe('reviews');
    expect(courseTab('/reviews/rv_1', null)).toBe('reviews');
    expect(courseTab('/review/new', 'details')).toBe('reviews');
    expect(courseTab('/details', 'reviews')).toBe('details');
    expect(courseTab('', 'tee-details')).toBe('tee-details');
    expect(courseTab('', 'photos')).toBe('details');
  });
});
