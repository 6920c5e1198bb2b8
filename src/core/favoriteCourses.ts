import type { ApiClient } from './apiClientTypes';
import { createTtlCache, type TtlCache } from './ttlCache';

/**
 * The golfer's favourite courses (`GET v6/favorite_courses`) as the search's hearts read them:
 * kept in the session cache for its default lifetime (4 minutes, spec 02 §9), per API and
 * golfer. Where they change (a heart, the account's Favorites) the entry is marked stale, so the
 * next reader asks again; when a change fails it is removed, as nobody knows what the server has.
 * Sign-out clears the whole cache (clearSignedInData).
 */
const entry = (api: ApiClient, user: string) => `favorite-courses:${api.baseURL}:${user}`;

export async function favoriteCourseIds(
  api: ApiClient,
  user: string,
  cache: TtlCache = createTtlCache(),
): Promise<string[]> {
  const hit = cache.get<string[]>(entry(api, user));
  if (hit && !hit.stale) return hit.data;
  const answer = await api.get('v6/favorite_courses');
  const ids = answer.favoriteCourses.map((f) => String(f.courseId));
  cache.set(entry(api, user), ids);
  return ids;
}

/** A favourite was added or removed: the next reader asks the API. */
export function favoritesChanged(api: ApiClient, user: string, cache: TtlCache = createTtlCache()): void {
  cache.markStale(entry(api, user));
}

/** A change failed: the cached list is dropped. */
export function forgetFavorites(api: ApiClient, user: string, cache: TtlCache = createTtlCache()): void {
  cache.remove(entry(api, user));
}
