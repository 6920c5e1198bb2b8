import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { HttpError } from '../http/HttpError';
import { inAppMessagesResponse } from '../schemas/platformResponses';
import { jwtResponse } from '../schemas/accountResponses';

/** Signs the messaging tokens (a sandbox stand-in for the marketing service's shared secret). */
export const MESSAGING_SECRET = 'teetime-sandbox-messaging-secret';
/** Messaging tokens expire after 90 days (spec 02: renewed after 90 days). */
export const MESSAGING_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;
export const MAX_IN_APP_COUNT = 10;

const b64url = (s: string) => Buffer.from(s).toString('base64url');
const sign = (data: string) => createHmac('sha256', MESSAGING_SECRET).update(data).digest('base64url');

export interface MessagingClaims {
  sub: string;
  email: string;
  iat: number;
  exp: number;
}

/** An HS256 JWT over the user's id and e-mail, expiring in 90 days. */
export function signMessagingToken(user: { id: string; email: string }, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: MessagingClaims = {
    sub: String(user.id),
    email: user.email,
    iat,
    exp: iat + MESSAGING_TOKEN_TTL_MS / 1000,
  };
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  return `${head}.${sign(head)}`;
}

/** The claims of a valid, unexpired token; null otherwise. */
export function verifyMessagingToken(token: string, now: Date): MessagingClaims | null {
  const [head, body, signature, ...rest] = token.split('.');
  if (!head || !body || !signature || rest.length || token.length > 2048) return null;
  const expected = Buffer.from(sign(`${head}.${body}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as MessagingClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    return claims;
  } catch {
    return null;
  }
}

/** The demo in-app messages (the same for everyone). */
export const DEMO_MESSAGES = [
  {
    id: 'msg-winter-specials',
    title: 'Winter specials are live',
    html: '<h1>Winter specials are live</h1><p>Save up to 40% on tee times this winter.</p><p><a href="https://example.com/deals/winter">See the winter deals</a></p>',
  },
  {
    id: 'msg-rewards',
    title: 'Earn rewards on every round',
    html: '<h1>Earn rewards on every round</h1><p>Every booking earns points toward free golf.</p><p><a href="https://example.com/rewards">How rewards work</a></p>',
  },
  {
    id: 'msg-app',
    title: 'Book on the go',
    html: '<h1>Book on the go</h1><p>Get the app for last-minute tee times.</p><p><a href="https://example.com/app">Get the app</a></p>',
  },
];

/** `GET /api/v6/marketing/iterable/jwt_tokens`: the messaging token of the signed-in user. */
export function marketingRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/v6/marketing');

  route(
    {
      method: 'get',
      path: '/iterable/jwt_tokens',
      summary: 'The in-app messaging token (HS256 JWT over the user id and e-mail, valid 90 days)',
      tags: ['marketing'],
      auth: true,
      responses: {
        200: { description: 'The messaging token', schema: jwtResponse },
        401: 'Sign in required',
      },
    },
    (c) => {
      const user = requireUser(c);
      return c.json({ jwt: signMessagingToken(user, deps.clock()) });
    },
  );
  return router;
}

/**
 * A stand-in for the messaging service: `GET /api/messaging/in_app/messages?count=N` with
 * `Authorization: Bearer <jwt>`. It is a separate service, so it takes no app key.
 */
export function messagingRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/messaging');

  route(
    {
      method: 'get',
      path: '/in_app/messages',
      summary: 'Stand-in messaging service: in-app messages (count 1–10, default 10; Bearer jwt, no app key)',
      tags: ['marketing'],
      responses: {
        200: { description: 'The in-app messages', schema: inAppMessagesResponse },
        401: 'Missing, invalid or expired token',
        422: 'count out of range',
      },
    },
    (c) => {
      const match = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '');
      if (!match?.[1] || !verifyMessagingToken(match[1], deps.clock()))
        throw new HttpError(401, 'Missing, invalid or expired messaging token');
      const raw = c.req.query('count');
      const count = raw === undefined || raw === '' ? MAX_IN_APP_COUNT : Number(raw);
      if (!Number.isInteger(count) || count < 1 || count > MAX_IN_APP_COUNT)
        throw new HttpError(422, `Use a whole number from 1 to ${MAX_IN_APP_COUNT} for count.`, {
          validation_errors: { count: [`Use a whole number from 1 to ${MAX_IN_APP_COUNT}.`] },
        });
      return c.json({ messages: DEMO_MESSAGES.slice(0, count) });
    },
  );
  return router;
}
