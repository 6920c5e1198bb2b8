import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { describeRoute } from '../http/openapi';
import { validate } from '../http/validate';
import {
  courseOffersInsurance,
  findPolicy,
  MIN_PREMIUM,
  policyView,
  PREMIUM_RATE,
  purchase,
  quote,
} from '../services/insurance';
import { ownReservation } from '../services/reservationAccess';
import { idField, idParam } from '../schemas/accountSchemas';
import {
  courseInsuranceResponse,
  insuranceResponse,
  purchasedResponse,
  quoteResponse,
} from '../schemas/insuranceResponses';

const BASE = '/api/v6/eventual_insurance';
const tags = ['insurance'];
const access = { access_token: v.optional(v.pipe(v.string(), v.maxLength(512))) };
const quoteQuery = v.object({
  ...access,
  phone_country_code: v.optional(
    v.pipe(v.string(), v.regex(/^\+?\d{1,4}$/, 'must be a country calling code')),
  ),
  phone_number: v.optional(v.pipe(v.string(), v.regex(/^[\d\s().-]{4,20}$/, 'is not a valid phone number'))),
});
const accessQuery = v.object(access);
const purchaseBody = v.object({
  quote_id: idField,
  credit_card_id: v.optional(idField),
  gateway_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(512))),
  ...access,
});

/** Weather / event insurance ("eventual insurance") quotes and purchase. */
export function insuranceRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const caller = (c: { var: AppEnv['Variables'] }, accessToken: string | undefined) => ({
    userId: c.var.user?.id ?? null,
    accessToken,
  });

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/course/:id',
      summary: 'Whether a course offers eventual insurance',
      tags,
      params: idParam,
      responses: {
        200: {
          description: 'Whether the course offers insurance, and its price',
          schema: courseInsuranceResponse,
        },
        404: 'Course not found',
      },
    },
    (c) => {
      const id = c.req.valid('param').id;
      const offered = courseOffersInsurance(deps.db, id);
      if (offered === null) throw new HttpError(404, 'Course not found');
      return c.json({
        course_id: id,
        has_eventual_insurance: offered,
        provider: 'Sandbox Weather Cover',
        premium_rate: PREMIUM_RATE,
        min_premium: MIN_PREMIUM,
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/reservations/:id',
      summary: "A reservation's insurance (quote or policy), or null (owner or access_token)",
      tags,
      params: idParam,
      query: accessQuery,
      responses: {
        200: { description: 'The quote or policy, or null', schema: insuranceResponse },
        403: 'Invitees cannot',
        404: 'Reservation not found',
      },
    },
    (c) => {
      const r = ownReservation(
        deps.db,
        c.req.valid('param').id,
        caller(c, c.req.valid('query').access_token),
      );
      const p = findPolicy(deps.db, r.id);
      return c.json({ insurance: p ? policyView(deps.db, p) : null });
    },
  );

  const quoteHandler = validate('query', quoteQuery);
  for (const method of ['get', 'post'] as const) {
    describeRoute({
      method,
      path: `${BASE}/reservations/:id/quote`,
      summary:
        'Quote insurance for a reservation (owner or access_token). A phone_number ending in 408 answers 408 with the quote.',
      tags,
      params: idParam,
      query: quoteQuery,
      responses: {
        200: { description: 'The quote', schema: quoteResponse },
        403: 'Invitees cannot',
        404: 'Reservation not found',
        408: '{ error, timeout: true, quote }',
        422: 'Course without insurance / cancelled reservation',
      },
    });
  }
  router.on(['GET', 'POST'], '/reservations/:id/quote', validate('param', idParam), quoteHandler, (c) => {
    const q = c.req.valid('query');
    const r = ownReservation(deps.db, c.req.valid('param').id, caller(c, q.access_token));
    const { policy, timedOut } = quote(deps.db, r, q, deps.clock());
    if (timedOut) {
      const message = 'The insurance provider took too long to answer.';
      return c.json(
        { error: message, message, status_code: 408, timeout: true, quote: policyView(deps.db, policy) },
        408,
      );
    }
    return c.json({ quote: policyView(deps.db, policy) });
  });

  route(
    {
      method: 'post',
      path: '/reservations/:id/purchase',
      summary: 'Buy a quoted policy with credit_card_id (owner) or a guest gateway_token + access_token',
      tags,
      params: idParam,
      body: purchaseBody,
      responses: {
        200: { description: 'The purchased policy', schema: purchasedResponse },
        402: 'Card declined',
        403: 'Invitees cannot',
        404: 'Reservation, quote or card not found',
        422: 'Already purchased',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      const r = ownReservation(
        deps.db,
        c.req.valid('param').id,
        caller(c, body.access_token ?? c.req.query('access_token')),
      );
      return c.json({ insurance: policyView(deps.db, purchase(deps.db, r, body, c.var.user?.id ?? null)) });
    },
  );

  return router;
}
