/**
 * Response schemas of the course review routes: the public list with its rating summary, a
 * golfer's own reviews, the moderator tabs and filters, helpful marks, reports and bans. Each
 * mirrors the view its service answers; the `Assert` lines make `tsc` fail when the two drift
 * apart (responseShape.ts).
 */
import * as v from 'valibot';
import { REVIEW_SORTS, REVIEW_STATUSES, type listCourseReviews } from '../services/courseReviews';
import type {
  listForModeration,
  listOwnReviews,
  markHelpful,
  reportReview,
  reviewAuthors,
  setBanned,
} from '../services/reviewModeration';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const int = v.pipe(v.number(), v.integer());
const num = v.number();
const bool = v.boolean();
const star = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A public review. */
export const reviewResponse = v.pipe(
  v.object({
    id: text,
    course_id: text,
    rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
    title: text,
    comments: text,
    created_at: text,
    reviewer: v.object({ name: text }),
    helpful_count: int,
    is_approved: v.pipe(bool, v.description('True once a moderator approved it')),
  }),
  v.title('CourseReview'),
);

/** A golfer's own review: any state, with its course. */
export const ownReviewResponse = v.object({
  ...reviewResponse.pipe[0].entries,
  status: v.picklist(REVIEW_STATUSES),
  course: v.object({ id: text, name: text, slug: text, hierarchized_url: text }),
});

/** A review as a moderator sees it: reports, when it was moderated, its author. */
export const moderatedReviewResponse = v.object({
  ...ownReviewResponse.entries,
  reports_count: int,
  moderated_at: v.nullable(text),
  user: v.nullable(v.object({ id: text, email: v.nullable(text), is_banned: bool })),
});

/** GET course_reviews/at/{courseId}. */
export const courseReviewsResponse = v.object({
  course_reviews: v.array(reviewResponse),
  course_reviews_count: int,
  page: int,
  per_page: int,
  has_more: bool,
  sort_by: v.picklist(REVIEW_SORTS),
  course_rating: v.object({
    value: v.pipe(num, v.description('Mean stars of the public reviews, one decimal; 0 without reviews')),
    value_rounded: v.pipe(num, v.description('The mean to the nearest half star')),
    count: int,
    distribution: v.object({ 1: star, 2: star, 3: star, 4: star, 5: star }),
  }),
  course: v.object({ id: text, name: text, hierarchized_url: text }),
});
export type _CourseReviewsShape = Assert<
  SameShape<Omit<v.InferOutput<typeof courseReviewsResponse>, 'course'>, ReturnType<typeof listCourseReviews>>
>;

/** GET course_reviews without scope: the golfer's own reviews. */
export const ownReviewsResponse = v.pipe(
  v.object({
    course_reviews: v.array(ownReviewResponse),
    course_reviews_count: int,
    page: int,
    per_page: int,
    has_more: bool,
  }),
  v.title('OwnCourseReviews'),
);
export type _OwnReviewsShape = Assert<
  SameShape<v.InferOutput<typeof ownReviewsResponse>, ReturnType<typeof listOwnReviews>>
>;

/** GET course_reviews with scope: a moderator tab, 20 a page. */
export const moderationTabResponse = v.pipe(
  v.object({
    course_reviews: v.array(moderatedReviewResponse),
    scope: v.picklist(['autopublished', 'for_review', 'approved', 'rejected']),
    page: int,
    per_page: int,
  }),
  v.title('ModerationTab'),
);
export type _ModerationTabShape = Assert<
  SameShape<v.InferOutput<typeof moderationTabResponse>, ReturnType<typeof listForModeration>>
>;

/** GET course_reviews: own reviews (no scope) or a moderator tab (scope). */
export const reviewsListResponse = v.union([ownReviewsResponse, moderationTabResponse]);

/** POST course_reviews: the review written (for_review) and a thank-you. */
export const newReviewResponse = v.object({
  course_review: ownReviewResponse,
  message: v.pipe(text, v.description('Thanks, in plain words')),
});

/** PATCH course_reviews/{id}. */
export const moderatedReviewAnswer = v.object({ course_review: moderatedReviewResponse });

/** GET course_reviews/{id}. */
export const oneReviewResponse = v.object({ course_review: reviewResponse });

/** POST course_reviews/helpful. */
export const helpfulResponse = v.object({
  course_review_id: text,
  helpful_count: int,
  is_helpful: v.literal(true),
});
export type _HelpfulShape = Assert<
  SameShape<v.InferOutput<typeof helpfulResponse>, ReturnType<typeof markHelpful>>
>;

/** POST course_reviews/report_it. */
export const reportedResponse = v.object({ course_review_id: text, is_reported: v.literal(true) });
export type _ReportedShape = Assert<
  SameShape<v.InferOutput<typeof reportedResponse>, ReturnType<typeof reportReview>>
>;

/** GET course_reviews/courses: the courses that have reviews. */
export const reviewedCoursesResponse = v.object({
  courses: v.array(v.object({ id: text, name: text, slug: text, reviews_count: int })),
});

/** GET course_reviews/users: the golfers who wrote reviews. */
export const reviewAuthorsResponse = v.object({
  users: v.array(
    v.object({
      id: text,
      email: text,
      name: v.pipe(text, v.description('First and last name, or the e-mail without them')),
      is_banned: bool,
      reviews_count: int,
    }),
  ),
});
export type _ReviewAuthorsShape = Assert<
  SameShape<v.InferOutput<typeof reviewAuthorsResponse>['users'], ReturnType<typeof reviewAuthors>>
>;

/** POST users/{id}/ban and /unban. */
export const bannedResponse = v.object({ user: v.object({ id: text, is_banned: bool }) });
export type _BannedShape = Assert<
  SameShape<v.InferOutput<typeof bannedResponse>, ReturnType<typeof setBanned>>
>;
