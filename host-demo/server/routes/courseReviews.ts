import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { HttpError } from '../http/HttpError';
import { describeRoute } from '../http/openapi';
import { validate } from '../http/validate';
import { courseIdAtParam } from '../schemas/catalogSchemas';
import { courseReviewsQuery, reviewIdParam } from '../schemas/reviewSchemas';
import {
  DEFAULT_REVIEW_SORT,
  DEFAULT_REVIEWS_PER_PAGE,
  findPublicReview,
  listCourseReviews,
} from '../services/courseReviews';
import { findCourse } from '../services/courseView';

const BASE = '/api/v6/course_reviews';
const TAGS = ['course reviews'];

/** Public, read-only course reviews: a course's list with its rating summary, and one review. */
export function courseReviewsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  describeRoute({
    method: 'get',
    path: `${BASE}/at/:courseId`,
    summary:
      "A course's public reviews (autopublished or approved), 10 a page by default, with the rating summary of them all; tag_id is accepted and ignored",
    tags: TAGS,
    params: courseIdAtParam,
    query: courseReviewsQuery,
    responses: {
      200: '{ course_reviews, course_reviews_count, page, per_page, has_more, sort_by, course_rating: { value, value_rounded, count, distribution } }',
      404: 'Course not found',
      422: 'Bad parameters (validation_errors per field)',
    },
  });
  router.get(
    '/at/:courseId',
    validate('param', courseIdAtParam),
    validate('query', courseReviewsQuery),
    (c) => {
      const course = findCourse(deps.db, c.req.valid('param').courseId);
      if (!course) throw new HttpError(404, 'Course not found');
      const q = c.req.valid('query');
      return c.json(
        listCourseReviews(deps.db, course.id, {
          sortBy: q.sort_by ?? DEFAULT_REVIEW_SORT,
          page: q.page ?? 1,
          perPage: q.per_page ?? DEFAULT_REVIEWS_PER_PAGE,
        }),
      );
    },
  );

  describeRoute({
    method: 'get',
    path: `${BASE}/:id`,
    summary: 'One public review (held or rejected reviews answer 404)',
    tags: TAGS,
    params: reviewIdParam,
    responses: { 200: '{ course_review }', 404: 'Review not found' },
  });
  router.get('/:id', validate('param', reviewIdParam), (c) => {
    const review = findPublicReview(deps.db, c.req.valid('param').id);
    if (!review) throw new HttpError(404, 'Review not found');
    return c.json({ course_review: review });
  });

  return router;
}
