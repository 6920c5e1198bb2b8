import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { POINTS_PER_DOLLAR } from '../services/pricing';
import {
  paymentSettingsResponse,
  rewardsPointsResponse,
  rewardsProfileUrlResponse,
} from '../schemas/accountResponses';

const BASE = '/api/v6/users';
const tags = ['users'];
const settingsBody = v.object({
  google_pay_is_preferred: v.optional(v.boolean()),
  apple_pay_is_preferred: v.optional(v.boolean()),
});

interface SettingsRow {
  rewards_points: number;
  google_pay_is_preferred: number;
  apple_pay_is_preferred: number;
}

/** Rewards balance and payment settings of the signed-in user (mounted beside the users router). */
export function userSettingsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const row = (id: string) =>
    deps.db
      .prepare(
        'SELECT rewards_points, google_pay_is_preferred, apple_pay_is_preferred FROM users WHERE id = ?',
      )
      .get(id) as SettingsRow;
  const settings = (r: SettingsRow) => ({
    google_pay_is_preferred: r.google_pay_is_preferred === 1,
    apple_pay_is_preferred: r.apple_pay_is_preferred === 1,
  });

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/rewards_points',
      summary: 'Rewards points balance',
      tags,
      auth: true,
      responses: {
        200: { description: 'The balance', schema: rewardsPointsResponse },
        401: 'Sign in required',
      },
    },
    (c) => {
      const points = row(requireUser(c).id).rewards_points;
      return c.json({ rewards_points: points, rewards_value: points / POINTS_PER_DOLLAR });
    },
  );

  route(
    {
      method: 'get',
      path: '/rewards_profile_urls',
      summary: 'Where the rewards profile lives',
      tags,
      auth: true,
      responses: {
        200: { description: 'Where the rewards profile is', schema: rewardsProfileUrlResponse },
        401: 'Sign in required',
      },
    },
    (c) => {
      requireUser(c);
      return c.json({ rewards_profile_url: '/my-account/rewards' });
    },
  );

  route(
    {
      method: 'get',
      path: '/settings',
      summary: 'Wallet payment preferences',
      tags,
      auth: true,
      responses: {
        200: { description: 'Payment settings', schema: paymentSettingsResponse },
        401: 'Sign in required',
      },
    },
    (c) => c.json(settings(row(requireUser(c).id))),
  );

  route(
    {
      method: 'put',
      path: '/settings',
      summary: 'Change wallet payment preferences',
      tags,
      auth: true,
      body: settingsBody,
      responses: {
        200: { description: 'Payment settings', schema: paymentSettingsResponse },
        401: 'Sign in required',
        422: 'validation_errors',
      },
    },
    (c) => {
      const user = requireUser(c);
      const body = c.req.valid('json');
      const current = row(user.id);
      deps.db
        .prepare('UPDATE users SET google_pay_is_preferred = ?, apple_pay_is_preferred = ? WHERE id = ?')
        .run(
          body.google_pay_is_preferred === undefined
            ? current.google_pay_is_preferred
            : Number(body.google_pay_is_preferred),
          body.apple_pay_is_preferred === undefined
            ? current.apple_pay_is_preferred
            : Number(body.apple_pay_is_preferred),
          user.id,
        );
      return c.json(settings(row(user.id)));
    },
  );

  return router;
}
