import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { courseIdAtParam } from '../schemas/catalogSchemas';
import {
  courseReviewsResponse,
  helpfulResponse,
  moderatedReviewAnswer,
  newReviewResponse,
  oneReviewResponse,
  reportedResponse,
  reviewAuthorsResponse,
  reviewedCoursesResponse,
  reviewsListResponse,
} from '../schemas/reviewResponses';
import {
  courseReviewsQuery,
  newReviewBody,
  reviewActionBody,
  reviewAuthorsQuery,
  reviewIdParam,
  reviewsQuery,
  reviewStatusBody,
} from '../schemas/reviewSchemas';
import {
  DEFAULT_REVIEW_SORT,
  DEFAULT_REVIEWS_PER_PAGE,
  findPublicReview,
  listCourseReviews,
} from '../services/courseReviews';
import { findCourse } from '../services/courseView';
import {
  createReview,
  listForModeration,
  listOwnReviews,
  markHelpful,
  reportReview,
  reviewAuthors,
  reviewedCourses,
  setReviewStatus,
} from '../services/reviewModeration';
import { requireModerator } from './requireModerator';
import { requireUser } from '../http/auth';

const BASE = '/api/v6/course_reviews';
const TAGS = ['course reviews'];

/**
 * Course reviews (spec 02 §7 v6/course_reviews): a course's public list with its rating summary
 * and one review (anyone); writing, my reviews, helpful and report (signed in; banned golfers
 * may not write); moderator tabs, filters and approve or reject (moderators; others 403).
 */
