import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { payPreparation } from '../services/bookings';
import { findReservation, reservationView } from '../services/reservationView';
import { emailField, nameField, tokenField } from '../schemas/accountSchemas';
import { paidResponse } from '../schemas/checkoutResponses';
import { paymentEntries } from '../schemas/paymentSchema';

const BASE = '/api/v6/reservations';
const tags = ['reservations'];
const tokenParam = v.object({ token: tokenField });
const payBody = v.object({
  ...paymentEntries,
  email: v.optional(emailField),
  first_name: v.optional(nameField),
  last_name: v.optional(nameField),
});

/** POST v6/reservations/{token}: pays a preparation (mounted beside the reservations router). */
export function paymentsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const view = (id: string) => {
    const row = findReservation(deps.db, id);
    return row ? reservationView(deps.db, row, deps.clock(), 'owner') : null;
  };

  const route = routesOf(router, BASE);

  route(
    {
      method: 'post',
      path: '/:token',
      summary:
        'Pay a preparation (token = auth_token of prepare) with credit_card_id, gateway_id + gateway_token, or digital_wallet + gateway_token. Paying twice answers the same receipt.',
      tags,
      params: tokenParam,
      body: payBody,
      responses: {
        200: { description: 'The receipt and the reservation paid', schema: paidResponse },
        402: 'Card declined / insufficient funds',
        403: 'Not allowed (10003, 10004)',
        404: 'Preparation or card not found',
        409: 'No longer available',
        422: 'Expired or missing payment',
        429: 'Reservation threshold',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      const guest =
        body.email && body.first_name && body.last_name
          ? { email: body.email, first_name: body.first_name, last_name: body.last_name }
          : undefined;
      const receipt = payPreparation(deps.db, {
        token: c.req.valid('param').token,
        userId: c.var.user?.id ?? null,
        payment: body,
        guest,
        now: deps.clock(),
        limits: deps.config.rateLimits,
      });
      return c.json({ receipt, reservation: view(receipt.reservation_id) });
    },
  );

  return router;
}
