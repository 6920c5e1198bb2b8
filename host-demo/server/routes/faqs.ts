import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { faqsResponse } from '../schemas/contentResponses';

interface FaqRow {
  id: string;
  category: string;
  anchor: string;
  question: string;
  answer: string;
  position: number;
}

/** The FAQ list (v4). */
export function faqsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/v4/faqs');

  route(
    {
      method: 'get',
      path: '/',
      summary:
        'Frequently asked questions, by category (booking, refund-cancellations, payments, account, membership, invitations)',
      tags: ['content'],
      responses: { 200: { description: 'The questions, by position', schema: faqsResponse } },
    },
    (c) => c.json({ faqs: deps.db.prepare('SELECT * FROM faqs ORDER BY position').all() as FaqRow[] }),
  );
  return router;
}
