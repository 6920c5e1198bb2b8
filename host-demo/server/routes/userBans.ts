import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { bannedResponse } from '../schemas/reviewResponses';
import { userIdParam } from '../schemas/reviewSchemas';
import { setBanned } from '../services/reviewModeration';
import { requireModerator } from './requireModerator';

const BASE = '/api/v6/users';
const TAGS = ['course reviews'];

/** Moderators ban and unban golfers (spec 02 §6, §7 users/{id}/ban and /unban); others 403. */
export function userBansRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  for (const action of ['ban', 'unban'] as const) {
    const route = routesOf(router, BASE);

    route(
      {
        method: 'post',
        path: `/:id/${action}`,
        summary:
          action === 'ban'
            ? 'Ban a golfer: they can no longer write reviews or book (moderators; not another moderator)'
            : 'Lift a ban (moderators)',
        tags: TAGS,
        auth: true,
        moderator: true,
        params: userIdParam,
        responses: {
          200: {
            description: action === 'ban' ? 'The golfer, banned' : 'The golfer, no longer banned',
            schema: bannedResponse,
          },
          401: 'Sign in required',
          403: 'Only moderators can do this',
          404: 'User not found',
          422:
            action === 'ban' ? 'Moderators cannot be banned. Ask an administrator instead.' : 'Bad user id',
        },
      },
      (c) => {
        const moderator = requireModerator(c);
        return c.json(
          setBanned(deps.db, moderator.id, c.req.valid('param').id, action === 'ban', deps.clock()),
        );
      },
    );
  }
  return router;
}
