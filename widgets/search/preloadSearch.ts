import { AUTOCOMPLETE_PATH, lookupParams } from '../../src/domain/search/autocompleteRules';
import { startHotDealsSearch } from '../../src/domain/search/filterRules';
import { filtersFromQuery } from '../../src/domain/search/filtersQuery';
import { defaultSort, locationRoute } from '../../src/domain/search/locationRoute';
import type { SearchFilters, SearchLocation } from '../../src/domain/search/searchFilters';
import { LOCATION_LIST_PATH, toApiParams } from '../../src/domain/search/toApiParams';
import type { WidgetPreload } from '../../src/ui/withPreload';
import type { SearchProps } from './element';

const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

/** The filters the element's attributes start with, through the spec's query rules (bad values ignored as in a URL). */
export function attributeFilters(props: SearchProps): SearchFilters {
  const { date, players, holes, category, hotDeals } = props;
  const f = filtersFromQuery({ date, players: text(players), holes: text(holes), category });
  return hotDeals ? startHotDealsSearch(f) : f;
}

/** The place's name a `location` attribute starts from (trimmed), or undefined for a path. */
export function placeName(location: string | undefined): string | undefined {
  const place = location?.trim().replace(/\/+$/, '');
  return place && !place.startsWith('/') ? place : undefined;
}

/**
 * A search that starts from a place's name (`location="Austin"`) asks for its suggestions as the
 * element connects and for the first one's course list as soon as they answer, without a render
 * in between: the calls App (preloadedStart, useGo) and Results make, so they take both answers.
 * Settles once the list has answered (or failed), so the UI mounts then (or after
 * FIRST_CALLS_WAIT_MS) and its first render shows the place's courses: one layout and paint,
 * where a first render of the form alone was followed by a frame, its layout, and the list.
 * A place is read as golfers type it ("Austin, TX", "austin tx", "Scottsdale, Arizona", a zip
 * code, whose city the autocomplete answers first, a course's name): its first suggestion is the
 * place, so the list is the second and last call. Paths (explore, sections, deals), positions and
 * URL-synced pages are left to the UI.
 */
export const preloadSearch: WidgetPreload<SearchProps> = ({ props, api }) => {
  const place = placeName(props.location);
  if (!place || props.syncUrl) return;
  const filters = attributeFilters(props);
  const ignore = () => undefined;
  return api
    .get(AUTOCOMPLETE_PATH, { params: lookupParams(place) })
    .then(([location]: readonly SearchLocation[]) => {
      const route = location && locationRoute(location, { searchedCourse: filters.searchedCourse });
      if (!location || route?.kind !== 'list' || route.list === 'section') return;
      const f = { ...filters, location, nearMeSearch: route.list === 'nearMe' };
      const sort = defaultSort(route.list, {
        searchedCourse: f.searchedCourse,
        hasPosition: location.type === 'Current',
      });
      return api.get(LOCATION_LIST_PATH, { params: { ...toApiParams(f, { sort }) } }).catch(ignore);
    })
    .catch(ignore);
};
