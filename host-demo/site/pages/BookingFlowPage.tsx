import { useLocation, useParams, useSearchParams } from 'react-router';
import { useSite } from '../shell/siteContext';
import { NotFoundPage } from './NotFoundPage';

const HEADINGS: Record<string, string> = {
  'booking-options': 'Booking options',
  'rate-types': 'Choose a rate',
  'select-provider': 'Choose a provider',
};

/**
 * /booking-options, /rate-types/at/{courseId}, /select-provider/at/{courseId}: the steps of
 * `<teetime-picker>` for one course (its time-slot, rate-type and provider steps), the date and
 * players from the query (?courseId= for /booking-options).
 */
export function BookingFlowPage() {
  const { brand } = useSite();
  const { courseId: inPath } = useParams();
  const [query] = useSearchParams();
  const step = useLocation().pathname.split('/')[1] ?? '';
  const courseId = inPath ?? query.get('courseId') ?? '';
  if (!courseId) return <NotFoundPage />;
  return (
    <>
      <h1 className="page-title">{HEADINGS[step] ?? 'Tee times'}</h1>
      <div className="panel widget-panel">
        <teetime-picker
          brand={brand.id}
          course-id={courseId}
          date={query.get('date') ?? undefined}
          players={query.get('players') ?? undefined}
          rate-type={query.get('rateType') ?? undefined}
          tab="tee-details"
        />
      </div>
    </>
  );
}
