import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { requestOrigin } from '../http/origin';
import { listBanners } from '../services/banners';
import { isBookableDate, localNowIn } from '../services/calendar';
import { findCourse } from '../services/courseView';
import { issueFlowToken } from '../services/flowToken';
import { FEATURED_COUNT, groupTimeSlots, rateTypeList, teeTimesSummary } from '../services/teeTimeGroups';
import { ensureTeeTimes } from '../services/teeTimes';
import { queryTeeTimes, teeTimeView } from '../services/teeTimeView';
import { courseIdAtParam, toFilters } from '../schemas/catalogSchemas';
import { courseDaysQuery, teeTimeGroupsQuery } from '../schemas/teeTimeSchemas';
import { courseDaysResponse, rateTypesResponse, teeTimeGroupsResponse } from '../schemas/catalogResponses';
import { courseDays } from '../services/courseDays';

const BASE = '/api/v6/tee_time_groups';
const TAGS = ['tee times'];

/** Time slots of a course on a date, and its rate types. */
export function teeTimeGroupsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  function load(courseId: string, query: v.InferOutput<typeof teeTimeGroupsQuery>) {
    const course = findCourse(deps.db, courseId);
    if (!course) throw new HttpError(404, 'Course not found');
    const at = localNowIn(course.time_zone, deps.clock());
    const filters = { ...toFilters(query, at.today), timeSlot: query.time_slot };
    if (!isBookableDate(filters.date, at.today)) return { course, filters, list: [] };
    ensureTeeTimes(deps.db, course.id, filters.date);
    return { course, filters, list: queryTeeTimes(deps.db, course.id, filters, at.nowLocal) };
  }

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/at/:courseId',
      summary:
        'Time slots of a course on a date (starting rate, hot deals), with summary, featured tee times and auth_token',
      tags: TAGS,
      params: courseIdAtParam,
      query: teeTimeGroupsQuery,
      responses: {
        200: {
          description: 'Time slots, summary, featured tee times, banners',
          schema: teeTimeGroupsResponse,
        },
        404: 'Course not found',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const query = c.req.valid('query');
      const { course, filters, list } = load(c.req.valid('param').courseId, query);
      const qty = filters.qty ?? 1;
      const featured = query.include_featured
        ? [...list]
            .filter((t) => t.is_hot_deal === 1)
            .sort((a, b) => a.price - b.price)
            .slice(0, FEATURED_COUNT)
            .map((t) => teeTimeView(t, qty))
        : [];
      return c.json({
        summary: teeTimesSummary(course.id, filters.date, list),
        tee_time_groups: groupTimeSlots(list),
        featured_tee_times: featured,
        banners: listBanners(deps.db, requestOrigin(c), 'tee_times'),
        auth_token: issueFlowToken(
          { step: 'tee_time_groups', course_id: course.id, date: filters.date, qty },
          deps.clock(),
        ),
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/at/:courseId/rate_types',
      summary:
        'Rate types offered (Specials, Online, Junior, Senior, Resident, Member, Military) with price ranges; time_slot narrows to one slot',
      tags: TAGS,
      params: courseIdAtParam,
      query: teeTimeGroupsQuery,
      responses: {
        200: { description: 'Rate types with price ranges, and the summary', schema: rateTypesResponse },
        404: 'Course not found',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const { course, filters, list } = load(c.req.valid('param').courseId, c.req.valid('query'));
      return c.json({
        rate_types: rateTypeList(list),
        summary: teeTimesSummary(course.id, filters.date, list),
        auth_token: issueFlowToken(
          { step: 'rate_types', course_id: course.id, date: filters.date, qty: filters.qty },
          deps.clock(),
        ),
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/at/:courseId/days',
      summary:
        "A course's days for a date strip: tee times matching the filters and the lowest price per day, from date (the course's today) for days days (default 14, at most 31), up to the booking horizon (last_date)",
      tags: TAGS,
      params: courseIdAtParam,
      query: courseDaysQuery,
      responses: {
        200: { description: 'Days with their tee-time count and lowest price', schema: courseDaysResponse },
        404: 'Course not found',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const query = c.req.valid('query');
      const course = findCourse(deps.db, c.req.valid('param').courseId);
      if (!course) throw new HttpError(404, 'Course not found');
      const at = localNowIn(course.time_zone, deps.clock());
      return c.json(courseDays(deps.db, course.id, toFilters(query, at.today), query.days ?? 14, at));
    },
  );

  return router;
}
