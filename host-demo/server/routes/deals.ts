import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { requestOrigin } from '../http/origin';
import { qInt, qNumber } from '../http/queryValues';
import { zoneNow } from '../services/calendar';
import { MAX_RADIUS_MILES } from '../services/catalogConstants';
import { findDeal, nearDeals } from '../services/deals';
import { nearDealsResponse, oneDealResponse } from '../schemas/catalogResponses';

const BASE = '/api/v6/deals';
const nearQuery = v.object({
  lat: qNumber(-90, 90),
  lon: qNumber(-180, 180),
  radius: v.optional(qNumber(0, 100000)),
  limit: v.optional(qInt(1, 50)),
  page: v.optional(qInt(1, 10000)),
});
const idParam = v.object({ id: v.pipe(v.string(), v.maxLength(100, 'Must be an id')) });

/** Deals near a point, and one deal. */
export function dealsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/near',
      summary:
        'Current deals within radius miles (default and cap 150) of lat/lon, nearest first; limit (default 12) per page',
      tags: ['deals'],
      query: nearQuery,
      responses: {
        200: { description: 'Deals of the page, nearest first', schema: nearDealsResponse },
        422: 'Bad parameters',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      return c.json(
        nearDeals(deps.db, requestOrigin(c), {
          lat: q.lat,
          lon: q.lon,
          radius: Math.min(q.radius ?? MAX_RADIUS_MILES, MAX_RADIUS_MILES),
          limit: q.limit ?? 12,
          page: q.page ?? 1,
          at: zoneNow(deps.clock()),
        }),
      );
    },
  );
  route(
    {
      method: 'get',
      path: '/:id',
      summary: 'One deal',
      tags: ['deals'],
      params: idParam,
      responses: { 200: { description: 'The deal', schema: oneDealResponse }, 404: 'Deal not found' },
    },
    (c) => {
      const deal = findDeal(deps.db, c.req.valid('param').id, requestOrigin(c));
      if (!deal) throw new HttpError(404, 'Deal not found');
      return c.json({ deal });
    },
  );
  return router;
}
