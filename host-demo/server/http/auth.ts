import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AuthUser } from '../deps';
import type { AppEnv } from './appEnv';
import { brandOfApiKey } from './brandIds';
import { HttpError } from './HttpError';

/** Paths reachable without an app key (documentation only). */
const PUBLIC_PATHS = new Set(['/api/openapi.json']);

/**
 * Checks `X-Api-Key` (`demo-<brandId>` of a known brand, else 401), resolves
 * `X-Api-User-Token` to `c.var.user` (present but unknown → 401) and keeps
 * `X-Api-Session` on `c.var.sessionToken`.
 */
export function authMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionToken', c.req.header('X-Api-Session') || null);
    if (PUBLIC_PATHS.has(c.req.path)) return next();
    const brandId = brandOfApiKey(c.req.header('X-Api-Key'));
    if (!brandId) throw new HttpError(401, 'Missing or unknown app key');
    c.set('brandId', brandId);
    const token = c.req.header('X-Api-User-Token');
    if (token) {
      const user =
        token.length <= 512 ? (deps.resolveUserToken?.(deps.db, token, deps.clock()) ?? null) : null;
      if (!user) throw new HttpError(401, 'Invalid user token');
      c.set('user', user);
    }
    return next();
  };
}

/** The signed-in user, or 401 `Sign in required`. */
export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw new HttpError(401, 'Sign in required');
  return user;
}
