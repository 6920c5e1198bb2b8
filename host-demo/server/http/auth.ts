import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AuthUser } from '../deps';
import type { AppEnv } from './appEnv';
import { checkAppKey } from './brandIds';
import { HttpError } from './HttpError';

/** Paths reachable without an app key (documentation only). */
const PUBLIC_PATHS = new Set(['/api/openapi.json']);

/**
 * Checks `X-Api-Key` (`demo-<brandId>` of a known brand or a key issued to a brand's partner;
 * missing or unknown → 401, revoked → 403, each in plain words), resolves
 * `X-Api-User-Token` to `c.var.user` (present but unknown → 401) and keeps
 * `X-Api-Session` on `c.var.sessionToken`.
 */
export function authMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionToken', c.req.header('X-Api-Session') || null);
    if (PUBLIC_PATHS.has(c.req.path)) return next();
    const key = checkAppKey(deps.db, c.req.header('X-Api-Key'));
    if (!key.ok) throw new HttpError(key.status, key.message, { code: key.code });
    c.set('brandId', key.brandId);
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
