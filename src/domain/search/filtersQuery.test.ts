import { describe, expect, it } from 'vitest';
import { setDealsOnly, startHotDealsSearch } from './filterRules';
import { filtersFromQuery, filtersToQuery } from './filtersQuery';
import { defaultFilters, type SearchFilters } from './searchFilters';

const f = (over: Partial<SearchFilters> = {}): SearchFilters => ({ ...defaultFilters(), ...over });

describe('filters ↔ URL query', () => {
  it('default filters make an empty query, and an empty query the defaults', () => {
    expect(filtersToQuery(defaultFilters())).toBe('');
    expect(filtersFromQuery('')).toEqual(defaultFilters());
  });

  it('round-trips a narrowed search', () => {
    const filters = f({
      location: {
        type: 'City',
        id: '42',
        name: 'Austin',
        slug: 'austin',
        hierarchizedUrl: '/explore/us/tx/austin',
        latitude: 30.27,
        longitude: -97.74,
      },
      date: '2026-11-28',
      players: 2,
      holes: 9,
      playersRange: { min: 2, max: 4 },
      locationRange: { min: 5, max: 60 },
      priceRange: { min: 20, max: 80 },
      timeRange: { min: 7, max: 10 },
      timeSlot: '07:30',
      cart: false,
      rateTypes: ['online', 'senior'],
      categoryFilter: 'best_9_hole',
      searchedCourse: '1001',
      cityId: '42',
      isPrepaidOnly: true,
      networkMembershipOnly: true,
      isBest: true,
      isVip: true,
      isBestDeal: true,
      nearMeSearch: true,
      onlySearch: true,
    });
    const query = filtersToQuery(filters, { sort: 'best_match' });
    expect(query).toContain('maxRadius=60');
    expect(query).toContain('sort=best_match');
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(filtersFromQuery(`?${query}`)).toEqual(filters);
  });

  it('round-trips deals-only with the remembered rate types, and hot deals', () => {
    const on = setDealsOnly(f({ rateTypes: ['online', 'junior'] }), true);
    const back = filtersFromQuery(filtersToQuery(on));
    expect(back).toEqual(on);
    expect(setDealsOnly(back, false).rateTypes).toEqual(['online', 'junior']);
    const hot = startHotDealsSearch(f({ rateTypes: ['member'] }));
    expect(filtersFromQuery(filtersToQuery(hot))).toEqual(hot);
  });

  it('a shared link with dealsOnly=true alone turns deals-only on', () => {
    expect(filtersFromQuery('dealsOnly=true&rateTypes=online')).toMatchObject({
      dealsOnly: true,
      rateTypes: ['lightning'],
      previousRateTypes: ['online'],
    });
  });

  it('clamps or ignores out-of-range values', () => {
    const g = filtersFromQuery(
      'players=9&holes=12&minPlayers=0&maxPlayers=8&maxRadius=400&minPrice=90&maxPrice=10',
    );
    expect(g.players).toBeNull();
    expect(g.holes).toBeNull();
    expect(g.playersRange).toEqual({ min: 1, max: 6 });
    expect(g.locationRange).toEqual({ min: 0, max: 150 });
    expect(g.priceRange).toEqual({ min: null, max: null });
    expect(filtersFromQuery('minHour=10&maxHour=7').timeRange).toEqual({ min: 0, max: 24 });
    expect(filtersFromQuery('maxHour=12').timeRange).toEqual({ min: 0, max: 12 });
  });

  it('keeps the base for values the query does not give, and cart=false over a riding base', () => {
    const g = filtersFromQuery('cart=false', f({ cart: true, date: '2026-12-01' }));
    expect(g.cart).toBe(false);
    expect(g.date).toBe('2026-12-01');
  });
});
