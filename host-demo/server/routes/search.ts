import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { describeRoute } from '../http/openapi';
import { qBool, qInt, qText } from '../http/queryValues';
import { validate } from '../http/validate';
import { autocomplete } from '../services/autocomplete';
import { coordinateEntries } from '../schemas/catalogSchemas';
import { autocompleteResponse } from '../schemas/placeResponses';

const BASE = '/api/v6/search';

export const autocompleteQuery = v.object({
  q: v.optional(qText(200), ''),
  limit: v.optional(qInt(1, 100)),
  include_zip_codes: v.optional(qBool),
  include_without_tee_times: v.optional(qBool),
  ...coordinateEntries,
});

/** Location autocomplete (courses, cities, states, zip codes, sections, deals). */
export function searchRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const [path, v2] of [
    ['/autocomplete', false],
    ['/autocomplete-v2', true],
  ] as const) {
    describeRoute({
      method: 'get',
      path: `${BASE}${path}`,
      summary: `Location suggestions for q (at least 3 characters, at most 10 answers)${v2 ? '; courses without tee times only with include_without_tee_times=true' : ''}`,
      tags: ['search'],
      query: autocompleteQuery,
      responses: {
        200: {
          description: 'The matching places, best first (none under 3 characters)',
          schema: autocompleteResponse,
        },
        422: 'Bad parameters',
      },
    });
    router.get(path, validate('query', autocompleteQuery), (c) => {
      const q = c.req.valid('query');
      return c.json(
        autocomplete(deps.db, {
          q: q.q,
          limit: q.limit,
          lat: q.lat,
          lon: q.lon,
          includeZipCodes: q.include_zip_codes,
          includeWithoutTeeTimes: v2 ? (q.include_without_tee_times ?? false) : true,
        }),
      );
    });
  }
  return router;
}
