import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { brandById } from '../http/brandIds';
import { HttpError } from '../http/HttpError';
import { describeRoute } from '../http/openapi';
import { validate } from '../http/validate';
import { maintenanceResponse, siteStatusResponse } from '../schemas/catalogResponses';
import { affiliateResponse } from '../schemas/contentResponses';

const BASE = '/api/v6/status';

const maintenanceBody = v.object({ enabled: v.boolean() });

/** Site status, affiliate store and the maintenance switch. */
export function statusRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/site',
      summary: 'Site status of the calling brand',
      tags: ['status'],
      responses: {
        200: { description: 'Site status of the brand', schema: siteStatusResponse },
        503: 'Under maintenance',
      },
    },
    (c) =>
      c.json({
        network_membership_enabled: brandById(c.var.brandId)?.features.has('networkMembership') ?? false,
        maintenance: deps.config.isMaintenance(),
        brand_id: c.var.brandId,
      }),
  );

  route(
    {
      method: 'get',
      path: '/affiliate',
      summary: 'Affiliate store of the calling brand',
      tags: ['status'],
      responses: { 200: { description: "The brand's affiliate store", schema: affiliateResponse } },
    },
    (c) => c.json({ store_url: `https://store.example.com/${c.var.brandId}` }),
  );

  route(
    {
      method: 'get',
      path: '/maintenance',
      summary: 'Whether maintenance mode is on (answered even during maintenance)',
      tags: ['status'],
      responses: { 200: { description: 'Whether maintenance is on', schema: maintenanceResponse } },
    },
    (c) => c.json({ maintenance: deps.config.isMaintenance() }),
  );

  describeRoute({
    method: 'post',
    path: `${BASE}/maintenance`,
    summary: 'Switch maintenance mode on or off (needs X-Admin-Token)',
    tags: ['status'],
    body: maintenanceBody,
    responses: {
      200: { description: 'Whether maintenance is on now', schema: maintenanceResponse },
      403: 'Missing or wrong X-Admin-Token',
      422: 'Bad body',
    },
  });
  router.post('/maintenance', async (c, next) => {
    if (c.req.header('X-Admin-Token') !== deps.config.adminToken)
      throw new HttpError(403, 'Admin token required');
    return next();
  });
  router.post('/maintenance', validate('json', maintenanceBody), (c) => {
    deps.config.setMaintenance(c.req.valid('json').enabled);
    return c.json({ maintenance: deps.config.isMaintenance() });
  });

  return router;
}
