import { useAtomValue, useSetAtom } from 'jotai';
import { filterParams } from '../../../src/domain/booking/pickerRules';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { chosenRateAtom } from '../chosenRate';
import { partyPrice } from '../partyPrice';
import { updateFlow } from '../flow';
import { dateAtom, filtersAtom } from '../store';
import { Marks } from './icons';
import { Tile } from './Tile';
import { useTimesStyles } from './timesStyles';
import { rateName } from '../../../src/domain/booking/rateName';
import { useSteps } from '../useSteps';
import { LoadError } from './NotFound';
import { StepHeading } from './StepHeading';

/** Step 2: the rate types of the chosen time slot. */
export function RatesStep({
  courseId,
  timeSlot,
  locale,
}: {
  courseId: string;
  timeSlot: string;
  locale?: string;
}) {
  const t = useTimesStyles();
  const setRate = useSetAtom(chosenRateAtom);
  const { api, track } = useWidget();
  const date = useAtomValue(dateAtom) ?? '';
  const filters = useAtomValue(filtersAtom);
  const steps = useSteps(courseId);
  const params = { ...filterParams(date, filters), timeSlot };
  const path = `v6/tee_time_groups/at/${encodeURIComponent(courseId)}/rate_types` as const;
  const rates = useRequest(
    (signal) =>
      api.get(path, { params, signal }).then((a) => {
        updateFlow(courseId, { type: 'set', step: 'rateTypes', authToken: a.authToken ?? null });
        return a;
      }),
    [api, path, JSON.stringify(params)],
  );
  const price = (n: number) => formatPrice(n, locale);
  const { players } = filters;
  const list = rates.data?.rateTypes ?? [];
  return (
    <div>
      <StepHeading>Choose a rate for {formatTime(`${date}T${timeSlot}`, locale)}</StepHeading>
      <button type="button" className="tt-link" onClick={() => steps.back(null)}>
        Back to tee times
      </button>
      {rates.status === 'loading' && <Skeleton rows={3} label="Loading rate types" />}
      <LoadError request={rates} what="the rates" inStep />
      {rates.status === 'done' && list.length === 0 && (
        <p>No rates are left at this time. Choose another tee time.</p>
      )}
      {rates.status !== 'loading' && (
        <ul className={t.grid}>
          {list.map((r) => {
            const name = rateName(r.rateType, r.name);
            const one = r.minPrice === r.maxPrice;
            return (
              <Tile
                key={r.rateType}
                head={name}
                price={one ? price(r.minPrice) : `${price(r.minPrice)}–${price(r.maxPrice)}`}
                onClick={() => {
                  track('rateTypeClicked', { courseId, date, timeSlot, rateType: r.rateType });
                  setRate({ rateType: r.rateType, name });
                  steps.chooseRate(timeSlot, r.rateType);
                }}
              >
                <small>
                  {one ? '' : 'from '}
                  {partyPrice(r.minPrice, players, locale)}
                </small>{' '}
                {r.eligibility && <small data-restricted>{r.eligibility}</small>}{' '}
                <Marks hot={r.isHotDeal && r.rateType !== 'lightning'} prepaid={r.isPrepaid} />
              </Tile>
            );
          })}
        </ul>
      )}
    </div>
  );
}
