import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { requestOrigin } from '../http/origin';
import { addFavorite, listFavorites, removeFavorite, type FavoriteKind } from '../services/favorites';
import { idField, idParam } from '../schemas/accountSchemas';
import { successResponse } from '../schemas/accountResponses';
import { favoriteResponses } from '../schemas/favoriteResponses';

/**
 * `v6/favorite_courses` or `v6/favorite_cities` (spec 02 §7): GET the signed-in golfer's
 * favorites with the course or city objects, POST one by id, DELETE one by the place's id.
 */
export function favoritesRoutes(deps: AppDeps, kind: FavoriteKind): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const base = `/api/v6/${kind.table}`;
  const tags = ['favorites'];
  const listKey = kind.table;
  const itemKey = kind.item;
  const body = v.object({ [kind.column]: idField });

  const route = routesOf(router, base);

  route(
    {
      method: 'get',
      path: '/',
      summary: `Your favorite ${kind.plural}, newest first, each with its ${kind.noun}`,
      tags,
      auth: true,
      responses: {
        200: { description: `Your favorite ${kind.plural}`, schema: favoriteResponses(kind).list },
        401: 'Sign in required',
      },
    },
    (c) => c.json({ [listKey]: listFavorites(deps.db, kind, requireUser(c).id, requestOrigin(c)) }),
  );

  route(
    {
      method: 'post',
      path: '/',
      summary: `Add a favorite ${kind.noun} (adding it again answers 200)`,
      tags,
      auth: true,
      body,
      responses: {
        200: { description: 'Already a favorite', schema: favoriteResponses(kind).one },
        201: { description: 'Added', schema: favoriteResponses(kind).one },
        401: 'Sign in required',
        404: `${kind.noun === 'city' ? 'City' : 'Course'} not found`,
        422: 'validation_errors, or too many favorites',
      },
    },
    (c) => {
      const user = requireUser(c);
      const placeId = (c.req.valid('json') as Record<string, string>)[kind.column] as string;
      const { favorite, created } = addFavorite(
        deps.db,
        kind,
        user.id,
        placeId,
        requestOrigin(c),
        deps.clock(),
      );
      return c.json({ [itemKey]: favorite }, created ? 201 : 200);
    },
  );

  route(
    {
      method: 'delete',
      path: '/:id',
      summary: `Remove a favorite ${kind.noun} (id: the ${kind.noun}'s id)`,
      tags,
      auth: true,
      params: idParam,
      responses: {
        200: { description: 'Removed', schema: successResponse },
        401: 'Sign in required',
        404: 'Favorite not found',
      },
    },
    (c) => {
      removeFavorite(deps.db, kind, requireUser(c).id, c.req.valid('param').id);
      return c.json({ success: true });
    },
  );

  return router;
}
