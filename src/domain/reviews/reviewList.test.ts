import { describe, expect, it } from 'vitest';
import {
  appendReviews,
  DEFAULT_REVIEW_SORT,
  REVIEW_NEXT_PAGE_DELAY_MS,
  reviewListParams,
  reviewSort,
} from './reviewList';

describe('review list rules', () => {
  it('defaults to most-recent and sends hyphens as underscores', () => {
    expect(DEFAULT_REVIEW_SORT).toBe('most-recent');
    expect(reviewListParams('most-recent', 1)).toEqual({ sortBy: 'most_recent', page: 1, perPage: 10 });
    expect(reviewListParams('most_critical', 3)).toEqual({ sortBy: 'most_critical', page: 3, perPage: 10 });
  });

  it('takes only the three sort options, else the default', () => {
    expect(reviewSort('most_favorable')).toBe('most_favorable');
    expect(reviewSort('most-critical')).toBe('most-recent');
    expect(reviewSort(undefined)).toBe('most-recent');
  });

  it('appends the next page after 1500 ms, once per review', () => {
    expect(REVIEW_NEXT_PAGE_DELAY_MS).toBe(1500);
    const a = { id: 'a' };
    const b = { id: 'b' };
    const c = { id: 'c' };
    expect(appendReviews([a, b], 2, [b, c])).toEqual([a, b, c]);
    expect(appendReviews([a, b], 1, [c])).toEqual([c]);
  });
});