export function courseReviewsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/at/:courseId',
      summary:
        "A course's public reviews (autopublished or approved), 10 a page by default, with the rating summary of them all; tag_id is accepted and ignored",
      tags: TAGS,
      params: courseIdAtParam,
      query: courseReviewsQuery,
      responses: {
        200: {
          description: 'A page of public reviews, the rating summary of them all, and the course',
          schema: courseReviewsResponse,
        },
        404: 'Course not found',
        422: 'Bad parameters (validation_errors per field)',
      },
    },
    (c) => {
      const course = findCourse(deps.db, c.req.valid('param').courseId);
      if (!course) throw new HttpError(404, 'Course not found');
      const q = c.req.valid('query');
      return c.json({
        ...listCourseReviews(deps.db, course.id, {
          sortBy: q.sort_by ?? DEFAULT_REVIEW_SORT,
          page: q.page ?? 1,
          perPage: q.per_page ?? DEFAULT_REVIEWS_PER_PAGE,
        }),
        // Where the course page is, so a list can link to its review pages (…/reviews, …/review/new).
        course: { id: course.id, name: course.name, hierarchized_url: course.hierarchized_url },
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/',
      summary:
        "Without scope: the signed-in golfer's own reviews (any state, newest first, with course). With scope (moderators): one moderator tab, newest first, 20 a page, filtered by course_slug, from, to (inclusive dates, UTC) and user_id",
      tags: TAGS,
      auth: true,
      query: reviewsQuery,
      responses: {
        200: {
          description:
            'Own reviews (with status and course), or a moderator tab (with reports_count, moderated_at, user; 20 a page)',
          schema: reviewsListResponse,
        },
        401: 'Sign in required',
        403: 'Only moderators can see reviews by status',
        422: 'Bad parameters (validation_errors per field)',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      if (q.scope) {
        requireModerator(c);
        return c.json(listForModeration(deps.db, { ...q, scope: q.scope, page: q.page ?? 1 }));
      }
      const user = requireUser(c);
      return c.json(
        listOwnReviews(deps.db, user.id, q.page ?? 1, q.per_page ?? DEFAULT_REVIEWS_PER_PAGE, q.course_id),
      );
    },
  );

  route(
    {
      method: 'post',
      path: '/',
      summary: 'Write a review of a course; it waits for a moderator (for_review) and shows once approved',
      tags: TAGS,
      auth: true,
      body: newReviewBody,
      responses: {
        201: {
          description: 'The review written (status for_review) and a thank-you',
          schema: newReviewResponse,
        },
        401: 'Sign in required',
        403: 'You have been flagged by our site moderators. Please contact support for further assistance (code user_banned)',
        404: 'Course not found',
        409: 'You have already reviewed this course. You can read your review in My reviews. (code already_reviewed, review_id, status)',
        422: 'Bad review (validation_errors per field)',
      },
    },
    (c) => {
      const user = requireUser(c);
      const review = createReview(deps.db, user.id, c.req.valid('json'), deps.clock());
      return c.json(
        {
          course_review: review,
          message: 'Thanks for your review! It will show once a moderator has read it.',
        },
        201,
      );
    },
  );

  route(
    {
      method: 'post',
      path: '/helpful',
      summary: 'Mark a public review helpful (once per golfer; not your own)',
      tags: TAGS,
      auth: true,
      body: reviewActionBody,
      responses: {
        200: { description: 'The review marked helpful and its helpful count', schema: helpfulResponse },
        401: 'Sign in required',
        404: 'Review not found',
        422: 'You cannot mark your own review as helpful.',
      },
    },
    (c) => {
      const user = requireUser(c);
      return c.json(markHelpful(deps.db, user.id, c.req.valid('json').course_review_id, deps.clock()));
    },
  );

  route(
    {
      method: 'post',
      path: '/report_it',
      summary:
        'Report a public review (once per golfer; not your own): an auto-published review goes back to the moderators (for_review)',
      tags: TAGS,
      auth: true,
      body: reviewActionBody,
      responses: {
        200: { description: 'The review reported', schema: reportedResponse },
        401: 'Sign in required',
        404: 'Review not found',
        422: 'You cannot report your own review.',
      },
    },
    (c) => {
      const user = requireUser(c);
      const { course_review_id, reason } = c.req.valid('json');
      return c.json(reportReview(deps.db, user.id, course_review_id, reason ?? '', deps.clock()));
    },
  );

  route(
    {
      method: 'get',
      path: '/courses',
      summary: "Courses that have reviews, for the moderator's course filter",
      tags: TAGS,
      auth: true,
      moderator: true,
      responses: {
        200: { description: 'The courses with reviews', schema: reviewedCoursesResponse },
        401: 'Sign in required',
        403: 'Only moderators can do this',
      },
    },
    (c) => {
      requireModerator(c);
      return c.json({ courses: reviewedCourses(deps.db) });
    },
  );

  route(
    {
      method: 'get',
      path: '/users',
      summary:
        "Golfers who wrote reviews (q matches e-mail or name), for the moderator's user filter; at most 100",
      tags: TAGS,
      auth: true,
      moderator: true,
      query: reviewAuthorsQuery,
      responses: {
        200: { description: 'The golfers who wrote reviews', schema: reviewAuthorsResponse },
        401: 'Sign in required',
        403: 'Only moderators can do this',
        422: 'Bad parameters',
      },
    },
    (c) => {
      requireModerator(c);
      return c.json({ users: reviewAuthors(deps.db, c.req.valid('query').q) });
    },
  );

  route(
    {
      method: 'patch',
      path: '/:id',
      summary: 'Approve (is_approved true: approved, public) or reject (false: rejected, hidden) a review',
      tags: TAGS,
      auth: true,
      moderator: true,
      params: reviewIdParam,
      body: reviewStatusBody,
      responses: {
        200: { description: 'The review as a moderator sees it', schema: moderatedReviewAnswer },
        401: 'Sign in required',
        403: 'Only moderators can do this',
        404: 'Review not found',
        422: 'is_approved must be true (approve) or false (reject)',
      },
    },
    (c) => {
      const moderator = requireModerator(c);
      const review = setReviewStatus(
        deps.db,
        moderator.id,
        c.req.valid('param').id,
        c.req.valid('json').is_approved,
        deps.clock(),
      );
      return c.json({ course_review: review });
    },
  );

  route(
    {
      method: 'get',
      path: '/:id',
      summary: 'One public review (held or rejected reviews answer 404)',
      tags: TAGS,
      params: reviewIdParam,
      responses: { 200: { description: 'The review', schema: oneReviewResponse }, 404: 'Review not found' },
    },
    (c) => {
      const review = findPublicReview(deps.db, c.req.valid('param').id);
      if (!review) throw new HttpError(404, 'Review not found');
      return c.json({ course_review: review });
    },
  );

  return router;
}
