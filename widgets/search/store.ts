import { atom } from 'jotai';
import type { CourseSort } from '../../src/domain/search/constants';
import type { CourseListKind } from '../../src/domain/search/locationRoute';
import {
  defaultFilters,
  type SearchFilters,
  type SearchLocation,
} from '../../src/domain/search/searchFilters';

/** What the element shows under the form. */
export type Route =
  | { kind: 'home' }
  | { kind: 'list'; list: CourseListKind; location: SearchLocation }
  /** A deal (id) and the deals of its city; without an id, the deals of the golfer's city (/deals). */
  | { kind: 'deal'; id?: string; location?: SearchLocation }
  | { kind: 'explore'; url: string }
  | { kind: 'notFound' };

/** Search and filter values of this element (each element has its own store). */
export const filtersAtom = atom<SearchFilters>(defaultFilters());
export const routeAtom = atom<Route>({ kind: 'home' });
/** The sort the golfer picked; null = the list's default sort. */
export const sortAtom = atom<CourseSort | null>(null);
/** Favourites toggled here (course id → isFavorite), over what the API answered. */
export const favoritesAtom = atom<Record<string, boolean>>({});
