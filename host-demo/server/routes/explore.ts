import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { qText } from '../http/queryValues';
import { exploreResponse } from '../schemas/placeResponses';
import { exploreTree } from '../services/geography';
import { resolveExploreUrl } from '../services/places';

const BASE = '/api/v6/explore';
const exploreQuery = v.object({
  hierarchized_url: v.optional(qText(300)),
  country_id: v.optional(qText(10)),
  state_id: v.optional(qText(20)),
});

/** The explore tree: countries → states → cities, with course counts. */
export function exploreRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/',
      summary:
        'Explore a place: none → countries with states; /explore/us → states; /explore/us/ny → cities; a city URL → the city',
      tags: ['places'],
      query: exploreQuery,
      responses: {
        200: {
          description:
            "The countries with their states, a country's states, a state's cities, or a city, with course counts",
          schema: exploreResponse,
        },
        404: 'Unknown place',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      const url =
        q.hierarchized_url ??
        (q.state_id
          ? `/explore/${q.state_id.toLowerCase().replace('-', '/')}`
          : q.country_id
            ? `/explore/${q.country_id.toLowerCase()}`
            : undefined);
      if (url === undefined) return c.json(exploreTree(deps.db, null));
      const place = resolveExploreUrl(deps.db, url);
      if (!place) throw new HttpError(404, 'Place not found');
      return c.json(exploreTree(deps.db, place));
    },
  );
  return router;
}
