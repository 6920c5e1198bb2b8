import type { Answer } from '../../../src/core/api/apiPaths';

/** What the favorites screen shows of a favourite course or city (both answers fit it). */
export interface Place {
  id: string;
  name: string;
  /** Cities: "Austin, TX". */
  label?: string;
  addressCity?: string;
  addressState?: string;
  hierarchizedUrl?: string;
}

export type FavoriteCourse = Favorites['favoriteCourses'][number];

export type FavoriteCity = Favorites['favoriteCities'][number];

/** GET v6/favorite_courses and GET v6/favorite_cities together: the contract's types. */
export interface Favorites {
  favoriteCourses: Answer<'get', 'v6/favorite_courses'>['favoriteCourses'];
  favoriteCities: Answer<'get', 'v6/favorite_cities'>['favoriteCities'];
}
