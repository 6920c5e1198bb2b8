import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { BOOKING_CODES } from '../../../src/domain/booking/constants';
import { providerParams } from '../../../src/domain/booking/pickerRules';
import { orderProviders, skipProviderStep } from '../../../src/domain/booking/providerOrder';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { updateFlow } from '../flow';
import { dateAtom, filtersAtom, skipArmedAtom } from '../store';
import { usePickerStyles } from '../styles';
import type { TeeTime } from '../types';
import { useSteps } from '../useSteps';
import { isNotFound, NotFound } from './NotFound';
import { StepHeading } from './StepHeading';

interface Props {
  courseId: string;
  timeSlot: string;
  rateType: string;
  book: (t: TeeTime) => void;
  locale?: string;
}

interface Answer {
  teeTimes: TeeTime[];
  authToken?: string;
  failureSteps?: { retryTeeTime?: boolean };
}

const bookable = (t: TeeTime) => !t.isSoldOut && !t.playerNotAvailable;

/** Step 3: the providers offering the slot at the rate, instant booking first (spec 01 §9). */
export function ProvidersStep({ courseId, timeSlot, rateType, book, locale }: Props) {
  const s = usePickerStyles();
  const { api, track } = useWidget();
  const date = useAtomValue(dateAtom) ?? '';
  const filters = useAtomValue(filtersAtom);
  const [armed, setArmed] = useAtom(skipArmedAtom);
  const steps = useSteps(courseId);
  const params = providerParams(date, timeSlot, rateType, filters);
  const path = `v6/tee_times/at/${encodeURIComponent(courseId)}/tee_times`;
  const offers = useRequest(
    async (signal) => {
      const first = await api.get<Answer>(path, { params, signal });
      // failureSteps.retryTeeTime: one retry with reattempt set (spec 01 §4).
      const answer = first.failureSteps?.retryTeeTime
        ? await api.get<Answer>(path, { params: { ...params, reattempt: true }, signal })
        : first;
      updateFlow(courseId, { type: 'set', step: 'provider', authToken: answer.authToken ?? null });
      return answer;
    },
    [api, path, JSON.stringify(params)],
  );
  const list = orderProviders(offers.data?.teeTimes ?? []);
  useEffect(() => {
    const data = offers.data;
    if (!data) return;
    // One provider that does not redirect: no choice to make, go straight on (only right after
    // the rate click, not on a reload or when coming back to the offers).
    if (!armed) return;
    setArmed(false);
    const open = data.teeTimes.filter(bookable);
    if (open[0] && skipProviderStep(open)) book(orderProviders(open)[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offers.data]);

  return (
    <div>
      <StepHeading>
        Choose a provider for {formatTime(`${date}T${timeSlot}`, locale)}
        {list[0] ? `, ${list[0].rateTypeName}` : ''}
      </StepHeading>
      <button type="button" className="tt-link" onClick={() => steps.back(timeSlot)}>
        Back to rates
      </button>
      {offers.status === 'loading' && <Skeleton rows={3} label="Loading providers" />}
      {offers.status === 'error' && isNotFound(offers.error) && <NotFound inStep />}
      {offers.status === 'error' && !isNotFound(offers.error) && (
        <ErrorNotice
          message={`We could not load the offers. ${offers.error?.message ?? ''}`}
          onRetry={
            (offers.error as { code?: unknown } | undefined)?.code === BOOKING_CODES.TIME_SLOT_UNAVAILABLE
              ? undefined
              : offers.reload
          }
        />
      )}
      {offers.status === 'done' && !list.some(bookable) && (
        <p>
          These tee times are no longer available for {filters.players} players. Choose another time or rate.
        </p>
      )}
      {offers.status !== 'loading' && (
        <ul className={s.list}>
          {list.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                className={s.option}
                disabled={!bookable(t)}
                onClick={() => {
                  track('providerClicked', {
                    courseId,
                    date,
                    timeSlot,
                    rateType,
                    provider: t.provider.code,
                    price: t.price,
                  });
                  book(t);
                }}
              >
                <span>
                  <strong>{t.provider.name}</strong>
                  {t.instantBooking && <span className={s.badge}>Instant booking</span>}
                  {t.isPrepaid && <span className={s.badge}>Prepaid</span>}
                  <br />
                  <span className={s.muted}>
                    {t.isRiding ? 'Riding' : 'Walking'} · {t.numHoles} holes
                    {t.isRefundable === false ? ' · Non-refundable' : ''}
                    {t.allowBookingRedirect && t.reservationUrl ? ' · Books on the course site' : ''}
                  </span>
                </span>
                <span>{bookable(t) ? `Book ${formatPrice(t.price, locale)}` : 'Sold out'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
