import * as v from 'valibot';
import { qDate, qId, qInt, qText } from '../http/queryValues';
import {
  REVIEW_COMMENTS_MAX,
  REVIEW_COMMENTS_MIN,
  REVIEW_TITLE_MAX,
} from '../../../src/domain/account/reviewModeration';
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

const MODERATION_SCOPES = ['autopublished', 'for_review', 'approved', 'rejected'] as const;

/**
 * `GET /course_reviews`: with `scope`, a moderator tab (20 a page, filters course_slug, from, to,
 * user_id); without it, the signed-in golfer's own reviews.
 */
export const reviewsQuery = v.object({
  scope: v.optional(
    v.pipe(
      v.string('Must be a single value'),
      v.trim(),
      v.description('A moderator tab: autopublished, for_review, approved or rejected'),
      v.picklist(MODERATION_SCOPES, `Must be one of ${MODERATION_SCOPES.join(', ')}`),
    ),
  ),
  course_slug: v.optional(v.pipe(qText(120), v.description("A course's slug (moderators)"))),
  from: v.optional(qDate),
  to: v.optional(qDate),
  user_id: v.optional(v.pipe(qId, v.description("The author's user id (moderators)"))),
  course_id: v.optional(
    v.pipe(qId, v.description("Own reviews of this course only (the golfer's review of a course)")),
  ),
  page: v.optional(qInt(1, 10000)),
  per_page: v.optional(qInt(1, MAX_REVIEWS_PER_PAGE)),
});

const text = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.minLength(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** `POST /course_reviews`: a new review. */
export const newReviewBody = v.object({
  course_id: v.pipe(
    v.string('Choose the course to review'),
    v.trim(),
    v.minLength(1, 'Choose the course to review'),
    v.maxLength(100),
  ),
  rating: v.pipe(
    v.number('Rating must be a number from 1 to 5'),
    v.integer('Rating must be a whole number of stars'),
    v.minValue(1, 'Rating must be from 1 to 5'),
    v.maxValue(5, 'Rating must be from 1 to 5'),
  ),
  title: text('Title', 1, REVIEW_TITLE_MAX),
  comments: text('Comments', REVIEW_COMMENTS_MIN, REVIEW_COMMENTS_MAX),
});

/** `PATCH /course_reviews/{id}`: a moderator's decision. */
export const reviewStatusBody = v.object({
  is_approved: v.boolean('is_approved must be true (approve) or false (reject)'),
});

/** `POST /course_reviews/helpful` and `/report_it`: which review (and why, for a report). */
export const reviewActionBody = v.object({
  course_review_id: v.pipe(
    v.string('Say which review'),
    v.minLength(1, 'Say which review'),
    v.maxLength(100),
  ),
  reason: v.optional(
    v.pipe(
      v.string('The reason must be text'),
      v.trim(),
      v.maxLength(500, 'Keep the reason to 500 characters'),
    ),
  ),
});

/** `GET /course_reviews/users`: an optional search by e-mail or name. */
export const reviewAuthorsQuery = v.object({ q: v.optional(qText(100)) });

export const userIdParam = v.object({ id: pathId });
