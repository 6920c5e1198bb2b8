import { describe, expect, it } from 'vitest';
import { filtersFromQuery, filtersToQuery } from './filtersQuery';
import { defaultFilters, type SearchFilters } from './searchFilters';
import { toApiParams } from './toApiParams';

const f = (over: Partial<SearchFilters> = {}): SearchFilters => ({ ...defaultFilters(), ...over });
const austin = {
  type: 'City' as const,
  name: 'Austin',
  hierarchizedUrl: '/explore/us/tx/austin',
  latitude: 30.27,
  longitude: -97.74,
};

describe('toApiParams', () => {
  it('default filters send nothing but the scope', () => {
    expect(toApiParams(f({ location: austin }))).toEqual({
      hierarchizedUrl: '/explore/us/tx/austin',
      includeWithoutTeeTimes: true,
    });
    expect(toApiParams(f())).toEqual({});
  });

  it('scopes: state URL, section slug with the user position, coordinates otherwise', () => {
    expect(toApiParams(f({ location: { type: 'State', hierarchizedUrl: '/explore/us/tx' } }))).toEqual({
      hierarchizedUrl: '/explore/us/tx',
    });
    expect(
      toApiParams(f({ location: { type: 'Section', slug: 'desert-golf' } }), {
        position: { latitude: 33.4, longitude: -112 },
      }),
    ).toEqual({ courseSectionSlug: 'desert-golf', lat: 33.4, lon: -112 });
    expect(toApiParams(f({ location: { type: 'Current', latitude: 40.7, longitude: -74 } }))).toEqual({
      lat: 40.7,
      lon: -74,
    });
  });

  it('maxRadius only below 150, minRadius only above 0', () => {
    expect(toApiParams(f({ locationRange: { min: 0, max: 150 } })).maxRadius).toBeUndefined();
    expect(toApiParams(f({ locationRange: { min: 0, max: 149 } })).maxRadius).toBe(149);
    expect(toApiParams(f({ locationRange: { min: 10, max: 150 } }))).toEqual({ minRadius: 10 });
  });

  it('sends every narrowed filter in camelCase', () => {
    const params = toApiParams(
      f({
        date: '2026-11-28',
        players: 2,
        holes: 18,
        timeRange: { min: 7, max: 10 },
        priceRange: { min: 20, max: 80 },
        cart: false,
        rateTypes: ['lightning'],
        isPrepaidOnly: true,
        networkMembershipOnly: true,
        categoryFilter: 'top_rated',
        isBest: true,
        isVip: true,
      }),
      { sort: 'price', page: 3 },
    );
    expect(params).toEqual({
      date: '2026-11-28',
      qty: 2,
      numHoles: 18,
      minHour: 7,
      maxHour: 10,
      minPrice: 20,
      maxPrice: 80,
      isRiding: false,
      rateTypes: ['lightning'],
      isPrepaidOnly: true,
      networkMembershipOnly: true,
      category: 'top_rated',
      flags: ['best', 'vip'],
      sort: 'price',
      page: 3,
    });
  });

  it('qty from the players range when players is Any', () => {
    expect(toApiParams(f({ playersRange: { min: 3, max: 6 } })).qty).toBe(3);
    expect(toApiParams(f({ playersRange: { min: 1, max: 4 } })).qty).toBeUndefined();
    expect(toApiParams(f({ players: 1, playersRange: { min: 3, max: 6 } })).qty).toBe(1);
  });

  it('foreplayReviewedOnly (spec 01 search value) is sent only when on, also when read from a URL', () => {
    expect(toApiParams(f({ foreplayReviewedOnly: true })).foreplayReviewedOnly).toBe(true);
    expect(toApiParams(f()).foreplayReviewedOnly).toBeUndefined();
    const fromUrl = filtersFromQuery(
      'foreplayReviewedOnly=true&locationType=State&locationUrl=/explore/us/tx',
    );
    expect(toApiParams(fromUrl)).toEqual({ hierarchizedUrl: '/explore/us/tx', foreplayReviewedOnly: true });
    expect(filtersToQuery(fromUrl)).toContain('foreplayReviewedOnly=true');
  });

  it('page 1 is not sent', () => {
    expect(toApiParams(f(), { page: 1 }).page).toBeUndefined();
  });
});
