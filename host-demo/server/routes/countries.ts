import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { listCountries } from '../services/geography';
import { countriesResponse } from '../schemas/catalogResponses';

const BASE = '/api/v6/countries';

/** Countries (United States, Canada and 41 others) and those with explore pages. */
export function countriesRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/',
      summary: 'Every country (US and Canada first)',
      tags: ['places'],
      responses: { 200: { description: 'Countries, the US and Canada first', schema: countriesResponse } },
    },
    (c) => c.json({ countries: listCountries(deps.db, false) }),
  );
  route(
    {
      method: 'get',
      path: '/explore_enabled',
      summary: 'Countries with explore pages',
      tags: ['places'],
      responses: { 200: { description: 'Countries open to explore', schema: countriesResponse } },
    },
    (c) => c.json({ countries: listCountries(deps.db, true) }),
  );
  return router;
}
