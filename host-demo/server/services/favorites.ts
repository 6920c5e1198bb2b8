import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import { categoriesOf, courseView, findCourses } from './courseView';
import { CITY_SELECT, cityView, type CityRow } from './places';

/** Favorites one golfer may keep of each kind. */
export const MAX_FAVORITES = 200;

/** Favorite courses and favorite cities differ only in what they point at. */
export interface FavoriteKind {
  table: 'favorite_courses' | 'favorite_cities';
  /** The answer key of one favorite. */
  item: 'favorite_course' | 'favorite_city';
  column: 'course_id' | 'city_id';
  noun: 'course' | 'city';
  plural: 'courses' | 'cities';
  /** The places of these ids that exist, as answered elsewhere in the API, by id. */
  views(db: Database.Database, ids: string[], origin: string): Map<string, object>;
}

export const FAVORITE_COURSES: FavoriteKind = {
  table: 'favorite_courses',
  item: 'favorite_course',
  column: 'course_id',
  noun: 'course',
  plural: 'courses',
  views(db, ids, origin) {
    const categories = categoriesOf(db, ids);
    return new Map(
      findCourses(db, ids).map((r) => [
        r.id,
        { ...courseView(r, origin, categories.get(r.id) ?? []), is_favorite: true },
      ]),
    );
  },
};

export const FAVORITE_CITIES: FavoriteKind = {
  table: 'favorite_cities',
  item: 'favorite_city',
  column: 'city_id',
  noun: 'city',
  plural: 'cities',
  views(db, ids) {
    const rows = db
      .prepare(`${CITY_SELECT} WHERE ci.id IN (SELECT value FROM json_each(?))`)
      .all(JSON.stringify(ids)) as CityRow[];
    return new Map(rows.map((r) => [r.id, cityView(r)]));
  },
};

/**
 * A user's favorites of a kind, newest first: `{ id, course_id, course, created_at }` (or
 * `city_id`, `city`). `id` is the place's id, the one DELETE takes.
 */
export function listFavorites(db: Database.Database, kind: FavoriteKind, userId: string, origin: string) {
  const rows = db
    .prepare(
      `SELECT ${kind.column} AS id, created_at FROM ${kind.table} WHERE user_id = ? ORDER BY created_at DESC, rowid DESC`,
    )
    .all(userId) as { id: string; created_at: string }[];
  const places = kind.views(
    db,
    rows.map((r) => r.id),
    origin,
  );
  return rows.flatMap(({ id, created_at }) => {
    const place = places.get(id);
    return place ? [favoriteView(kind, id, place, created_at)] : [];
  });
}

function favoriteView(kind: FavoriteKind, id: string, place: object, createdAt: string) {
  return { id, [kind.column]: id, [kind.noun]: place, created_at: createdAt };
}

/**
 * Adds a favorite; answers it and whether it is new (adding twice is harmless).
 * 404 for an unknown place, 422 past MAX_FAVORITES.
 */
export function addFavorite(
  db: Database.Database,
  kind: FavoriteKind,
  userId: string,
  placeId: string,
  origin: string,
  now: Date,
): { favorite: ReturnType<typeof favoriteView>; created: boolean } {
  const place = kind.views(db, [placeId], origin).get(placeId);
  if (!place) throw new HttpError(404, `${kind.noun === 'city' ? 'City' : 'Course'} not found`);
  return db.transaction(() => {
    const existing = db
      .prepare(`SELECT created_at FROM ${kind.table} WHERE user_id = ? AND ${kind.column} = ?`)
      .get(userId, placeId) as { created_at: string } | undefined;
    if (existing)
      return { favorite: favoriteView(kind, placeId, place, existing.created_at), created: false };
    const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${kind.table} WHERE user_id = ?`).get(userId) as {
      n: number;
    };
    if (n >= MAX_FAVORITES)
      throw new HttpError(422, `You can keep up to ${MAX_FAVORITES} favorite ${kind.plural}.`);
    db.prepare(`INSERT INTO ${kind.table} (user_id, ${kind.column}, created_at) VALUES (?, ?, ?)`).run(
      userId,
      placeId,
      now.toISOString(),
    );
    return { favorite: favoriteView(kind, placeId, place, now.toISOString()), created: true };
  })();
}

/** Removes one of the user's favorites; 404 when it is not one of theirs. */
export function removeFavorite(
  db: Database.Database,
  kind: FavoriteKind,
  userId: string,
  placeId: string,
): void {
  const gone = db
    .prepare(`DELETE FROM ${kind.table} WHERE user_id = ? AND ${kind.column} = ?`)
    .run(userId, placeId);
  if (gone.changes === 0) throw new HttpError(404, 'Favorite not found');
}
