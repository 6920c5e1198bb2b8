import { describe, expect, it } from 'vitest';
import {
  checkPriceRange,
  checkTimeRange,
  clampDistance,
  clampPlayersRange,
  filtersForPlace,
  leaveDeals,
  normalizeRateTypes,
  resetFilters,
  setCategory,
  setDealsOnly,
  setDistance,
  setPriceRange,
  setRateTypes,
  samePlace,
  setTimeRange,
  startHotDealsSearch,
} from './filterRules';
import { defaultFilters, type SearchFilters } from './searchFilters';

const base = (over: Partial<SearchFilters> = {}): SearchFilters => ({ ...defaultFilters(), ...over });

describe('defaults', () => {
  it('players range 1–6, distance 0–150, nothing narrowed', () => {
    const f = defaultFilters();
    expect(f.playersRange).toEqual({ min: 1, max: 6 });
    expect(f.locationRange).toEqual({ min: 0, max: 150 });
    expect(f.rateTypes).toEqual([]);
    expect(f.dealsOnly).toBe(false);
    expect(defaultFilters().rateTypes).not.toBe(f.rateTypes);
  });
});

describe('deals-only', () => {
  it('on: only lightning, previous rate types remembered; off: restored', () => {
    const start = base({ rateTypes: ['online', 'senior'] });
    const on = setDealsOnly(start, true);
    expect(on.dealsOnly).toBe(true);
    expect(on.rateTypes).toEqual(['lightning']);
    expect(on.previousRateTypes).toEqual(['online', 'senior']);
    expect(start.rateTypes).toEqual(['online', 'senior']);
    const off = setDealsOnly(on, false);
    expect(off.dealsOnly).toBe(false);
    expect(off.rateTypes).toEqual(['online', 'senior']);
    expect(off.previousRateTypes).toEqual([]);
  });

  it('turning it on twice keeps the first remembered types', () => {
    const on = setDealsOnly(setDealsOnly(base({ rateTypes: ['junior'] }), true), true);
    expect(on.previousRateTypes).toEqual(['junior']);
    expect(setDealsOnly(on, false).rateTypes).toEqual(['junior']);
  });

  it('a hot-deals search sets deals-only and the special rate', () => {
    const f = startHotDealsSearch(base({ rateTypes: ['military'] }));
    expect(f).toMatchObject({ hotDealsSearch: true, dealsOnly: true, rateTypes: ['lightning'] });
    expect(f.previousRateTypes).toEqual(['military']);
  });

  it('choosing other rate types by hand ends deals-only', () => {
    const on = setDealsOnly(base({ rateTypes: ['online'] }), true);
    const chosen = setRateTypes(on, ['resident', 'online', 'resident', 'bogus']);
    expect(chosen.rateTypes).toEqual(['online', 'resident']);
    expect(chosen.dealsOnly).toBe(false);
    expect(chosen.previousRateTypes).toEqual([]);
    expect(setRateTypes(on, ['lightning']).dealsOnly).toBe(true);
  });

  it('normalizes rate types to the API order', () => {
    expect(normalizeRateTypes(['military', 'lightning', 'x'])).toEqual(['lightning', 'military']);
  });
});

describe('reset levels', () => {
  const narrowed = base({
    date: '2026-11-28',
    timeSlot: '07:30',
    players: 2,
    holes: 18,
    rateTypes: ['online'],
    categoryFilter: 'top_rated',
    location: { type: 'City', name: 'Austin' },
  });
  it('full reset: everything back to the defaults', () => {
    expect(resetFilters(narrowed, 'full')).toEqual(defaultFilters());
  });
  it('keeping the date', () => {
    expect(resetFilters(narrowed, 'keepDate')).toEqual({ ...defaultFilters(), date: '2026-11-28' });
  });
  it('keeping the date and the time slot', () => {
    expect(resetFilters(narrowed, 'keepDateAndTimeSlot')).toEqual({
      ...defaultFilters(),
      date: '2026-11-28',
      timeSlot: '07:30',
    });
  });
});

