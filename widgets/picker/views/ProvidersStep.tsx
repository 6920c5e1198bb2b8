import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { BOOKING_CODES } from '../../../src/domain/booking/constants';
import { bestPriceIndex, feesForParty, partyTotal } from '../../../src/domain/booking/bookingTotals';
import { providerParams } from '../../../src/domain/booking/pickerRules';
import { orderProviders, skipProviderStep } from '../../../src/domain/booking/providerOrder';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { chosenRateAtom } from '../chosenRate';
import { rateName } from '../../../src/domain/booking/rateName';
import { updateFlow } from '../flow';
import { bookingFeeAtom, dateAtom, filtersAtom, skipArmedAtom, skippedAtom } from '../store';
import type { TeeTime } from '../types';
import { useOfferChecks } from '../useOfferChecks';
import { useSteps } from '../useSteps';
import { OffersFailed } from './OffersFailed';
import { Tile } from './Tile';
import { useTimesStyles } from './timesStyles';
import { LoadError } from './NotFound';
import { StepHeading } from './StepHeading';

interface Props {
  courseId: string;
  timeSlot: string;
  rateType: string;
  book: (t: TeeTime) => void;
  locale?: string;
}

const bookable = (t: TeeTime) => !t.isSoldOut && !t.playerNotAvailable;

/** The offer's head: cart or walking, and its holes ("Walking, 18 holes"). */
export const offerKind = (t: Pick<TeeTime, 'isRiding' | 'numHoles'>) =>
  [t.isRiding ? 'Cart included' : 'Walking', t.numHoles ? `${t.numHoles} holes` : '']
    .filter(Boolean)
    .join(', ');

/** What else tells offers apart: confirmation, payment, cancellation, where it books. */
const offerFacts = (t: TeeTime) =>
  [
    t.instantBooking ? 'Instant confirmation' : '',
    t.isPrepaid ? 'Pay now' : '',
    t.isRefundable === false ? 'Non-refundable' : t.isRefundable ? 'Refundable' : '',
    t.allowBookingRedirect && t.reservationUrl ? 'Books on the course site' : '',
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Step 3: the offers of the slot at the rate, side by side (cart and walking, each provider),
 * instant booking first (spec 01 §9); each says its price per player, the party's total and fees.
 */
export function ProvidersStep({ courseId, timeSlot, rateType, book, locale }: Props) {
  const tt = useTimesStyles();
  const { api, track } = useWidget();
  const date = useAtomValue(dateAtom) ?? '';
  const filters = useAtomValue(filtersAtom);
  const [armed, setArmed] = useAtom(skipArmedAtom);
  const setSkipped = useSetAtom(skippedAtom);
  const steps = useSteps(courseId);
  const [fee, setFee] = useAtom(bookingFeeAtom);
  const params = providerParams(date, timeSlot, rateType, filters);
  const path = `v6/tee_times/at/${encodeURIComponent(courseId)}/tee_times` as const;
  const offers = useRequest(
    async (signal) => {
      const first = await api.get(path, { params, signal });
      // failureSteps.retryTeeTime: one retry with reattempt set (spec 01 §4).
      const answer = first.failureSteps?.retryTeeTime
        ? await api.get(path, { params: { ...params, reattempt: true }, signal })
        : first;
      updateFlow(courseId, { type: 'set', step: 'provider', authToken: answer.authToken ?? null });
      // The fee, for the offers and the hand-over after the book click.
      setFee(answer.bookingFeePerPlayer);
      return answer;
    },
    [api, path, JSON.stringify(params)],
  );
  const list = orderProviders(offers.data?.teeTimes ?? []);
  // Every bookable offer soft-prepared: when all fail, the step is the error page (spec 01 §4).
  const checks = useOfferChecks(offers.data?.teeTimes.filter(bookable), filters.players);
  const failed = checks.status === 'done' && checks.data && checks.data.kind !== 'ok' ? checks.data : null;
  const setRate = useSetAtom(chosenRateAtom);
  const name = list[0] && rateName(rateType, list[0].rateTypeName);
  // Back on this step after a reload: the stepper names the rate from the offers.
  useEffect(() => {
    if (name) setRate((r) => (r?.rateType === rateType ? r : { rateType, name }));
  }, [name, rateType, setRate]);
  useEffect(() => {
    const data = offers.data;
    // Only once the offers are checked: an offer that cannot be booked is never skipped into.
    if (!data || !checks.checked) return;
    // One provider that does not redirect: no choice to make, go straight on (only right after
    // the rate click, not on a reload or when coming back to the offers).
    if (!armed) return;
    setArmed(false);
    const open = data.teeTimes.filter(bookable);
    const skip = !!open[0] && !failed && skipProviderStep(open);
    setSkipped(skip);
    if (skip) book(orderProviders(open)[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offers.data, checks.checked]);

  const best = bestPriceIndex(list);
  const price = (n: number) => formatPrice(n, locale);
  const { players } = filters;
  // A tile: cart or walking and holes, the price per player, the party's total with its fees,
  // the lowest price marked, what else differs, then who offers it (a small line).
  const item = (t: TeeTime, i: number) => (
    <Tile
      key={t.id}
      head={bookable(t) ? offerKind(t) : `Sold out · ${offerKind(t)}`}
      price={price(t.price)}
      data-best={i === best || undefined}
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
        setSkipped(false);
        book(t);
      }}
    >
      <small data-total>
        {price(partyTotal(t.price, players))} for {players} player{players === 1 ? '' : 's'}{' '}
        {feesForParty(fee, players, price)}
      </small>{' '}
      {i === best && (
        <small>
          <i>Lowest price</i>
        </small>
      )}{' '}
      {offerFacts(t) && <small>{offerFacts(t)}</small>}{' '}
      <small>
        Offered by <span data-provider>{t.provider.name}</span>
      </small>
    </Tile>
  );
  return (
    <div>
      <StepHeading>
        Choose a provider for {formatTime(`${date}T${timeSlot}`, locale)}
        {name ? `, ${name}` : ''}
      </StepHeading>
      <button type="button" className="tt-link" onClick={() => steps.back(timeSlot)}>
        Back to rates
      </button>
      {offers.status === 'loading' && <Skeleton rows={3} label="Loading providers" />}
      <LoadError
        request={offers}
        what="the offers"
        inStep
        retry={(offers.error as { code?: unknown } | undefined)?.code !== BOOKING_CODES.TIME_SLOT_UNAVAILABLE}
      />
      {failed && (
        <OffersFailed
          courseId={courseId}
          teeTimeId={list[0]?.teeTimeId || list[0]?.id || ''}
          outcome={failed}
          onBack={() => steps.back(null)}
        />
      )}
      {offers.status === 'done' && !list.some(bookable) && (
        <p>
          These tee times are no longer available for {filters.players} players. Choose another time or rate.
        </p>
      )}
      {offers.status !== 'loading' && !failed && list.length > 0 && (
        <ul className={tt.grid} aria-label="Offers">
          {list.map(item)}
        </ul>
      )}
    </div>
  );
}
