import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { HttpError } from '../http/HttpError';
import { describeRoute } from '../http/openapi';
import { requestOrigin } from '../http/origin';
import { validate } from '../http/validate';
import { findSection, listSections } from '../services/sections';
import { oneSectionResponse, sectionsResponse } from '../schemas/discoveryResponses';

const BASE = '/api/v6/course_sections';
const slugParam = v.object({ slug: v.pipe(v.string(), v.maxLength(100, 'Must be a slug')) });

/** Curated course sections (their courses come from location_list?course_section_slug=). */
export function courseSectionsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  describeRoute({
    method: 'get',
    path: BASE,
    summary: 'Every course section',
    tags: ['courses'],
    responses: {
      200: { description: 'Every course section, by title', schema: sectionsResponse },
    },
  });
  router.get('/', (c) => c.json({ course_sections: listSections(deps.db, requestOrigin(c)) }));
  describeRoute({
    method: 'get',
    path: `${BASE}/:slug`,
    summary: 'One course section',
    tags: ['courses'],
    params: slugParam,
    responses: {
      200: { description: 'The course section', schema: oneSectionResponse },
      404: 'Course section not found',
    },
  });
  router.get('/:slug', validate('param', slugParam), (c) => {
    const section = findSection(deps.db, c.req.valid('param').slug, requestOrigin(c));
    if (!section) throw new HttpError(404, 'Course section not found');
    return c.json({ course_section: section });
  });
  return router;
}
