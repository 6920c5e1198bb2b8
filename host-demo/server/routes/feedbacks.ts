import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { emailField, idField } from '../schemas/accountSchemas';
import { assertHuman } from '../services/botCheck';
import { newId } from '../services/tokens';
import { feedbackResponse, supportTicketResponse } from '../schemas/contentResponses';

const BASE = '/api/v6/feedbacks';
const tags = ['feedback'];
export const SUPPORT_CATEGORIES = ['Reservation/TeeTime', 'Account', 'General/Other'] as const;

const message = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Please write a message'),
  v.maxLength(4000, 'Must be at most 4000 characters'),
);
const feedbackBody = v.object({ found_everything: v.boolean('Must be true or false'), message });
const ticketBody = v.object({
  category: v.picklist(SUPPORT_CATEGORIES, `Must be one of ${SUPPORT_CATEGORIES.join(', ')}`),
  message,
  email: v.optional(emailField),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  reservation_id: v.optional(idField),
  /** The bot check's response (spec 02 §5: support sends one); `bot` fails in the sandbox. */
  g_recaptcha_response_data: v.optional(v.pipe(v.string(), v.maxLength(4000))),
});

/** User feedback (found everything? + message) and support tickets; signed in or not. */
export function feedbacksRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, BASE);

  route(
    {
      method: 'post',
      path: '/',
      summary: 'Send feedback: found_everything and a message (the error view and no-tee-times feedback)',
      tags,
      body: feedbackBody,
      responses: {
        201: { description: 'The feedback sent', schema: feedbackResponse },
        422: 'validation_errors per field',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      const id = newId('fb');
      deps.db
        .prepare(
          'INSERT INTO feedbacks (id, user_id, brand_id, found_everything, message, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          c.var.user?.id ?? null,
          c.var.brandId,
          body.found_everything ? 1 : 0,
          body.message,
          deps.clock().toISOString(),
        );
      return c.json({ feedback: { id } }, 201);
    },
  );

  route(
    {
      method: 'post',
      path: '/support-ticket',
      summary: 'Open a support ticket (category, message, bot check; e-mail required when not signed in)',
      tags,
      body: ticketBody,
      responses: {
        201: { description: 'The ticket opened', schema: supportTicketResponse },
        422: 'validation_errors per field',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      assertHuman(body.g_recaptcha_response_data);
      const email = c.var.user?.email ?? body.email;
      if (!email)
        throw new HttpError(422, 'Please give an e-mail address so we can answer you.', {
          validation_errors: { email: ['Enter your e-mail address so we can answer you.'] },
        });
      const id = newId('tk');
      deps.db
        .prepare(
          `INSERT INTO support_requests (id, user_id, brand_id, category, email, name, reservation_id, message, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          c.var.user?.id ?? null,
          c.var.brandId,
          body.category,
          email,
          body.name ?? null,
          body.reservation_id ?? null,
          body.message,
          deps.clock().toISOString(),
        );
      return c.json({ ticket: { id, category: body.category } }, 201);
    },
  );

  return router;
}
