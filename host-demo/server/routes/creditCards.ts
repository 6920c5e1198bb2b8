import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { claimCard, cardView, createCard, deleteCard, listCards, updateCard } from '../services/creditCards';
import { cardBody, cardEditBody, idParam, tokenField } from '../schemas/accountSchemas';
import { creditCardsResponse, oneCreditCardResponse, successResponse } from '../schemas/accountResponses';

const BASE = '/api/v6/credit_cards';
const tags = ['credit cards'];
const fromTokenBody = v.object({ gateway_token: tokenField, is_default: v.optional(v.boolean()) });

/** Saved cards of the signed-in user (tokenized by the sandbox gateway). */
export function creditCardsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/',
      summary: 'Saved cards of the signed-in user',
      tags,
      auth: true,
      responses: {
        200: { description: 'The saved cards', schema: creditCardsResponse },
        401: 'Sign in required',
      },
    },
    (c) => c.json({ credit_cards: listCards(deps.db, requireUser(c).id).map(cardView) }),
  );

  route(
    {
      method: 'post',
      path: '/',
      summary:
        'Save a card (Luhn, brand, expiry and CVV checked; only brand, last four, expiry and name are kept)',
      tags,
      auth: true,
      body: cardBody,
      responses: {
        201: { description: 'The saved card', schema: oneCreditCardResponse },
        401: 'Sign in required',
        422: 'validation_errors per field (number, expiry_month, expiry_year, cvv, name, zip)',
      },
    },
    (c) => {
      const user = requireUser(c);
      const { card } = createCard(deps.db, { userId: user.id }, c.req.valid('json'), deps.clock());
      return c.json({ credit_card: cardView(card) }, 201);
    },
  );

  route(
    {
      method: 'patch',
      path: '/:id',
      summary: 'Edit one of your cards (expiry, name, zip) or make it the default (is_default: true)',
      tags,
      auth: true,
      params: idParam,
      body: cardEditBody,
      responses: {
        200: { description: 'The saved card', schema: oneCreditCardResponse },
        401: 'Sign in required',
        404: 'Credit card not found',
        422: 'validation_errors per field (expiry_month, expiry_year, name, zip, is_default)',
      },
    },
    (c) => {
      const user = requireUser(c);
      const card = updateCard(deps.db, user.id, c.req.valid('param').id, c.req.valid('json'), deps.clock());
      return c.json({ credit_card: cardView(card) });
    },
  );

  route(
    {
      method: 'post',
      path: '/from_token',
      summary:
        'Keep a card typed into the hosted card fields (gateway_token from POST card_tokens); the card number never reaches the page',
      tags,
      auth: true,
      body: fromTokenBody,
      responses: {
        201: { description: 'The saved card', schema: oneCreditCardResponse },
        401: 'Sign in required',
        404: 'Credit card not found',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      const card = claimCard(deps.db, requireUser(c).id, body.gateway_token, body.is_default === true);
      return c.json({ credit_card: cardView(card) }, 201);
    },
  );

  route(
    {
      method: 'delete',
      path: '/:id',
      summary: 'Delete one of your cards',
      tags,
      auth: true,
      params: idParam,
      responses: {
        200: { description: 'Deleted', schema: successResponse },
        404: 'Credit card not found',
      },
    },
    (c) => {
      deleteCard(deps.db, requireUser(c).id, c.req.valid('param').id, deps.clock());
      return c.json({ success: true });
    },
  );

  return router;
}
