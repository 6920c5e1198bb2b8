import { startHotDealsSearch } from '../../src/domain/search/filterRules';
import { filtersFromQuery } from '../../src/domain/search/filtersQuery';
import { AUTOCOMPLETE_PATH, autocompleteParams } from '../../src/domain/search/autocompleteRules';
import { locationRoute } from '../../src/domain/search/locationRoute';
import type { SearchLocation } from '../../src/domain/search/searchFilters';
import { toApiParams } from '../../src/domain/search/toApiParams';
import type { WidgetPreload } from '../../src/ui/withPreload';
import type { SearchProps } from './element';

const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));

/**
 * A search with a `location` text asks for its suggestions as soon as the element renders, and
 * for the first suggestion's course list as soon as they answer, without a render in between:
 * the calls App, useGo and views/Results make (the attributes through the spec's query rules, the
 * list's default sort, no position), so they take both answers. Paths, `sync-url` (the page's
 * address may name another place) and places that lead elsewhere (a course, a deal, a zip code,
 * a section) are left to the UI.
 */
export const preloadSearch: WidgetPreload<SearchProps> = ({ props, api }) => {
  const { date, players, holes, category, hotDeals } = props;
  const q = props.location?.trim().replace(/\/+$/, '');
  if (!q || q.startsWith('/') || props.syncUrl) return;
  let filters = filtersFromQuery({ date, players: text(players), holes: text(holes), category });
  if (hotDeals) filters = startHotDealsSearch(filters);
  api
    .get<SearchLocation[]>(AUTOCOMPLETE_PATH, { params: autocompleteParams(q) ?? { q } })
    .then(([place]) => {
      const route = place ? locationRoute(place, filters) : null;
      if (place && route?.kind === 'list' && route.list !== 'section')
        return api.get('v6/courses/location_list', {
          params: {
            ...toApiParams(
              { ...filters, location: place, nearMeSearch: route.list === 'nearMe' },
              { sort: route.sort },
            ),
          },
        });
    })
    .catch(() => undefined);
};
