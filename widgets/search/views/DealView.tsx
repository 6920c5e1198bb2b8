import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { guardFeature, isFeatureOn } from '../../../src/core/features';
import type { SearchLocation } from '../../../src/domain/search/searchFilters';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { routeAtom } from '../store';
import type { CourseChoice } from '../useGo';
import { DealEntry } from './DealEntry';
import { Results } from './Results';

interface Props {
  /** The chosen deal; none on /deals, whose location is the golfer's position. */
  id?: string;
  location?: SearchLocation;
  locale?: string;
  syncUrl?: boolean;
  selectCourse: (c: CourseChoice) => void;
}

/**
 * A chosen deal, then the deals of its city (dealsPage feature, spec 01 §2): the city of the deal
 * (on /deals, of the golfer's position) is looked up and a city search runs with the special rate only, lowest price first.
 */
export function DealView({ id, location, locale, syncUrl, selectCourse }: Props) {
  const { api, brand } = useWidget();
  const setRoute = useSetAtom(routeAtom);
  const allowed = isFeatureOn(brand, 'dealsPage');
  useEffect(() => guardFeature(brand, 'dealsPage', () => setRoute({ kind: 'notFound' })), [brand, setRoute]);
  const req = useRequest(
    (signal) => api.get(`v6/deals/${encodeURIComponent(id ?? '')}`, { signal }),
    [id],
    allowed && !!id,
  );
  const deal = req.data?.deal;
  const lat = location?.latitude ?? deal?.latitude;
  const lon = location?.longitude ?? deal?.longitude;
  const found = useRequest(
    (signal) => api.get('v6/cities/for_coordinates', { params: { lat, lon }, signal }),
    [lat, lon],
    allowed && lat !== undefined,
  );
  const city = found.data && { ...found.data.city, type: 'City' as const };
  if (!allowed) return null;
  const failed = req.error ? req : found.error ? found : null;
  return (
    <>
      {failed && <ErrorNotice message={failed.error!.message} onRetry={failed.reload} />}
      {!city && !failed && <Skeleton rows={2} label="Loading deals" />}
      {deal && (
        <div className="tt-banner">
          <DealEntry deal={deal} locale={locale} onSelect={selectCourse} h2 />
          {deal.description && <p>{deal.description}</p>}
        </div>
      )}
      {city && (
        <Results
          list="deals"
          location={city}
          heading={`Deals in ${city.label ?? city.name}`}
          locale={locale}
          syncUrl={syncUrl}
          selectCourse={selectCourse}
        />
      )}
    </>
  );
}
