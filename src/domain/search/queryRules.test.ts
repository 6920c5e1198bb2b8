import { describe, expect, it } from 'vitest';
import { isIsoDate, parseQuery } from './queryRules';

describe('parseQuery (spec 01 §5)', () => {
  it('accepts flags only as the text true', () => {
    expect(parseQuery('dealsOnly=true&isPrepaidOnly=TRUE&nearMeSearch=1&isVip=yes')).toEqual({
      dealsOnly: true,
    });
    expect(parseQuery('dealsOnly=false')).toEqual({});
    expect(parseQuery('?hotDealsSearch=true')).toEqual({ hotDealsSearch: true });
  });

  it('accepts false too for cart, selectedCart, onlySearch, isRedirectedToMembership, isRecommendedDate', () => {
    expect(
      parseQuery(
        'cart=false&selectedCart=true&onlySearch=false&isRedirectedToMembership=false&isRecommendedDate=true',
      ),
    ).toEqual({
      cart: false,
      selectedCart: true,
      onlySearch: false,
      isRedirectedToMembership: false,
      isRecommendedDate: true,
    });
    expect(parseQuery('cart=False&onlySearch=0')).toEqual({});
  });

  it('converts numbers and ignores non-numbers', () => {
    expect(parseQuery('players=2&holes=18&maxRadius=149.5&minPrice=20&lat=-33.9')).toEqual({
      players: 2,
      holes: 18,
      maxRadius: 149.5,
      minPrice: 20,
      lat: -33.9,
    });
    expect(parseQuery('players=two&holes=&maxRadius=1e3&minPrice=0x10&maxPrice=Infinity')).toEqual({});
  });

  it('keeps a category only from the curated list', () => {
    expect(parseQuery('category=most_played')).toEqual({ category: 'most_played' });
    expect(parseQuery('category=cheapest')).toEqual({});
  });

  it('reads rate types, sort, date and time slot only when valid', () => {
    expect(
      parseQuery('rateTypes=online,lightning,gold&sort=name_desc&date=2026-11-28&timeSlot=07:30'),
    ).toEqual({
      rateTypes: ['lightning', 'online'],
      sort: 'name_desc',
      date: '2026-11-28',
      timeSlot: '07:30',
    });
    expect(parseQuery('sort=newest&date=2026-02-30&timeSlot=25:00')).toEqual({});
  });

  it('takes the first of a repeated key and reads records and URLSearchParams', () => {
    expect(parseQuery('players=3&players=5')).toEqual({ players: 3 });
    expect(parseQuery({ players: '4', dealsOnly: undefined })).toEqual({ players: 4 });
    expect(parseQuery(new URLSearchParams({ locationType: 'City', locationName: 'Austin' }))).toEqual({
      locationType: 'City',
      locationName: 'Austin',
    });
    expect(parseQuery('locationType=Planet')).toEqual({});
  });

  it('checks calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-11-28T00:00')).toBe(false);
  });
});
