import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { requestOrigin } from '../http/origin';
import { findSection, listSections } from '../services/sections';
import { oneSectionResponse, sectionsResponse } from '../schemas/discoveryResponses';

const BASE = '/api/v6/course_sections';
const slugParam = v.object({ slug: v.pipe(v.string(), v.maxLength(100, 'Must be a slug')) });

/** Curated course sections (their courses come from location_list?course_section_slug=). */
export function courseSectionsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/',
      summary: 'Every course section',
      tags: ['courses'],
      responses: {
        200: { description: 'Every course section, by title', schema: sectionsResponse },
      },
    },
    (c) => c.json({ course_sections: listSections(deps.db, requestOrigin(c)) }),
  );
  route(
    {
      method: 'get',
      path: '/:slug',
      summary: 'One course section',
      tags: ['courses'],
      params: slugParam,
      responses: {
        200: { description: 'The course section', schema: oneSectionResponse },
        404: 'Course section not found',
      },
    },
    (c) => {
      const section = findSection(deps.db, c.req.valid('param').slug, requestOrigin(c));
      if (!section) throw new HttpError(404, 'Course section not found');
      return c.json({ course_section: section });
    },
  );
  return router;
}
