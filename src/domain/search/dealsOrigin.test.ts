import { describe, expect, it } from 'vitest';
import { dealsOrigin, dealsPlayers, placeSuggestion } from './dealsOrigin';

describe('<teetime-deals> origin', () => {
  it('a typed place wins, then coordinates, then the location attribute, then the position', () => {
    const attrs = { location: 'Miami', latitude: 40.7, longitude: -73.9 };
    expect(dealsOrigin({ ...attrs, typed: ' Denver ' })).toEqual({ kind: 'place', text: 'Denver' });
    expect(dealsOrigin({ ...attrs, typed: '  ' })).toEqual({
      kind: 'coords',
      latitude: 40.7,
      longitude: -73.9,
    });
    expect(dealsOrigin({ location: ' Miami ', latitude: 40.7 })).toEqual({ kind: 'place', text: 'Miami' });
    expect(dealsOrigin({ location: 'Miami', latitude: 91, longitude: 0 })).toEqual({
      kind: 'place',
      text: 'Miami',
    });
    expect(dealsOrigin({ latitude: 0, longitude: 0 })).toEqual({ kind: 'coords', latitude: 0, longitude: 0 });
    expect(dealsOrigin({ location: '' })).toEqual({ kind: 'position' });
    expect(dealsOrigin({})).toEqual({ kind: 'position' });
  });

  it('a place resolves to the first suggestion that is not a zip code and has coordinates', () => {
    const zip = { type: 'Zipcode', latitude: 1, longitude: 2 };
    const city = { type: 'City', latitude: 40.7, longitude: -73.9 };
    expect(placeSuggestion([zip, city])).toBe(city);
    expect(placeSuggestion([zip])).toBeNull();
    expect(placeSuggestion([])).toBeNull();
    expect(placeSuggestion([{ type: 'Section', latitude: null, longitude: null }, city])).toBe(city);
    expect(placeSuggestion([{ type: 'Section' }])).toBeNull();
  });

  it('players only as a whole 1–6', () => {
    expect(dealsPlayers(4)).toBe(4);
    expect([0, 7, 2.5, null, undefined].map(dealsPlayers)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
