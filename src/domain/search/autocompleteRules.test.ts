import { describe, expect, it } from 'vitest';
import {
  lookupParams,
  AUTOCOMPLETE_PATH,
  autocompleteParams,
  capSuggestions,
  noPlaceMessage,
  resolveZipcode,
  shouldSearch,
  SUGGESTION_TYPE_LABELS,
  suggestionLabel,
} from './autocompleteRules';

describe('autocomplete rules', () => {
  it('searches only from 3 trimmed characters', () => {
    expect(shouldSearch('Au')).toBe(false);
    expect(shouldSearch('  Au  ')).toBe(false);
    expect(shouldSearch('Aus')).toBe(true);
    expect(shouldSearch(' Aus ')).toBe(true);
  });

  it('builds the request with limit 10, or none', () => {
    expect(autocompleteParams(' Aus ')).toEqual({
      q: 'Aus',
      limit: 10,
      includeZipCodes: true,
      includeWithoutTeeTimes: true,
    });
    expect(autocompleteParams('Austin', { latitude: 30, longitude: -97 })).toEqual({
      q: 'Austin',
      limit: 10,
      includeZipCodes: true,
      includeWithoutTeeTimes: true,
      lat: 30,
      lon: -97,
    });
    expect(AUTOCOMPLETE_PATH).toBe('v6/search/autocomplete-v2');
    expect(autocompleteParams('  a ')).toBeNull();
    expect(capSuggestions(Array.from({ length: 14 }, (_, i) => i))).toHaveLength(10);
  });

  it('resolves a zip code to the first suggestion that is not a zip code', () => {
    const list = [
      { type: 'Zipcode', name: '78701' },
      { type: 'Zipcode', name: '78702' },
      { type: 'City', name: 'Austin' },
      { type: 'Course', name: 'Austin CC' },
    ];
    expect(resolveZipcode(list)).toEqual({ type: 'City', name: 'Austin' });
    expect(resolveZipcode([{ type: 'Zipcode' }])).toBeNull();
    expect(resolveZipcode([])).toBeNull();
  });

  it('labels each suggestion type for screen readers', () => {
    expect(Object.keys(SUGGESTION_TYPE_LABELS)).toHaveLength(7);
    expect(suggestionLabel({ type: 'City', label: 'Austin, TX', name: 'Austin' })).toBe('Austin, TX, City');
    expect(suggestionLabel({ type: 'Zipcode', label: '78701 - Austin, TX' })).toBe(
      '78701 - Austin, TX, Zip code',
    );
    expect(suggestionLabel({ type: 'Current', label: 'Use my location' })).toBe('Current location');
    expect(suggestionLabel({ type: 'Section', name: 'Desert Golf' })).toBe('Desert Golf, Section');
  });
});

describe('lookupParams', () => {
  it("asks a place the search looks up itself with the golfer's params, and even below the typing minimum", () => {
    expect(lookupParams('Austin')).toEqual(autocompleteParams('Austin'));
    expect(autocompleteParams('A')).toBeNull();
    expect(lookupParams('A')).toEqual({ q: 'A' });
  });
});

describe('noPlaceMessage', () => {
  it('names the text typed (trimmed) and says what to try', () => {
    expect(noPlaceMessage('  xyz ')).toBe(
      'We found no place called “xyz”. Try a city and state, a zip code or a course name.',
    );
  });
});
