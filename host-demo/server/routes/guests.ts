import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { payPreparation } from '../services/bookings';
import { cardView, createCard } from '../services/creditCards';
import { validateGuestEmail } from '../services/emailRules';
import { cardBody, emailField, nameField, tokenField } from '../schemas/accountSchemas';
import { paymentEntries } from '../schemas/paymentSchema';
import { guestCardResponse, guestEmailResponse, guestReceiptResponse } from '../schemas/guestResponses';

const BASE = '/api/v6/guests';
const tags = ['guests'];
const validateBody = v.object({ email: v.pipe(v.string(), v.maxLength(1000)) });
const guestCardBody = v.object({ ...cardBody.entries, email: emailField });
const guestPayBody = v.object({
  ...paymentEntries,
  auth_token: tokenField,
  email: emailField,
  first_name: nameField,
  last_name: nameField,
});

/** Guest checkout: e-mail check, guest card, guest payment. */
export function guestsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, BASE);

  route(
    {
      method: 'post',
      path: '/validate-email',
      summary: 'Check a guest e-mail (syntax, ≤ 254 characters, not disposable)',
      tags,
      body: validateBody,
      responses: {
        200: { description: 'Whether the address can be used, and why not', schema: guestEmailResponse },
      },
    },
    (c) => c.json(validateGuestEmail(c.req.valid('json').email)),
  );

  route(
    {
      method: 'post',
      path: '/credit_cards',
      summary: 'Tokenize a guest card; answers gateway_id and gateway_token to pay with (shown once)',
      tags,
      body: guestCardBody,
      responses: {
        201: { description: 'The card and its gateway token (shown once)', schema: guestCardResponse },
        422: 'validation_errors per field',
      },
    },
    (c) => {
      const { email, ...card } = c.req.valid('json');
      const guest = validateGuestEmail(email);
      if (!guest.valid)
        throw new HttpError(422, guest.message, { validation_errors: { email: [guest.message] } });
      const saved = createCard(deps.db, { guestEmail: email }, card, deps.clock());
      return c.json(
        {
          credit_card: {
            ...cardView(saved.card),
            gateway_id: 'sandbox',
            gateway_token: saved.token,
            access_token: saved.token,
          },
        },
        201,
      );
    },
  );

  route(
    {
      method: 'post',
      path: '/reservations',
      summary:
        'Pay a guest preparation (auth_token from prepare) with a guest card token or a digital wallet',
      tags,
      body: guestPayBody,
      responses: {
        201: {
          description: 'The receipt: the reservation and its access token',
          schema: guestReceiptResponse,
        },
        402: 'Card declined / insufficient funds',
        403: 'Not allowed (10004)',
        404: 'Preparation not found',
        409: 'No longer available',
        422: 'validation_errors',
        429: 'Reservation threshold',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      const guest = validateGuestEmail(body.email);
      if (!guest.valid)
        throw new HttpError(422, guest.message, { validation_errors: { email: [guest.message] } });
      const receipt = payPreparation(deps.db, {
        token: body.auth_token,
        userId: null,
        payment: body,
        guest: { email: body.email, first_name: body.first_name, last_name: body.last_name },
        now: deps.clock(),
        limits: deps.config.rateLimits,
      });
      return c.json({ receipt }, 201);
    },
  );

  return router;
}
