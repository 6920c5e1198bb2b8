import * as v from 'valibot';
import { qInt, qText } from '../http/queryValues';
import { MAX_REVIEWS_PER_PAGE, REVIEW_SORTS } from '../services/courseReviews';

/** `GET /course_reviews/at/{courseId}`: sort, paging and the (unmodelled) tag filter. */
export const courseReviewsQuery = v.object({
  sort_by: v.optional(
    v.pipe(
      v.string('Must be a single value'),
      v.trim(),
      v.description('One of most_recent (default), most_favorable, most_critical'),
      v.picklist(REVIEW_SORTS, `Must be one of ${REVIEW_SORTS.join(', ')}`),
    ),
  ),
  page: v.optional(qInt(1, 10000)),
  per_page: v.optional(qInt(1, MAX_REVIEWS_PER_PAGE)),
  /** Accepted and ignored: review tags are not modelled in the sandbox. */
  tag_id: v.optional(v.pipe(qText(100), v.description('Accepted and ignored (tags are not modelled)'))),
});

const pathId = v.pipe(v.string(), v.maxLength(100, 'Must be an id'));
export const reviewIdParam = v.object({ id: pathId });
