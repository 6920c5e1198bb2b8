import type { CourseSort } from './constants';
import type { SearchLocation } from './searchFilters';

/** The course lists of the discovery half. */
export type CourseListKind = 'city' | 'state' | 'section' | 'nearMe' | 'deals';

/**
 * Default sort per list (spec 01 §2, §9): distance for cities, or best match when a searched
 * course is given; name ascending for states; for sections distance when a position is known and
 * name ascending without one; lowest price first for deals; distance near me.
 */
export function defaultSort(
  list: CourseListKind,
  context: { searchedCourse?: string | null; hasPosition?: boolean } = {},
): CourseSort {
  switch (list) {
    case 'city':
      return context.searchedCourse ? 'best_match' : 'distance';
    case 'state':
      return 'name';
    case 'section':
      return context.hasPosition ? 'distance' : 'name';
    case 'deals':
      return 'price';
    case 'nearMe':
      return 'distance';
  }
}

/** Where choosing a location leads. `path` is the main site's route for it, when it has one. */
export type LocationRoute =
  | { kind: 'list'; list: CourseListKind; path: string; sort: CourseSort; location: SearchLocation }
  | { kind: 'course'; courseId: string; path?: string }
  | { kind: 'deal'; dealId: string; path: string }
  | { kind: 'resolveZipcode'; query: string }
  | { kind: 'invalid'; reason: string };

export interface RouteContext {
  searchedCourse?: string | null;
  /** A user position is known (sections then sort by distance). */
  hasPosition?: boolean;
}

/**
 * Where choosing a location leads, by its type (spec 01 §4): City → city list, State → state list,
 * Course → hand over to the tee-time picker, Deal → the deal, Section → section list, Zipcode →
 * resolve through suggestions first (see resolveZipcode), Current → near-me list. A location
 * missing what its route needs (a city without URL, a course without id…) is `invalid`.
 */
export function locationRoute(location: SearchLocation, context: RouteContext = {}): LocationRoute {
  const list = (kind: CourseListKind, path: string): LocationRoute => ({
    kind: 'list',
    list: kind,
    path,
    sort: defaultSort(kind, context),
    location,
  });
  switch (location.type) {
    case 'City':
      return location.hierarchizedUrl
        ? list('city', location.hierarchizedUrl)
        : { kind: 'invalid', reason: 'City without a URL' };
    case 'State':
      return location.hierarchizedUrl
        ? list('state', location.hierarchizedUrl)
        : { kind: 'invalid', reason: 'State without a URL' };
    case 'Section':
      return location.slug
        ? list('section', `/sections/${encodeURIComponent(location.slug)}`)
        : { kind: 'invalid', reason: 'Section without a slug' };
    case 'Current':
      return location.latitude !== undefined && location.longitude !== undefined
        ? list('nearMe', '/explore/currentlocation')
        : { kind: 'invalid', reason: 'Current location without coordinates' };
    case 'Course':
      if (!location.id) return { kind: 'invalid', reason: 'Course without an id' };
      return location.hierarchizedUrl
        ? { kind: 'course', courseId: location.id, path: location.hierarchizedUrl }
        : { kind: 'course', courseId: location.id };
    case 'Deal':
      return location.id
        ? { kind: 'deal', dealId: location.id, path: `/deals/${encodeURIComponent(location.id)}` }
        : { kind: 'invalid', reason: 'Deal without an id' };
    case 'Zipcode': {
      const query = (location.name ?? location.label ?? location.slug ?? '').trim();
      return query ? { kind: 'resolveZipcode', query } : { kind: 'invalid', reason: 'Zip code without text' };
    }
  }
}
