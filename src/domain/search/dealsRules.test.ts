import { describe, expect, it } from 'vitest';
import { courseUrl } from './courseUrl';
import {
  bookingTarget,
  dealsHasMore,
  dealsNearParams,
  DEALS_RATE_TYPES,
  onlySpecialRate,
  sortDealsByPrice,
} from './dealsRules';

describe('<teetime-deals> rules', () => {
  it('special (lightning) rate only', () => {
    expect(DEALS_RATE_TYPES).toEqual(['lightning']);
    const entries = [{ rateType: 'lightning' }, { rateType: 'online' }, { rateType: null }, {}];
    expect(onlySpecialRate(entries)).toEqual([{ rateType: 'lightning' }, { rateType: null }, {}]);
  });

  it('lowest price first, unpriced last, stable on ties', () => {
    const deals = [
      { id: 'a', price: 45 },
      { id: 'b', price: null },
      { id: 'c', price: 19.5 },
      { id: 'd', price: 45 },
      { id: 'e', price: 30 },
    ];
    expect(sortDealsByPrice(deals).map((d) => d.id)).toEqual(['c', 'e', 'a', 'd', 'b']);
    expect(deals[0]?.id).toBe('a');
  });

  it('hasMore while page × pageSize < count', () => {
    expect(dealsHasMore(1, 16)).toBe(true);
    expect(dealsHasMore(1, 15)).toBe(false);
    expect(dealsHasMore(2, 31)).toBe(true);
    expect(dealsHasMore(3, 36, 12)).toBe(false);
    expect(dealsHasMore(2, 25, 12)).toBe(true);
  });

  it('deals/near params: radius capped at 150, limit 1–50, page from 1', () => {
    expect(dealsNearParams({ latitude: 30, longitude: -97 })).toEqual({
      lat: 30,
      lon: -97,
      radius: 150,
      limit: 15,
      page: 1,
    });
    expect(dealsNearParams({ latitude: 30, longitude: -97, radius: 500, limit: 80, page: 3 })).toMatchObject({
      radius: 150,
      limit: 50,
      page: 3,
    });
    expect(dealsNearParams({ latitude: 30, longitude: -97, radius: 25, limit: 0.2 })).toMatchObject({
      radius: 25,
      limit: 1,
    });
  });

  it('course-url template with {courseId}, {date}, {players}, URL-encoded', () => {
    expect(
      courseUrl('/book/{courseId}?date={date}&players={players}', {
        courseId: '1001',
        date: '2026-11-28',
        players: 2,
      }),
    ).toBe('/book/1001?date=2026-11-28&players=2');
    expect(courseUrl('/c/{courseId}?p={players}&x={other}', { courseId: 'a b&c/d' })).toBe(
      '/c/a%20b%26c%2Fd?p=&x={other}',
    );
  });

  it('booking link: the picker on the page wins, else the template, else none', () => {
    const deal = { courseId: '1001', date: '2026-11-28', players: 2 };
    expect(bookingTarget(deal, { pickerOnPage: true, courseUrlTemplate: '/x/{courseId}' })).toEqual({
      kind: 'picker',
      courseId: '1001',
      date: '2026-11-28',
      players: 2,
    });
    expect(
      bookingTarget(deal, {
        pickerOnPage: false,
        courseUrlTemplate: 'https://golf.example/t/{courseId}/{date}',
      }),
    ).toEqual({
      kind: 'url',
      url: 'https://golf.example/t/1001/2026-11-28',
    });
    expect(bookingTarget({ courseId: '1001' }, { pickerOnPage: false })).toEqual({ kind: 'none' });
    expect(bookingTarget({ courseId: '1001', date: null }, { pickerOnPage: true })).toEqual({
      kind: 'picker',
      courseId: '1001',
    });
  });
});
