import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import type { Answer, AnyShape } from '../../../src/core/api/apiPaths';
import { ApiError } from '../../../src/core/apiError';
import { guardFeature, isFeatureOn } from '../../../src/core/features';
import type { SearchLocation } from '../../../src/domain/search/searchFilters';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { routeAtom } from '../store';
import type { CourseChoice } from '../useGo';
import { Results } from './Results';

interface Place {
  id: string;
  name: string;
  label?: string;
  hierarchizedUrl: string;
  states?: Place[];
}
/** GET v6/explore: the countries, a country's states, a state's cities, or a city. */
type ExploreAnswer = AnyShape<Answer<'get', 'v6/explore'>>;

interface Props {
  url: string;
  locale?: string;
  syncUrl?: boolean;
  selectCourse: (c: CourseChoice) => void;
}

/** Explore by country, state and city (exploreCountriesStates feature); unknown places → not found. */
export function Explore({ url, locale, syncUrl, selectCourse }: Props) {
  const { api, brand } = useWidget();
  const setRoute = useSetAtom(routeAtom);
  const allowed = isFeatureOn(brand, 'exploreCountriesStates');
  useEffect(
    () => guardFeature(brand, 'exploreCountriesStates', () => setRoute({ kind: 'notFound' })),
    [brand, setRoute],
  );
  const req = useRequest(
    (signal) =>
      api.get('v6/explore', {
        params: url === '/explore' ? {} : { hierarchizedUrl: url },
        signal,
      }),
    [url],
    allowed,
  );
  const notFound = req.error instanceof ApiError && req.error.status === 404;
  useEffect(() => {
    if (notFound) setRoute({ kind: 'notFound' });
  }, [notFound, setRoute]);

  const d: ExploreAnswer | undefined = req.data;
  if (req.status === 'error' && !notFound)
    return <ErrorNotice message={req.error!.message} onRetry={req.reload} />;
  if (!d || req.status === 'loading') return <Skeleton rows={3} label="Loading places" />;
  const links = (title: string, places: Place[]) => (
    <nav aria-label={title} className="tt-explore">
      <h2>{title}</h2>
      <ul>
        {places.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="tt-link"
              onClick={() => setRoute({ kind: 'explore', url: p.hierarchizedUrl })}
            >
              {p.label ?? p.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
  const list = (kind: 'city' | 'state', p: Place, extra?: ReactNode) => {
    const location: SearchLocation = {
      type: kind === 'city' ? 'City' : 'State',
      id: p.id,
      name: p.name,
      label: p.label ?? p.name,
      hierarchizedUrl: p.hierarchizedUrl,
    };
    return (
      <>
        {extra}
        <Results
          list={kind}
          location={location}
          locale={locale}
          syncUrl={syncUrl}
          selectCourse={selectCourse}
        />
      </>
    );
  };
  if (d.city) return list('city', d.city);
  if (d.state) return list('state', d.state, links(`Cities in ${d.state.name}`, d.cities ?? []));
  if (d.country) return links(`Explore ${d.country.name}`, d.states ?? []);
  return links('Explore golf by country', d.countries ?? []);
}
