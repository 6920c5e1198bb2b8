import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import {
  dealAlertResponse,
  dealAlertUnsubscribedResponse,
  listUnsubscribedResponse,
  subscribedResponse,
} from '../schemas/platformResponses';
import { HttpError } from '../http/HttpError';
import { UTM_PARAMS } from '../../../src/core/attribution';
import { emailField, tokenField, zipField } from '../schemas/accountSchemas';
import { dealAlertUnsubscribePath, listUnsubscribePath } from '../../../src/domain/account/unsubscribeLinks';
import { linkToken, readLinkToken } from '../services/linkTokens';
import { sendMail } from '../services/outbox';
import { assertHuman } from '../services/botCheck';
import { MAX_RADIUS_MILES } from '../services/catalogConstants';
import { MAILING_LISTS } from '../services/privacyAgreements';
import { newId } from '../services/tokens';

const UTM_KEYS = UTM_PARAMS;
const short = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)));
const botCheck = v.optional(v.pipe(v.string(), v.maxLength(4000)));

const subscribeBody = v.object({
  email: emailField,
  code: v.picklist(MAILING_LISTS, `Must be one of ${MAILING_LISTS.join(', ')}`),
  source: short,
  zip_code: v.optional(zipField),
  g_recaptcha_response_data: botCheck,
  ...Object.fromEntries(UTM_KEYS.map((k) => [k, short])),
});

const unsubscribeBody = v.object({ token: tokenField });
const INVALID_LINK = 'This unsubscribe link is invalid. Open it again from the e-mail.';

/** The id a subscription's link token names: brand, list and e-mail (no account needed). */
const listKey = (brandId: string, code: string, email: string) =>
  JSON.stringify([brandId, code, email.trim().toLowerCase()]);

const alertBody = v.object({
  email: emailField,
  latitude: v.pipe(v.number('Must be a number'), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number('Must be a number'), v.minValue(-180), v.maxValue(180)),
  radius: v.optional(v.pipe(v.number('Must be a number'), v.minValue(1), v.maxValue(MAX_RADIUS_MILES))),
  g_recaptcha_response_data: botCheck,
});

/** POST v4/mailing_lists/subscribe.json: newsletter sign-up with the bot check and utm values. */
export function mailingListsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/v4/mailing_lists');

  route(
    {
      method: 'post',
      path: '/subscribe.json',
      summary: 'Subscribe an e-mail to a mailing list (bot check; idempotent: 200 when already subscribed)',
      tags: ['marketing'],
      body: subscribeBody,
      responses: {
        201: { description: 'Subscribed', schema: subscribedResponse },
        200: { description: 'Already subscribed', schema: subscribedResponse },
        422: 'field errors',
      },
    },
    (c) => {
      const body = c.req.valid('json') as v.InferOutput<typeof subscribeBody> & Record<string, unknown>;
      assertHuman(body.g_recaptcha_response_data);
      const utm = Object.fromEntries(UTM_KEYS.filter((k) => body[k]).map((k) => [k, body[k]]));
      const result = deps.db
        .prepare(
          `INSERT OR IGNORE INTO mailing_list_subscriptions (email, list_code, brand_id, source, zip_code, utm, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.email,
          body.code,
          c.var.brandId,
          body.source ?? null,
          body.zip_code ?? null,
          JSON.stringify(utm),
          deps.clock().toISOString(),
        );
      if (result.changes) {
        const token = linkToken(deps.db, 'list', listKey(c.var.brandId, body.code, body.email));
        const link = listUnsubscribePath(body.code, body.email, token);
        sendMail(deps.db, { to: body.email, kind: 'newsletter', token, link }, deps.clock());
      }
      return c.json(
        { subscribed: true, code: body.code, already_subscribed: !result.changes },
        result.changes ? 201 : 200,
      );
    },
  );

  route(
    {
      method: 'post',
      path: '/unsubscribe.json',
      summary:
        "A subscription e-mail's unsubscribe link (/unsubscribe/{code}?email&linkToken): leave that list (no sign-in)",
      tags: ['marketing'],
      body: unsubscribeBody,
      responses: {
        200: { description: 'Unsubscribed (or already was)', schema: listUnsubscribedResponse },
        404: INVALID_LINK,
        422: 'validation_errors',
      },
    },
    (c) => {
      const key = readLinkToken(deps.db, 'list', c.req.valid('json').token);
      const parts = key ? (JSON.parse(key) as unknown) : null;
      if (!Array.isArray(parts) || parts.length !== 3) throw new HttpError(404, INVALID_LINK);
      const [brandId, code, email] = parts as [string, string, string];
      const gone = deps.db
        .prepare('DELETE FROM mailing_list_subscriptions WHERE email = ? AND list_code = ? AND brand_id = ?')
        .run(email, code, brandId).changes;
      return c.json({ unsubscribed: true, code, email, was_subscribed: gone > 0 });
    },
  );
  return router;
}

/** POST v6/deals/alerts: e-mail me deals near a place (bot check). */
export function dealAlertsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/v6/deals/alerts');

  route(
    {
      method: 'post',
      path: '/',
      summary: 'Sign up for deal alerts near a point (radius default and cap 150 miles; bot check)',
      tags: ['deals'],
      body: alertBody,
      responses: {
        201: { description: 'Signed up', schema: dealAlertResponse },
        200: { description: 'Already signed up: the same alert', schema: dealAlertResponse },
        422: 'field errors',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      assertHuman(body.g_recaptcha_response_data);
      const radius = body.radius ?? MAX_RADIUS_MILES;
      const existing = deps.db
        .prepare(
          'SELECT id FROM deal_alerts WHERE email = ? AND brand_id = ? AND latitude = ? AND longitude = ?',
        )
        .get(body.email, c.var.brandId, body.latitude, body.longitude) as { id: string } | undefined;
      if (existing) return c.json({ alert: { id: existing.id, radius }, already_subscribed: true }, 200);
      const id = newId('da');
      deps.db
        .prepare(
          'INSERT INTO deal_alerts (id, email, brand_id, latitude, longitude, radius, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          body.email,
          c.var.brandId,
          body.latitude,
          body.longitude,
          radius,
          deps.clock().toISOString(),
        );
      const token = linkToken(deps.db, 'deal-alert', id);
      const link = dealAlertUnsubscribePath(body.email, token);
      sendMail(deps.db, { to: body.email, kind: 'deal_alert', token, link }, deps.clock());
      return c.json({ alert: { id, radius }, already_subscribed: false }, 201);
    },
  );

  route(
    {
      method: 'post',
      path: '/unsubscribe',
      summary:
        "A deal-alert e-mail's unsubscribe link (/deals/unsubscribe/deal-alerts?email&linkToken): stop that alert (no sign-in)",
      tags: ['deals'],
      body: unsubscribeBody,
      responses: {
        200: { description: 'Stopped (or already was)', schema: dealAlertUnsubscribedResponse },
        404: INVALID_LINK,
        422: 'validation_errors',
      },
    },
    (c) => {
      const id = readLinkToken(deps.db, 'deal-alert', c.req.valid('json').token);
      if (!id) throw new HttpError(404, INVALID_LINK);
      const gone = deps.db.prepare('DELETE FROM deal_alerts WHERE id = ?').run(id).changes;
      return c.json({ unsubscribed: true, was_subscribed: gone > 0 });
    },
  );
  return router;
}
