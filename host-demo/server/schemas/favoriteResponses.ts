/**
 * Response schemas of the favorites routes, one pair per kind (courses, cities): the list
 * (`{ favorite_courses: [...] }`) and one favorite (`{ favorite_course: {...} }`).
 */
import * as v from 'valibot';
import type { FavoriteKind } from '../services/favorites';
import { cityResponse, courseResponse } from './catalogResponses';

export function favoriteResponses(kind: FavoriteKind) {
  const favorite = v.object({
    id: v.pipe(v.string(), v.description(`The ${kind.noun}'s id`)),
    [kind.column]: v.string(),
    [kind.noun]: kind.noun === 'city' ? cityResponse : courseResponse,
    created_at: v.string(),
  });
  return {
    list: v.object({ [kind.table]: v.array(favorite) }),
    one: v.object({ [kind.item]: favorite }),
  };
}
