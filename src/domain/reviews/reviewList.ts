/**
 * Reading a course's reviews (spec 02 §3, §5, §9): the sort options, the wire value of a sort,
 * paging and the delay before a next page is appended. Pure: no DOM, no I/O.
 */

/** Review sort options as the spec names them; most-recent is the default. */
export const REVIEW_SORTS = ['most-recent', 'most_favorable', 'most_critical'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'most-recent';

/** Labels for the sort menu. */
export const REVIEW_SORT_LABELS: Readonly<Record<ReviewSort, string>> = {
  'most-recent': 'Most recent',
  most_favorable: 'Most favorable',
  most_critical: 'Most critical',
};

/** The next page appends to the list after 1500 ms (spec 02 §5, §9). */
export const REVIEW_NEXT_PAGE_DELAY_MS = 1500;

/** Reviews asked per page (not in the spec: ten keep the tab short). */
export const REVIEWS_PER_PAGE = 10;

/** A sort value from anywhere (an attribute, a menu); anything unknown is the default. */
export function reviewSort(value: string | null | undefined): ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ReviewSort)
    : DEFAULT_REVIEW_SORT;
}

/** Query parameters of GET v6/course_reviews/at/{courseId}: hyphens become underscores when sent. */
export function reviewListParams(sort: ReviewSort, page: number) {
  return { sortBy: sort.replace(/-/g, '_'), page, perPage: REVIEWS_PER_PAGE };
}

/**
 * The list after a page arrived: page 1 replaces it, a later page appends. A review already
 * listed (new reviews shift the pages) is not listed twice.
 */
export function appendReviews<T extends { id: string }>(
  list: readonly T[],
  page: number,
  arrived: readonly T[],
): T[] {
  if (page <= 1) return [...arrived];
  const seen = new Set(list.map((r) => r.id));
  return [...list, ...arrived.filter((r) => !seen.has(r.id))];
}
