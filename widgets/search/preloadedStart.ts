import type { createStore } from 'jotai';
import type { ApiClient } from '../../src/core/apiClient';
import { takeAnswer } from '../../src/core/preloads';
import { AUTOCOMPLETE_PATH, lookupParams } from '../../src/domain/search/autocompleteRules';
import { locationRoute } from '../../src/domain/search/locationRoute';
import type { SearchFilters, SearchLocation } from '../../src/domain/search/searchFilters';
import { placeName } from './preloadSearch';
import { filtersAtom, routeAtom, type Route } from './store';

/** A place-name start whose suggestions are already in. */
export interface PreloadedStart {
  /** The place's suggestions: the answer of the element's first call (preloadSearch). */
  suggestions: SearchLocation[];
  /** Where the first one leads when it is a course list: the route, and the filters it shows. */
  list?: { route: Route; filters: SearchFilters };
}

/**
 * Where a search that starts from a place's name (`location="Austin"`) goes, when the answer of
 * its suggestions is already in (the element's first calls, src/core/preloads): taken here, so
 * the first render shows the place's list (its route and filters, as useGo's `go` sets them)
 * instead of the form alone, then the list a paint later. Undefined when nothing is in (paths,
 * or the answer not in yet): the App asks as usual.
 */
export function preloadedStart(
  api: ApiClient,
  location: string | undefined,
  filters: SearchFilters,
): PreloadedStart | undefined {
  const place = placeName(location);
  if (!place) return undefined;
  const suggestions = takeAnswer(api, AUTOCOMPLETE_PATH, { params: lookupParams(place) });
  if (!Array.isArray(suggestions)) return undefined;
  const first = suggestions[0];
  const route = first && locationRoute(first, { searchedCourse: filters.searchedCourse });
  if (!first || route?.kind !== 'list') return { suggestions };
  return {
    suggestions,
    list: {
      route: { kind: 'list', list: route.list, location: first },
      filters: { ...filters, location: first, nearMeSearch: route.list === 'nearMe' },
    },
  };
}

/**
 * Sets the list a known start leads to (its filters and route) in the store, before the first
 * render reads them (SearchApp's first render, and its first screen's).
 */
export function openPreloadedStart(
  store: ReturnType<typeof createStore>,
  known: PreloadedStart | undefined,
): void {
  if (!known?.list) return;
  store.set(filtersAtom, known.list.filters);
  store.set(routeAtom, known.list.route);
}
