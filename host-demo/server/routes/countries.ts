import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { describeRoute } from '../http/openapi';
import { listCountries } from '../services/geography';
import { countriesResponse } from '../schemas/catalogResponses';

const BASE = '/api/v6/countries';

/** Countries (United States, Canada and 41 others) and those with explore pages. */
export function countriesRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  describeRoute({
    method: 'get',
    path: BASE,
    summary: 'Every country (US and Canada first)',
    tags: ['places'],
    responses: { 200: { description: 'Countries, the US and Canada first', schema: countriesResponse } },
  });
  router.get('/', (c) => c.json({ countries: listCountries(deps.db, false) }));
  describeRoute({
    method: 'get',
    path: `${BASE}/explore_enabled`,
    summary: 'Countries with explore pages',
    tags: ['places'],
    responses: { 200: { description: 'Countries open to explore', schema: countriesResponse } },
  });
  router.get('/explore_enabled', (c) => c.json({ countries: listCountries(deps.db, true) }));
  return router;
}
