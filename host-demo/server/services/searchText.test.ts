import { describe, expect, it } from 'vitest';
import { abbreviated, editDistance, searchWords, typoDistance } from './searchText';

describe('searchWords', () => {
  it('reads any case, accents and punctuation as the same words', () => {
    expect(searchWords('  Austin,TX. ')).toBe('austin tx');
    expect(searchWords('Montréal (QC)')).toBe('montreal qc');
    expect(searchWords("St. Mary's & Co")).toBe('st marys and co');
    expect(searchWords('%%%')).toBe('');
  });
});

describe('editDistance and typoDistance', () => {
  it('counts one missing, extra, wrong or swapped letter as one typo', () => {
    expect(editDistance('scotsdale', 'scottsdale')).toBe(1);
    expect(editDistance('scotttsdale', 'scottsdale')).toBe(1);
    expect(editDistance('scottsdalw', 'scottsdale')).toBe(1);
    expect(editDistance('rigde', 'ridge')).toBe(1);
    expect(editDistance('ridge', 'ridge')).toBe(0);
    expect(editDistance('rgide', 'ridge', 1)).toBe(2);
    expect(editDistance('austin', 'boston', 3)).toBe(3);
  });

  it('compares a word being typed with the beginning of a known word; short words are not corrected', () => {
    expect(typoDistance('scotsd', 'scottsdale', true)).toBe(1);
    expect(typoDistance('scotsd', 'scottsdale', false)).toBe(2);
    expect(typoDistance('fxo', 'fox', false)).toBe(2);
  });

  it('knows the usual abbreviations of place names', () => {
    expect(abbreviated('saint louis')).toBe('st louis');
    expect(abbreviated('fort worth')).toBe('ft worth');
    expect(abbreviated('austin')).toBeNull();
  });
});
