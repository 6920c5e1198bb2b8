import { priceAlertUnsubscribePath } from '../../../src/domain/account/unsubscribeLinks';
import { sendMail } from '../services/outbox';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { HttpError } from '../http/HttpError';
import { requestOrigin } from '../http/origin';
import { parseOr422 } from '../http/validate';
import { readLinkToken } from '../services/linkTokens';
import {
  ALERT_ERRORS,
  ALERT_FREQUENCY_LIMIT,
  alertView,
  assertMayAddAlerts,
  createAlert,
  deleteAlert,
  listAlerts,
  MEMBERSHIP_REQUIRED,
  unsubscribeAlerts,
  updateAlert,
} from '../services/priceAlerts';
import { findUser } from '../services/profiles';
import { idParam } from '../schemas/accountSchemas';
import { alertUnsubscribeBody, alertValues, type AlertValues } from '../schemas/alertSchemas';
import { successResponse } from '../schemas/accountResponses';
import { alertsResponse, alertsUnsubscribedResponse, oneAlertResponse } from '../schemas/alertResponses';

const BASE = '/api/v6/alerts';
const tags = ['price alerts'];
/** Any JSON object: the alert's own checks come after the membership check. */
const anyObject = v.record(v.string(), v.unknown());

const RULES: Record<number, string> = ALERT_ERRORS;

/** The values of an alert, or 422 with the spec's alert message and the fields at fault. */
function alertInput(body: unknown): AlertValues {
  try {
    return parseOr422(alertValues, body) as AlertValues;
  } catch (e) {
    if (e instanceof HttpError) throw new HttpError(422, ALERT_ERRORS[422], e.extra);
    throw e;
  }
}

/** Tee-time price alerts (spec 02 §3, §5, §7): members add them; anyone signed in keeps theirs. */
export function alertsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const me = (id: string) => {
    const user = findUser(deps.db, id);
    if (!user) throw new HttpError(401, 'Sign in required');
    return user;
  };

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/',
      summary: 'Your price alerts, newest first, with the alert frequency limit',
      tags,
      auth: true,
      responses: {
        200: { description: 'Your alerts and the alert e-mails a day', schema: alertsResponse },
        401: 'Sign in required',
      },
    },
    (c) => {
      const user = requireUser(c);
      const origin = requestOrigin(c);
      return c.json({
        alerts: listAlerts(deps.db, user.id).map((a) => alertView(deps.db, a, origin)),
        frequency_limit: ALERT_FREQUENCY_LIMIT,
      });
    },
  );

  route(
    {
      method: 'post',
      path: '/',
      summary: 'Add a price alert on a course (course_id) or a city (city_id); members only',
      tags,
      auth: true,
      body: alertValues,
      responses: {
        201: { description: 'The alert added', schema: oneAlertResponse },
        401: 'Sign in required',
        403: `${MEMBERSHIP_REQUIRED} (code membership_required, offer_url)`,
        ...RULES,
      },
      check: { json: anyObject },
    },
    (c) => {
      const user = me(requireUser(c).id);
      assertMayAddAlerts(deps.db, user, deps.clock());
      const alert = createAlert(deps.db, user.id, alertInput(c.req.valid('json')), deps.clock());
      const view = alertView(deps.db, alert, requestOrigin(c));
      const link = priceAlertUnsubscribePath(view.unsubscribe_token);
      sendMail(
        deps.db,
        { to: user.email, kind: 'price_alert', token: view.unsubscribe_token, link },
        deps.clock(),
      );
      return c.json({ alert: view }, 201);
    },
  );

  route(
    {
      method: 'post',
      path: '/unsubscribe',
      summary:
        "An alert e-mail's unsubscribe link: stop that alert (TeeTimePriceAlert) or all of its owner's",
      tags,
      body: alertUnsubscribeBody,
      responses: {
        200: { description: 'How many alerts stopped', schema: alertsUnsubscribedResponse },
        404: 'This unsubscribe link is invalid or has expired.',
        422: 'validation_errors',
      },
    },
    (c) => {
      const { type, token } = c.req.valid('json');
      const count = unsubscribeAlerts(deps.db, readLinkToken(deps.db, 'alert', token), type, deps.clock());
      return c.json({
        success: true,
        message: 'You will no longer receive e-mails for these price alerts.',
        alerts_unsubscribed: count,
      });
    },
  );

  route(
    {
      method: 'patch',
      path: '/:id',
      summary: 'Edit one of your alerts: only the values given change',
      tags,
      auth: true,
      params: idParam,
      body: alertValues,
      responses: {
        200: { description: 'The alert edited', schema: oneAlertResponse },
        401: 'Sign in required',
        404: 'Alert not found',
        ...RULES,
      },
      check: { param: idParam, json: anyObject },
    },
    (c) => {
      const user = requireUser(c);
      const alert = updateAlert(
        deps.db,
        user.id,
        c.req.valid('param').id,
        alertInput(c.req.valid('json')),
        deps.clock(),
      );
      return c.json({ alert: alertView(deps.db, alert, requestOrigin(c)) });
    },
  );

  route(
    {
      method: 'delete',
      path: '/:id',
      summary: 'Delete one of your alerts',
      tags,
      auth: true,
      params: idParam,
      responses: {
        200: { description: 'Deleted', schema: successResponse },
        401: 'Sign in required',
        404: 'Alert not found',
      },
    },
    (c) => {
      deleteAlert(deps.db, requireUser(c).id, c.req.valid('param').id);
      return c.json({ success: true });
    },
  );

  return router;
}
