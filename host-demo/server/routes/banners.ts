import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requestOrigin } from '../http/origin';
import { qId } from '../http/queryValues';
import { BANNER_CONTEXTS, listBanners } from '../services/banners';
import { bannersResponse } from '../schemas/catalogResponses';

const bannersQuery = v.object({
  course_id: v.optional(qId),
  context: v.optional(
    v.pipe(
      v.string('Must be a single value'),
      v.picklist(BANNER_CONTEXTS, `Must be one of ${BANNER_CONTEXTS.join(', ')}`),
    ),
  ),
});

/** Marketing banners by context, and a course's own banners. */
export function bannersRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/v6/banners');

  route(
    {
      method: 'get',
      path: '/',
      summary:
        'Banners; context (home, course_list, tee_times, booking_confirmation, section, course) and/or course_id',
      tags: ['content'],
      query: bannersQuery,
      responses: {
        200: { description: 'The banners', schema: bannersResponse },
        422: 'Bad parameters',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      return c.json({ banners: listBanners(deps.db, requestOrigin(c), q.context, q.course_id) });
    },
  );
  return router;
}
