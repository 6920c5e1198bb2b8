import { describe, expect, it } from 'vitest';
import { setDealsOnly, setRateTypes } from './filterRules';
import {
  activeFilterCount,
  clearFilters,
  formSummary,
  timeRangeOf,
  timesOfDay,
  toggleTimeOfDay,
} from './filterChips';
import { defaultFilters } from './searchFilters';
import { nextTimes, teeTimeChoice } from './teeTimeHandoff';

describe('filter chips (issue 15 items 7 and 10)', () => {
  it('maps time-of-day chips to the hours the search sends', () => {
    expect(timeRangeOf([])).toEqual({ min: 0, max: 24 });
    expect(timeRangeOf(['early'])).toEqual({ min: 0, max: 8 });
    expect(timeRangeOf(['morning', 'midday'])).toEqual({ min: 8, max: 15 });
    expect(timeRangeOf(['twilight'])).toEqual({ min: 15, max: 24 });
    expect(timesOfDay({ min: 0, max: 24 })).toEqual([]);
    expect(timesOfDay({ min: 8, max: 15 })).toEqual(['morning', 'midday']);
    // Hours from a URL that split a chip show the chips fully inside them.
    expect(timesOfDay({ min: 7, max: 12 })).toEqual(['morning']);
    expect(toggleTimeOfDay({ min: 8, max: 11 }, 'midday')).toEqual({ min: 8, max: 15 });
    expect(toggleTimeOfDay({ min: 8, max: 15 }, 'morning')).toEqual({ min: 11, max: 15 });
    expect(toggleTimeOfDay({ min: 8, max: 11 }, 'morning')).toEqual({ min: 0, max: 24 });
  });

  it('counts the active filters', () => {
    const f = defaultFilters();
    expect(activeFilterCount(f)).toBe(0);
    expect(activeFilterCount({ ...f, date: '2026-11-28', players: 2, holes: 18 })).toBe(0);
    expect(
      activeFilterCount({ ...f, timeRange: { min: 8, max: 15 }, priceRange: { min: null, max: 60 } }),
    ).toBe(2);
    expect(activeFilterCount(setRateTypes(f, ['online', 'senior']))).toBe(2);
    expect(activeFilterCount(setDealsOnly(setRateTypes(f, ['online']), true))).toBe(1);
    expect(
      activeFilterCount({
        ...f,
        cart: true,
        isPrepaidOnly: true,
        networkMembershipOnly: true,
        playersRange: { min: 2, max: 6 },
        locationRange: { min: 0, max: 40 },
        categoryFilter: 'top_rated',
        foreplayReviewedOnly: true,
      }),
    ).toBe(7);
  });

  it('summarises the search in one line for phones', () => {
    const f = defaultFilters();
    const austin = { type: 'City' as const, label: 'Austin, TX' };
    expect(formSummary({ ...f, location: austin, date: '2026-11-28', players: 2 }, '2026-11-23')).toBe(
      'Austin, TX · Sat, Nov 28 · 2 players',
    );
    expect(formSummary({ ...f, location: { type: 'Current' }, holes: 9, players: 1 }, '2026-11-23')).toBe(
      'Near you · Mon, Nov 23 · 1 player · 9 holes',
    );
  });

  it('a next-time chip hands over its date and time', () => {
    expect(teeTimeChoice('2026-11-28T07:30:00')).toEqual({ date: '2026-11-28', time: '07:30' });
    expect(teeTimeChoice('07:30')).toBe(null);
    expect(nextTimes(['2026-11-28T07:30:00', '2026-11-28T07:30:00', 'x', '2026-11-28T08:00:00'], 4)).toEqual([
      '2026-11-28T07:30:00',
      '2026-11-28T08:00:00',
    ]);
  });
});

describe('clear all', () => {
  it('clears every filter but keeps the search: place, date, players, holes', () => {
    const austin = { type: 'City' as const, label: 'Austin, TX' };
    const f = {
      ...setDealsOnly(defaultFilters(), true),
      location: austin,
      date: '2026-11-28',
      players: 2,
      holes: 18 as const,
      priceRange: { min: 10, max: 60 },
      cart: false,
    };
    const c = clearFilters(f);
    expect(activeFilterCount(c)).toBe(0);
    expect(c).toMatchObject({ location: austin, date: '2026-11-28', players: 2, holes: 18 });
  });
});
