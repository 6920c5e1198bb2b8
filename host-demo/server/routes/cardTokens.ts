import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { cardTokenResponse } from '../schemas/platformResponses';
import { createCard } from '../services/creditCards';
import { cardBody } from '../schemas/accountSchemas';

const BASE = '/api/v6/card_tokens';
const tokenBody = v.omit(cardBody, ['is_default']);

/**
 * The sandbox card gateway behind the hosted card fields (`/api/hosted/card-fields`): the frame,
 * served from the marketplace origin, sends the card here and hands only the one-time token
 * (with brand and last four) to the checkout. No sign-in: the token is the card's only handle.
 */
export function cardTokensRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, BASE);

  route(
    {
      method: 'post',
      path: '/',
      summary:
        'Tokenize a card from the hosted card fields; answers gateway_id and gateway_token (shown once) to pay with, or to keep with POST credit_cards/from_token',
      tags: ['credit cards'],
      body: tokenBody,
      responses: {
        201: { description: 'The card token to pay with', schema: cardTokenResponse },
        422: 'validation_errors per field',
      },
    },
    (c) => {
      const { card, token } = createCard(deps.db, { guestEmail: null }, c.req.valid('json'), deps.clock());
      return c.json(
        {
          card_token: {
            gateway_id: 'sandbox',
            gateway_token: token,
            brand: card.brand,
            last_four: card.last_four,
            expiry_month: card.expiry_month,
            expiry_year: card.expiry_year,
          },
        },
        201,
      );
    },
  );

  return router;
}
