import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { describeRoute } from '../http/openapi';
import { listCountries } from '../services/geography';

const BASE = '/api/v6/countries';

/** Countries (United States, Canada and 41 others) and those with explore pages. */
export function countriesRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  describeRoute({
    method: 'get',
    path: BASE,
    summary: 'Every country (US and Canada first)',
    tags: ['places'],
    responses: { 200: '{ countries: [{ id, iso2, name, explore_enabled, hierarchized_url }] }' },
  });
  router.get('/', (c) => c.json({ countries: listCountries(deps.db, false) }));
  describeRoute({
    method: 'get',
    path: `${BASE}/explore_enabled`,
    summary: 'Countries with explore pages',
    tags: ['places'],
    responses: { 200: '{ countries }' },
  });
  router.get('/explore_enabled', (c) => c.json({ countries: listCountries(deps.db, true) }));
  return router;
}
