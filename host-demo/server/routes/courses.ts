import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { describeRoute } from '../http/openapi';
import { requestOrigin } from '../http/origin';
import { rememberedQuery } from '../http/validate';
import { answerCache, rememberedRequestKeys } from '../services/answerCache';
import { listClockKey } from '../services/listClock';
import { listBanners } from '../services/banners';
import { categoriesOf, courseView, findCourse } from '../services/courseView';
import { listContext, locationListRequest } from '../services/locationListRequest';
import { scorecardFor } from '../services/scorecard';
import { similarCourses } from '../services/similarCourses';
import { courseIdParam } from '../schemas/catalogSchemas';
import { locationListQuery } from '../schemas/locationListSchema';
import { courseDetailResponse, locationListResponse } from '../schemas/catalogResponses';
import { scorecardResponse, similarCoursesResponse } from '../schemas/discoveryResponses';

const BASE = '/api/v6/courses';
const TAGS = ['courses'];

/** Course lists (by coordinates, city, state, section), similar courses, course detail and scorecard. */
export function coursesRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const ctx = (origin: string) => listContext(deps.db, deps.clock, origin);
  // Lists are read far more than anything is written: the same list in the same minute (or, for
  // a later date, the same day) is sent from memory (bench:api: location_list, 50 clients).
  const lists = answerCache(deps.db, deps.clock);
  // A list asked for again also skips parsing its query and its URL.
  const listKeyOf = rememberedRequestKeys();

  describeRoute({
    method: 'get',
    path: `${BASE}/location_list`,
    summary:
      'Courses by coordinates (lat, lon), by city or state (hierarchized_url) or by section (course_section_slug), 15 per page',
    tags: TAGS,
    query: locationListQuery,
    responses: {
      200: {
        description:
          'Courses of the page (+ city/state, courses_without_tee_times; by section: course_section)',
        schema: locationListResponse,
      },
      404: 'Unknown city, state or section',
      422: 'Bad parameters (validation_errors per field)',
    },
  });
  router.get('/location_list', rememberedQuery(locationListQuery), (c) => {
    const query = c.req.valid('query');
    // One instant for the answer and for its clock key.
    const instant = deps.clock();
    const body = lists(
      listKeyOf(c.req.url),
      () =>
        locationListRequest(
          query,
          listContext(deps.db, () => instant, requestOrigin(c)),
        ),
      listClockKey(deps.db, instant, query.date),
    );
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/:id/similar',
      summary: 'Courses near a course, with the same filters as location_list',
      tags: TAGS,
      params: courseIdParam,
      query: locationListQuery,
      responses: {
        200: {
          description: 'The course and the courses near it, as a list page',
          schema: similarCoursesResponse,
        },
        404: 'Course not found',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const course = findCourse(deps.db, c.req.valid('param').id);
      if (!course) throw new HttpError(404, 'Course not found');
      return c.json(similarCourses(course, c.req.valid('query'), ctx(requestOrigin(c))));
    },
  );

  route(
    {
      method: 'get',
      path: '/:id/scorecard',
      summary: "A course's scorecard (men's and ladies' tees)",
      tags: TAGS,
      params: courseIdParam,
      responses: {
        200: {
          description: "Men's tees (scorecard) and ladies' tees (scorecard_lady)",
          schema: scorecardResponse,
        },
        404: 'Course not found',
      },
    },
    (c) => {
      const course = findCourse(deps.db, c.req.valid('param').id);
      if (!course) throw new HttpError(404, 'Course not found');
      return c.json({ course_id: course.id, ...scorecardFor(course) });
    },
  );

  route(
    {
      method: 'get',
      path: '/:id',
      summary: 'One course with every Course field',
      tags: TAGS,
      params: courseIdParam,
      responses: {
        200: { description: 'The course and its banners', schema: courseDetailResponse },
        404: 'Course not found',
      },
    },
    (c) => {
      const course = findCourse(deps.db, c.req.valid('param').id);
      if (!course) throw new HttpError(404, 'Course not found');
      const origin = requestOrigin(c);
      return c.json({
        course: courseView(course, origin, categoriesOf(deps.db, [course.id]).get(course.id) ?? []),
        banners: listBanners(deps.db, origin, 'course', course.id),
      });
    },
  );

  return router;
}
