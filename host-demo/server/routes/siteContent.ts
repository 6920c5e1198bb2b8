import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { requestOrigin } from '../http/origin';
import { qText } from '../http/queryValues';
import { findSitePage } from '../seed/sitePages';
import { BANNER_CONTEXTS, listBanners } from '../services/banners';
import { contestsAt } from '../services/contests';
import {
  contestsResponse,
  dynamicLinkResponse,
  marketingBannerResponse,
  sitePageResponse,
} from '../schemas/contentResponses';

const tags = ['content'];
const slugParam = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'Must be a page slug (a-z, 0-9, -)')),
});
const bannerQuery = v.object({
  context: v.optional(
    v.pipe(
      v.string('Must be a single value'),
      v.picklist(BANNER_CONTEXTS, `Must be one of ${BANNER_CONTEXTS.join(', ')}`),
    ),
  ),
});
const linkQuery = v.object({ link: qText(2000) });

/** The home page's and static pages' content: pages by slug, contests, the marketing banner, app links. */
export function siteContentRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, '/api/v6');

  route(
    {
      method: 'get',
      path: '/pages/show/:slug',
      summary:
        'A static, marketing or legal page by slug (about, privacy-policy, vip-perks…): text in sections',
      tags,
      params: slugParam,
      responses: {
        200: { description: 'The page: sections of paragraphs, links', schema: sitePageResponse },
        404: 'No page with this slug',
        422: 'Bad slug',
      },
    },
    (c) => {
      const page = findSitePage(c.req.valid('param').slug);
      if (!page) throw new HttpError(404, 'Page not found');
      const { updatedOn, ...rest } = page;
      return c.json({ page: { ...rest, updated_on: updatedOn } });
    },
  );

  route(
    {
      method: 'get',
      path: '/contests',
      summary: 'Contests: the running ones (on the sandbox clock) and the next one',
      tags,
      responses: {
        200: { description: 'Running contests and the next one', schema: contestsResponse },
      },
    },
    (c) => {
      const { running, upcoming } = contestsAt(deps.clock());
      return c.json({ contests: running, upcoming });
    },
  );

  route(
    {
      method: 'get',
      path: '/marketing_banner',
      summary: 'The marketing banner of a context (default home), or null',
      tags,
      query: bannerQuery,
      responses: {
        200: { description: 'The banner, or null', schema: marketingBannerResponse },
        422: 'Bad context',
      },
    },
    (c) => {
      const [banner] = listBanners(deps.db, requestOrigin(c), c.req.valid('query').context ?? 'home');
      return c.json({ marketing_banner: banner ?? null });
    },
  );

  route(
    {
      method: 'get',
      path: '/firebase/dynamic_link',
      summary: 'A short app link for a marketplace URL (sandbox: a stable /?app_link= link on this origin)',
      tags,
      query: linkQuery,
      responses: {
        200: { description: 'The short link and the full link', schema: dynamicLinkResponse },
        422: 'link must be a path or a URL of this origin',
      },
    },
    (c) => {
      const origin = requestOrigin(c);
      const { link } = c.req.valid('query');
      let target: URL;
      try {
        target = new URL(link, origin);
      } catch {
        target = new URL('http://invalid.invalid');
      }
      if (target.origin !== origin)
        throw new HttpError(422, 'link must be a path or a URL of this origin', {
          validation_errors: { link: ['must be a path or a URL of this origin'] },
        });
      const code = createHash('sha256').update(target.href).digest('base64url').slice(0, 10);
      return c.json({ short_link: `${origin}/?app_link=${code}`, link: target.href });
    },
  );

  return router;
}