describe('a new place (reset keeping the date)', () => {
  const austin = { type: 'City' as const, id: 'c1', name: 'Austin' };
  const denver = { type: 'City' as const, id: 'c2', name: 'Denver' };
  const narrowed = base({
    date: '2026-11-28',
    players: 2,
    holes: 18,
    dealsOnly: true,
    rateTypes: ['lightning'],
    priceRange: { min: null, max: 40 },
    searchedCourse: '1454',
    location: austin,
  });
  it("clears the last place's filters, keeps date, players, holes and the searched course", () => {
    expect(filtersForPlace(narrowed, denver)).toEqual({
      ...defaultFilters(),
      date: '2026-11-28',
      players: 2,
      holes: 18,
      searchedCourse: '1454',
      location: denver,
    });
  });
  it('the same place again keeps its filters', () => {
    expect(filtersForPlace(narrowed, { ...austin, label: 'Austin, TX' })).toEqual({
      ...narrowed,
      location: { ...austin, label: 'Austin, TX' },
    });
  });
  it('the first place of a visit keeps the filters it was opened with', () => {
    expect(filtersForPlace({ ...narrowed, location: null }, denver)).toEqual({
      ...narrowed,
      location: denver,
    });
  });
  it('places are the same by type and id, else slug, else coordinates', () => {
    expect(samePlace(austin, denver)).toBe(false);
    expect(samePlace({ type: 'Section', slug: 'a' }, { type: 'Section', slug: 'a' })).toBe(true);
    expect(
      samePlace(
        { type: 'Current', latitude: 1, longitude: 2 },
        { type: 'Current', latitude: 1, longitude: 2 },
      ),
    ).toBe(true);
    expect(samePlace(null, austin)).toBe(false);
  });
});

describe('clamped ranges', () => {
  it('players range within 1–6, whole players, ends swapped', () => {
    expect(clampPlayersRange({ min: 0, max: 9 })).toEqual({ min: 1, max: 6 });
    expect(clampPlayersRange({ min: 5, max: 2 })).toEqual({ min: 2, max: 5 });
    expect(clampPlayersRange({ min: 2.4, max: 3.6 })).toEqual({ min: 2, max: 4 });
    expect(clampPlayersRange({ min: NaN, max: NaN })).toEqual({ min: 1, max: 6 });
  });
  it('distance within 0–150', () => {
    expect(clampDistance({ min: -10, max: 400 })).toEqual({ min: 0, max: 150 });
    expect(clampDistance({ min: 25, max: 10 })).toEqual({ min: 10, max: 25 });
    expect(setDistance(base(), { min: 5, max: 149.5 }).locationRange).toEqual({ min: 5, max: 149.5 });
  });
});

describe('validated ranges', () => {
  it('price: min ≤ max, no negatives, open sides allowed', () => {
    expect(checkPriceRange({ min: 20, max: 80 }).valid).toBe(true);
    expect(checkPriceRange({ min: null, max: 80 }).valid).toBe(true);
    expect(checkPriceRange({ min: 90, max: 80 })).toEqual({
      valid: false,
      message: 'The minimum price must not be above the maximum price.',
    });
    expect(checkPriceRange({ min: -1, max: null }).valid).toBe(false);
    const f = base();
    expect(setPriceRange(f, { min: 90, max: 80 })).toBe(f);
    expect(setPriceRange(f, { min: 20, max: 80 }).priceRange).toEqual({ min: 20, max: 80 });
  });
  it('time: whole hours 0–24, min ≤ max', () => {
    expect(checkTimeRange({ min: 7, max: 10 }).valid).toBe(true);
    expect(checkTimeRange({ min: 10, max: 7 }).valid).toBe(false);
    expect(checkTimeRange({ min: 0, max: 25 }).valid).toBe(false);
    expect(checkTimeRange({ min: 6.5, max: 10 }).valid).toBe(false);
    const f = base();
    expect(setTimeRange(f, { min: 10, max: 7 })).toBe(f);
    expect(setTimeRange(f, { min: 7, max: 10 }).timeRange).toEqual({ min: 7, max: 10 });
  });
});

describe('category', () => {
  it('applies only curated lists', () => {
    expect(setCategory(base(), 'best_for_beginners').categoryFilter).toBe('best_for_beginners');
    expect(setCategory(base({ categoryFilter: 'top_rated' }), 'cheap').categoryFilter).toBeNull();
  });

  it('leaving a deal ends deals only: a later search sends every rate type again', () => {
    const before = setRateTypes(defaultFilters(), ['senior']);
    const onDeal = { ...setDealsOnly(before, true), hotDealsSearch: true };
    expect(onDeal.rateTypes).toEqual(['lightning']);
    const after = leaveDeals(onDeal);
    expect(after.dealsOnly).toBe(false);
    expect(after.hotDealsSearch).toBe(false);
    expect(after.rateTypes).toEqual(['senior']);
    expect(leaveDeals(defaultFilters())).toEqual(defaultFilters());
  });
});
