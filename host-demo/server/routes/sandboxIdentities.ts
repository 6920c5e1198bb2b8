import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { HttpError } from '../http/HttpError';
import { sandboxIdentitiesResponse, tokenInfoResponse } from '../schemas/platformResponses';
import { SANDBOX_IDENTITIES, SOCIAL_PROVIDERS } from '../services/socialSignIn';

const identitiesQuery = v.object({
  provider: v.optional(v.picklist(SOCIAL_PROVIDERS, `must be one of ${SOCIAL_PROVIDERS.join(', ')}`)),
});
const tokenInfoQuery = v.object({ id_token: v.pipe(v.string('is required'), v.maxLength(4096)) });

/**
 * Sandbox only: the identity provider's side of social sign-in and one-tap. The widgets show
 * these test accounts in place of the provider's account chooser, and read an id token's owner
 * from token-info as they would from the provider's public endpoint (spec 02 §7).
 */
export function sandboxIdentityRoutes(_deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/v6/sandbox');

  route(
    {
      method: 'get',
      path: '/identities',
      summary: "Sandbox only: the stand-in identity provider's test accounts (their tokens sign in socially)",
      tags: ['sandbox'],
      query: identitiesQuery,
      responses: {
        200: { description: 'The test accounts', schema: sandboxIdentitiesResponse },
        422: 'validation_errors',
      },
    },
    (c) => {
      const { provider } = c.req.valid('query');
      const identities = Object.entries(SANDBOX_IDENTITIES)
        .filter(([, i]) => !provider || i.provider === provider)
        .map(([token, i]) => ({
          provider: i.provider,
          token,
          uid: i.uid,
          email: i.email,
          name: [i.first_name, i.last_name].filter(Boolean).join(' ') || null,
        }));
      return c.json({ identities });
    },
  );

  route(
    {
      method: 'get',
      path: '/token-info',
      summary: "Sandbox only: the stand-in provider's token-info (one-tap): whose id token it is",
      tags: ['sandbox'],
      query: tokenInfoQuery,
      responses: {
        200: { description: 'Whose id token it is', schema: tokenInfoResponse },
        400: 'invalid_token',
        422: 'validation_errors',
      },
    },
    (c) => {
      const identity = SANDBOX_IDENTITIES[c.req.valid('query').id_token];
      if (!identity) throw new HttpError(400, 'invalid_token');
      return c.json({ sub: identity.uid, email: identity.email, email_verified: true, iss: 'sandbox' });
    },
  );
  return router;
}
