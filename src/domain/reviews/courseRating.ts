/**
 * A course's rating in words (issue 31: one rating per course, from its public reviews, said the
 * same way in the course header, the search cards and the Reviews tab).
 */
export interface CourseRatingValue {
  value: number;
  /** How many public reviews it comes from (older answers may leave it out). */
  reviewsCount?: number | undefined;
}

/** "4.0": always one decimal, as the Reviews tab says it. */
export const ratingValue = (value: number): string => value.toFixed(1);

/** "from 1 review", "from 12 reviews"; empty when the count is not known. */
export const reviewsFrom = (count: number | undefined): string =>
  count === undefined ? '' : `from ${count} review${count === 1 ? '' : 's'}`;

/** "Rated 2.0 out of 5 from 1 review". */
export const ratingWords = (r: CourseRatingValue): string =>
  [`Rated ${ratingValue(r.value)} out of 5`, reviewsFrom(r.reviewsCount)].filter(Boolean).join(' ');
