import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_MESSAGE, searchSummary } from './searchSummary';

describe('search summary', () => {
  it('the empty-search message of the spec', () => {
    expect(EMPTY_SEARCH_MESSAGE).toBe("We couldn't find results for your search");
    expect(searchSummary({ count: 0, location: null, date: null, players: null })).toBe(EMPTY_SEARCH_MESSAGE);
  });

  it('summarises a city search', () => {
    expect(
      searchSummary({
        count: 12,
        location: { type: 'City', label: 'Austin, TX', name: 'Austin' },
        date: '2026-11-28',
        players: 2,
      }),
    ).toBe('12 courses near Austin, TX on Sat, Nov 28 for 2 players');
  });

  it('states and sections read "in", the position "near you"; singulars; holes', () => {
    expect(
      searchSummary({ count: 1, location: { type: 'State', name: 'Texas' }, date: null, players: 1 }),
    ).toBe('1 course in Texas for 1 player');
    expect(
      searchSummary({
        count: 3,
        location: { type: 'Current', latitude: 1, longitude: 2 },
        date: '2026-11-28',
        players: null,
        holes: 9,
      }),
    ).toBe('3 courses near you on Sat, Nov 28, 9 holes');
  });
});
