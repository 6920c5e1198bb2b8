import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { getPosition } from '../../../src/core/geolocation';
import { guardFeature, isFeatureOn } from '../../../src/core/features';
import type { SearchLocation } from '../../../src/domain/search/searchFilters';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { routeAtom } from '../store';
import type { ListDeal } from '../types';
import type { CourseChoice } from '../useGo';
import { DealEntry } from './DealEntry';
import { Results } from './Results';

interface Props {
  /** The chosen deal; none on /deals (the golfer's own city). */
  id?: string;
  location?: SearchLocation;
  locale?: string;
  syncUrl?: boolean;
  selectCourse: (c: CourseChoice) => void;
}

type Point = { latitude: number; longitude: number };

/**
 * A chosen deal, then the deals of its city (dealsPage feature, spec 01 §2): the city of the deal
 * (or, on /deals, of the golfer's position) is looked up, and a city search runs with the special
 * rate only, lowest price first. Without a position /deals goes home.
 */
export function DealView({ id, location, locale, syncUrl, selectCourse }: Props) {
  const { api, brand } = useWidget();
  const setRoute = useSetAtom(routeAtom);
  const allowed = isFeatureOn(brand, 'dealsPage');
  useEffect(() => guardFeature(brand, 'dealsPage', () => setRoute({ kind: 'notFound' })), [brand, setRoute]);
  const req = useRequest(
    (signal) => api.get<{ deal: ListDeal }>(`v6/deals/${encodeURIComponent(id ?? '')}`, { signal }),
    [id],
    allowed && !!id,
  );
  const deal = req.data?.deal;
  const lat = location?.latitude ?? deal?.latitude;
  const lon = location?.longitude ?? deal?.longitude;
  const city = useRequest(
    async (signal) => {
      let point: Point | null =
        lat !== undefined && lon !== undefined ? { latitude: lat, longitude: lon } : null;
      if (!id) point = await getPosition().catch(() => null);
      if (!point) return null;
      const answer = await api.get<{ city: SearchLocation }>('v6/cities/for_coordinates', {
        params: { lat: point.latitude, lon: point.longitude },
        signal,
      });
      return { ...answer.city, type: 'City' } as SearchLocation;
    },
    [id, lat, lon],
    allowed && (!id || lat !== undefined),
  );
  const noPlace = city.status === 'done' && !city.data;
  useEffect(() => {
    if (noPlace) setRoute({ kind: 'home' });
  }, [noPlace, setRoute]);
  if (!allowed) return null;
  const place = city.data;
  return (
    <>
      {req.status === 'error' && req.error && (
        <ErrorNotice message={req.error.message} onRetry={req.reload} />
      )}
      {id && !deal && req.status !== 'error' && <Skeleton rows={1} label="Loading the deal" />}
      {deal && (
        <div className="tt-panel">
          <DealEntry deal={deal} locale={locale} onSelect={selectCourse} h2 />
          {deal.description && <p>{deal.description}</p>}
        </div>
      )}
      {city.status === 'error' && city.error && (
        <ErrorNotice message={city.error.message} onRetry={city.reload} />
      )}
      {!id && !place && city.status !== 'error' && <Skeleton rows={3} label="Finding deals near you" />}
      {place && (
        <Results
          list="deals"
          location={place}
          heading={`Deals in ${place.label ?? place.name ?? 'this city'}`}
          locale={locale}
          syncUrl={syncUrl}
          selectCourse={selectCourse}
        />
      )}
    </>
  );
}
