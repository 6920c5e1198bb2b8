import { describe, expect, it } from 'vitest';
import { ratingValue, ratingWords } from './courseRating';

describe('courseRating words', () => {
  it('says the rating with one decimal and the reviews it comes from, as the Reviews tab does', () => {
    expect(ratingWords({ value: 2, reviewsCount: 1 })).toBe('Rated 2.0 out of 5 from 1 review');
    expect(ratingWords({ value: 3.9, reviewsCount: 12 })).toBe('Rated 3.9 out of 5 from 12 reviews');
    expect(ratingWords({ value: 4.5 })).toBe('Rated 4.5 out of 5');
    expect(ratingValue(4)).toBe('4.0');
  });
});
