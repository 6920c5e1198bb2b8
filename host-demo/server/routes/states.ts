import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { qText } from '../http/queryValues';
import { findCountry, listStates } from '../services/geography';
import { statesResponse } from '../schemas/discoveryResponses';

const BASE = '/api/v6/states';
const statesQuery = v.object({ country_id: v.optional(qText(10), 'us') });

/** States and provinces of a country. */
export function statesRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/',
      summary: 'States (or provinces) of country_id (id or ISO2; default us), with course counts',
      tags: ['places'],
      query: statesQuery,
      responses: {
        200: { description: 'The country and its states', schema: statesResponse },
        404: 'Country not found',
        422: 'Bad parameters',
      },
    },
    (c) => {
      const country = findCountry(deps.db, c.req.valid('query').country_id);
      if (!country) throw new HttpError(404, 'Country not found');
      return c.json({ country, states: listStates(deps.db, country.id) });
    },
  );
  return router;
}
