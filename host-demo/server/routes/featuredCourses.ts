import { Hono } from 'hono';
import * as v from 'valibot';
import { prepared } from '../db/prepared';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requestOrigin } from '../http/origin';
import { qInt, qNumber } from '../http/queryValues';
import { nearestCity } from '../services/cityLookup';
import { COURSE_SELECT, categoriesOf, courseView, type CourseRow } from '../services/courseView';
import { boundingBox, distanceMiles, roundMiles } from '../services/geo';
import { featuredCoursesResponse } from '../schemas/discoveryResponses';

/** Without a position the home page shows the sandbox's home town (Denver, CO). */
export const DEFAULT_PLACE = { lat: 39.7397, lon: -104.9768 };
const RADIUS_MILES = 150;

const nearYouQuery = v.object({
  lat: v.optional(qNumber(-90, 90)),
  lon: v.optional(qNumber(-180, 180)),
  limit: v.optional(qInt(1, 12)),
});

/** GET v6/featured_courses/near_you: silver partners first, then the best rated, then the nearest. */
export function featuredCoursesRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/v6/featured_courses');

  route(
    {
      method: 'get',
      path: '/near_you',
      summary:
        'Featured courses within 150 miles of lat/lon (both or neither; default Denver, CO): silver partners, then rating, then distance',
      tags: ['catalog'],
      query: nearYouQuery,
      responses: {
        200: {
          description: 'Featured courses with their distance, and the place',
          schema: featuredCoursesResponse,
        },
        422: 'Bad coordinates or limit',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      const { lat, lon } =
        q.lat !== undefined && q.lon !== undefined ? { lat: q.lat, lon: q.lon } : DEFAULT_PLACE;
      const box = boundingBox(lat, lon, RADIUS_MILES);
      const rows = prepared(
        deps.db,
        `${COURSE_SELECT} WHERE c.latitude BETWEEN ? AND ? AND c.longitude BETWEEN ? AND ?`,
      ).all(box.minLat, box.maxLat, box.minLon, box.maxLon) as CourseRow[];
      const ranked = rows
        .map((row) => ({ row, distance: distanceMiles(lat, lon, row.latitude, row.longitude) }))
        .filter((r) => r.distance <= RADIUS_MILES)
        .sort(
          (a, b) =>
            Number(b.row.partner_tier === 'silver') - Number(a.row.partner_tier === 'silver') ||
            b.row.reviews_rating - a.row.reviews_rating ||
            a.distance - b.distance ||
            a.row.id.localeCompare(b.row.id),
        )
        .slice(0, q.limit ?? 4);
      const categories = categoriesOf(
        deps.db,
        ranked.map((r) => r.row.id),
      );
      const origin = requestOrigin(c);
      const city = nearestCity(deps.db, lat, lon)?.city;
      return c.json({
        courses: ranked.map(({ row, distance }) => ({
          ...courseView(row, origin, categories.get(row.id) ?? []),
          distance: roundMiles(distance),
        })),
        place: city ? `${city.name}, ${city.state_code}` : 'you',
      });
    },
  );
  return router;
}
