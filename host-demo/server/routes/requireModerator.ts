import type { Context } from 'hono';
import type { AuthUser } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { requireUser } from '../http/auth';
import { HttpError } from '../http/HttpError';

/** The signed-in moderator: 401 without a user, 403 for anyone else. */
export function requireModerator(c: Context<AppEnv>): AuthUser {
  const user = requireUser(c);
  if (!user.isModerator) throw new HttpError(403, 'Only moderators can do this');
  return user;
}
