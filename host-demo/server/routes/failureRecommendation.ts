import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { requestOrigin } from '../http/origin';
import { qDate, qInt } from '../http/queryValues';
import { listContext } from '../services/locationListRequest';
import { DEFAULT_RECOMMENDATIONS_LIMIT } from '../services/catalogConstants';
import { findCourse } from '../services/courseView';
import { recommendCourses, recommendTeeTimes } from '../services/recommendations';
import { findTeeTimeJoined } from '../services/teeTimeView';
import { recommendedCoursesResponse, recommendedTeeTimesResponse } from '../schemas/discoveryResponses';

const BASE = '/api/v6/failure_recommendation';
const id = v.pipe(
  v.string('Must be a single value'),
  v.trim(),
  v.nonEmpty('Is required'),
  v.maxLength(100, 'Must be an id'),
);
const recommendationQuery = v.object({
  course_id: id,
  date: v.optional(qDate),
  tee_time_id: v.optional(id),
  qty: v.optional(qInt(1, 6)),
  limit: v.optional(qInt(1, 20)),
});

/** What to offer after a failed booking: other courses nearby, other tee times. */
export function failureRecommendationRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const ctx = (origin: string) => listContext(deps.db, deps.clock, origin);
  /** The course asked about and the failed tee time (which must be that course's), or 404. */
  const failedAt = (q: v.InferOutput<typeof recommendationQuery>) => {
    const course = findCourse(deps.db, q.course_id);
    if (!course) throw new HttpError(404, 'Course not found');
    const around = q.tee_time_id ? findTeeTimeJoined(deps.db, q.tee_time_id) : undefined;
    if (q.tee_time_id && (!around || around.course_id !== course.id))
      throw new HttpError(404, 'Tee time not found');
    return { course, around };
  };

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/courses',
      summary:
        "Courses within 50 miles with tee times for date (else tee_time_id's date, else today) and qty (default limit 4, qty 1)",
      tags: ['recommendations'],
      query: recommendationQuery,
      responses: {
        200: { description: 'Nearby courses with tee times', schema: recommendedCoursesResponse },
        404: 'Course or tee time not found',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      const { course, around } = failedAt(q);
      const context = ctx(requestOrigin(c));
      const courses = recommendCourses(
        context,
        course,
        q.date ?? around?.date ?? context.at(course.time_zone).today,
        q.qty ?? 1,
        q.limit ?? DEFAULT_RECOMMENDATIONS_LIMIT,
      );
      return c.json({ courses });
    },
  );

  route(
    {
      method: 'get',
      path: '/tee_times',
      summary:
        'Tee times at the course nearest in time to tee_time_id (or earliest); a later date (is_recommended_date) when the day is full',
      tags: ['recommendations'],
      query: recommendationQuery,
      responses: {
        200: {
          description: 'Tee times nearest in time (is_recommended_date: a later date)',
          schema: recommendedTeeTimesResponse,
        },
        404: 'Course or tee time not found',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      const { course, around } = failedAt(q);
      const context = ctx(requestOrigin(c));
      const date = q.date ?? around?.date ?? context.at(course.time_zone).today;
      return c.json(
        recommendTeeTimes(
          context,
          course,
          date,
          q.qty ?? 1,
          q.limit ?? DEFAULT_RECOMMENDATIONS_LIMIT,
          around,
        ),
      );
    },
  );
  return router;
}
