import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { outboxResponse } from '../schemas/platformResponses';
import { OUTBOX_KINDS, readOutbox } from '../services/outbox';
import { queryInt } from '../schemas/accountSchemas';

const outboxQuery = v.object({
  email: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(320)),
  kind: v.optional(v.picklist(OUTBOX_KINDS, `must be one of ${OUTBOX_KINDS.join(', ')}`)),
  limit: v.optional(queryInt(1, 100)),
});

/**
 * Sandbox only: the e-mails the API would have sent (password reset, unlock, account deletion,
 * one-time sign-in, booking confirmation), for developers and tests. No user token needed.
 */
export function sandboxOutboxRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/v6/sandbox');

  route(
    {
      method: 'get',
      path: '/outbox',
      summary: 'Sandbox only: e-mails sent to an address, newest first (no user token needed)',
      tags: ['sandbox'],
      query: outboxQuery,
      responses: {
        200: { description: 'The e-mails sent, newest first', schema: outboxResponse },
        422: 'validation_errors',
      },
    },
    (c) => {
      const { email, kind, limit } = c.req.valid('query');
      return c.json({ messages: readOutbox(deps.db, email, kind, limit ?? 20) });
    },
  );
  return router;
}
