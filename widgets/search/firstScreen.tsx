import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../src/core/apiClient';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import type { SearchProps } from './element';
import { preloadedStart, openPreloadedStart } from './preloadedStart';
import { attributeFilters } from './preloadSearch';
import { Results } from './views/Results';
import { SearchBox } from './views/SearchBox';
import { SearchForm } from './views/SearchForm';

/**
 * `<teetime-search>`'s first screen: SearchApp's first render when a place's suggestions and its
 * course list are already in (preloadedStart, then Results taking the list's answer), by its own views
 * with a store set as SearchApp sets its own: the collapsed search form and the list's first
 * cards. Null when that render would not show that list: `sync-url` (the page's address decides),
 * no place-name `location`, suggestions not in or leading elsewhere than a course list, or a
 * section (it waits for the golfer's position).
 */
export function searchFirstScreen(props: SearchProps & CommonProps, api: ApiClient): ReactNode | null {
  if (props.syncUrl) return null;
  const known = preloadedStart(api, props.location, attributeFilters(props));
  const route = known?.list?.route;
  if (route?.kind !== 'list' || route.list === 'section') return null;
  const store = createStore();
  openPreloadedStart(store, known);
  const none = () => undefined;
  return (
    <Provider store={store}>
      <SearchBox>
        <SearchForm go={() => Promise.resolve('')} />
        <Results list={route.list} location={route.location} locale={props.locale} selectCourse={none} />
      </SearchBox>
    </Provider>
  );
}
