import type { SearchLocation } from '../../../src/domain/search/searchFilters';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ListDeal } from '../types';
import type { CourseChoice } from '../useGo';
import { DealEntry } from './DealEntry';
import { Results } from './Results';

interface Props {
  id: string;
  location: SearchLocation;
  locale?: string;
  syncUrl?: boolean;
  selectCourse: (c: CourseChoice) => void;
}

/** A chosen deal, then deals around it: special rate only, lowest price first. */
export function DealView({ id, location, locale, syncUrl, selectCourse }: Props) {
  const { api } = useWidget();
  const req = useRequest(
    (signal) => api.get<{ deal: ListDeal }>(`v6/deals/${encodeURIComponent(id)}`, { signal }),
    [id],
  );
  const deal = req.data?.deal;
  const near: SearchLocation = {
    ...location,
    latitude: location.latitude ?? deal?.latitude,
    longitude: location.longitude ?? deal?.longitude,
  };
  return (
    <>
      {req.status === 'error' && req.error && (
        <ErrorNotice message={req.error.message} onRetry={req.reload} />
      )}
      {!deal && req.status !== 'error' && <Skeleton rows={1} label="Loading the deal" />}
      {deal && (
        <div className="tt-panel">
          <DealEntry deal={deal} locale={locale} onSelect={selectCourse} h2 />
          {deal.description && <p>{deal.description}</p>}
        </div>
      )}
      {near.latitude !== undefined && (
        <Results
          list="deals"
          location={near}
          heading="Deals nearby"
          locale={locale}
          syncUrl={syncUrl}
          selectCourse={selectCourse}
        />
      )}
    </>
  );
}
