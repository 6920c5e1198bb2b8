import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLayoutEffect, useRef, useState } from 'react';
import { isFeatureOn } from '../../src/core/features';
import { filtersFromQuery } from '../../src/domain/search/filtersQuery';
import { parseQuery } from '../../src/domain/search/queryRules';
import { useWarmFormats } from '../../src/ui/useWarmFormats';
import { useWidget } from '../../src/ui/WidgetContext';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import type { SearchProps } from './element';
import { preloadedStart, openPreloadedStart } from './preloadedStart';
import { attributeFilters } from './preloadSearch';
import { filtersAtom, routeAtom, sortAtom } from './store';
import { useGo } from './useGo';
import { DealView } from './views/DealView';
import { Explore } from './views/Explore';
import { Home } from './views/Home';
import { Results } from './views/Results';
import { SearchBox } from './views/SearchBox';
import { SearchForm } from './views/SearchForm';

/** `<teetime-search>`: the form, then what the chosen location leads to. */
export function SearchApp({
  location,
  date,
  players,
  holes,
  category,
  courseUrl,
  syncUrl,
  home,
  hotDeals,
  locale,
}: SearchProps & CommonProps) {
  const { api, brand } = useWidget();
  const store = useStore();
  // A place's suggestions already in: its list shows in this first render (set before it is read).
  const [start] = useState(() => {
    if (syncUrl) return undefined;
    const known = preloadedStart(
      api,
      location,
      attributeFilters({ date, players, holes, category, hotDeals }),
    );
    openPreloadedStart(store, known);
    return known;
  });
  const started = useRef(false);
  const [route, setRoute] = useAtom(routeAtom);
  const setFilters = useSetAtom(filtersAtom);
  const searched = !!useAtomValue(filtersAtom).location;
  const setSort = useSetAtom(sortAtom);
  const { go, goPath, selectCourse } = useGo(courseUrl);
  const [message, setMessage] = useState('');

  // A layout effect: the first call (autocomplete or list) leaves as soon as the element renders.
  useLayoutEffect(() => {
    let f = attributeFilters({ date, players, holes, category, hotDeals });
    if (syncUrl) {
      f = filtersFromQuery(window.location.search, f);
      setSort(parseQuery(window.location.search).sort ?? null);
    }
    // The first run after a known start: its list is already shown (or its suggestions are in).
    const known = started.current ? undefined : start;
    started.current = true;
    if (known?.list) return;
    setFilters(f);
    const begin = f.location
      ? go(f.location, true)
      : location
        ? goPath(location, known?.suggestions)
        : Promise.resolve('');
    void begin.then(setMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location, date, players, holes, category, syncUrl, hotDeals]);
  useWarmFormats(locale, !!location);

  const shared = { locale, syncUrl, selectCourse };
  return (
    <SearchBox>
      <SearchForm go={go} message={message} />
      {isFeatureOn(brand, 'exploreCountriesStates') && route.kind === 'home' && (
        <button
          type="button"
          className="tt-link"
          onClick={() => setRoute({ kind: 'explore', url: '/explore' })}
        >
          Explore courses by place
        </button>
      )}
      {home && route.kind === 'home' && !location && !searched && (
        <Home selectCourse={selectCourse} locale={locale} />
      )}
      {route.kind === 'list' && (
        <Results key={route.list} list={route.list} location={route.location} {...shared} />
      )}
      {route.kind === 'deal' && <DealView id={route.id} location={route.location} {...shared} />}
      {route.kind === 'explore' && <Explore url={route.url} {...shared} />}
      {route.kind === 'notFound' && (
        <section className="tt-panel" aria-labelledby="tt-nf">
          <h2 id="tt-nf">Page not found</h2>
          <p>We couldn't find that place. Search for a city, course or zip code instead.</p>
          <button type="button" className="tt-button" onClick={() => setRoute({ kind: 'home' })}>
            Back to search
          </button>
        </section>
      )}
    </SearchBox>
  );
}
