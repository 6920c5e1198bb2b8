import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { recommendationsParams } from '../../../src/domain/booking/recommendations';
import { formatDate } from '../../../src/domain/format';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { dateAtom, filtersAtom, recommendedDateAtom, shownAtom } from '../store';

/** No tee times for the date: say so, and offer the next date that has some (spec 01 §4). */
export function NoTeeTimes({ courseId, locale }: { courseId: string; locale?: string }) {
  const { api } = useWidget();
  const [date, setDate] = useAtom(dateAtom);
  const { players } = useAtomValue(filtersAtom);
  const setRecommended = useSetAtom(recommendedDateAtom);
  const setShown = useSetAtom(shownAtom);
  const rec = useRequest(
    (signal) =>
      api.get('v6/failure_recommendation/tee_times', {
        params: recommendationsParams({ courseId, date, qty: players }, window.innerWidth),
        signal,
      }),
    [api, courseId, date, players],
  );
  const next =
    rec.data?.isRecommendedDate && rec.data.teeTimes.length > 0 && rec.data.date !== date
      ? rec.data.date
      : null;
  return (
    <div className="tt-panel">
      <p>No tee times are available on {formatDate(date ?? '', locale)} for these choices.</p>
      {next ? (
        <p>
          <button
            type="button"
            className="tt-button"
            onClick={() => {
              setRecommended(true);
              setShown(15);
              setDate(next);
            }}
          >
            See tee times on {formatDate(next, locale, { year: 'numeric' })}
          </button>
        </p>
      ) : (
        rec.status === 'done' && <p>Try another date, fewer players or other filters.</p>
      )}
    </div>
  );
}
