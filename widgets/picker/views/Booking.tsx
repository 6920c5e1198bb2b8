import { useAtom, useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { siteHref } from '../../../src/core/siteUrl';
import { useWidget } from '../../../src/ui/WidgetContext';
import { formatDate, formatTime } from '../../../src/domain/format';
import { confirmationPath } from '../../../src/domain/site/sitePaths';
import { chosenRateAtom } from '../chosenRate';
import { partyPrice } from '../partyPrice';
import {
  bookedAtom,
  dateAtom,
  filtersAtom,
  handoffAtom,
  movedAtom,
  pendingBookAtom,
  selectionAtom,
  skippedAtom,
} from '../store';
import { rateName } from '../../../src/domain/booking/rateName';
import { useBook } from '../useBook';
import { useRerunSearch } from '../useRerunSearch';
import { useSteps } from '../useSteps';
import { DateStrip } from './DateStrip';
import { Handoff } from './Handoff';
import { ProvidersStep } from './ProvidersStep';
import { RatesStep } from './RatesStep';
import { SignInGate } from './SignInGate';
import { Stepper } from './Stepper';
import { TimesStep } from './TimesStep';

interface BookingProps {
  courseId: string;
  /** The course's zone: the date strip starts at its today. */
  timeZone?: string | undefined;
  checkoutUrl?: string;
  isAnchoredTeeTime?: boolean;
  locale?: string;
}

/**
 * The booking steps: time slot → rate type → provider → checkout, under a stepper whose done
 * steps show the choice and go back to it. The date strip shows on the tee-time step only.
 */
export function Booking({ courseId, timeZone, checkoutUrl, isAnchoredTeeTime, locale }: BookingProps) {
  const { timeSlot, rateType } = useAtomValue(selectionAtom);
  const date = useAtomValue(dateAtom) ?? '';
  const { players } = useAtomValue(filtersAtom);
  const rate = useAtomValue(chosenRateAtom);
  const skipped = useAtomValue(skippedAtom);
  const [pending, setPending] = useAtom(pendingBookAtom);
  const [handoff, setHandoff] = useAtom(handoffAtom);
  const book = useBook(courseId, checkoutUrl, isAnchoredTeeTime === true);
  const steps = useSteps(courseId);
  useRerunSearch(courseId);
  const { host, siteUrl } = useWidget();
  const booked = useAtomValue(bookedAtom);
  const moved = useAtomValue(movedAtom);
  // The element's reserved height (core/reservedSpace) is the tee-time step's first screen: once
  // the golfer moves to a shorter step it goes, so no empty space stays under the picker (a shift
  // right after the golfer's own click is not layout shift).
  useLayoutEffect(() => {
    if (moved) host.style.minHeight = '0';
  }, [moved, host]);
  const offer = pending ?? handoff?.teeTime;
  const current = offer ? 3 : rateType && timeSlot ? 2 : timeSlot ? 1 : 0;
  const chosen = [
    timeSlot ? `${formatDate(date, locale)}, ${formatTime(`${date}T${timeSlot}`, locale)}` : '',
    (rate?.rateType === rateType && rate?.name) ||
      (offer && rateName(offer.rateType, offer.rateTypeName)) ||
      'Chosen rate',
    offer ? partyPrice(offer.price, players, locale) : '',
  ];
  const go = (step: number) => {
    setPending(null);
    setHandoff(null);
    if (step < 2) steps.back(step === 0 ? null : timeSlot);
  };
  // Back from the book click: to the offers, or to the rates when the offers were skipped.
  const back = () => go(skipped ? 1 : 2);
  return (
    <section aria-label="Book a tee time">
      <Stepper current={current} chosen={chosen} onGo={go} />
      {current === 0 && booked && (
        <p className="tt-panel" role="status" data-booked>
          <b>
            Booked:{' '}
            {booked.teeOffAtLocal
              ? `${booked.teeOffAtLocal.slice(0, 10) === date ? '' : `${formatDate(booked.teeOffAtLocal.slice(0, 10), locale)}, `}${formatTime(booked.teeOffAtLocal, locale)}, `
              : ''}
            {booked.players} player{booked.players === 1 ? '' : 's'}
          </b>{' '}
          —{' '}
          <a
            className="tt-link"
            href={siteHref(siteUrl, confirmationPath(booked.reservationId, booked.accessToken))}
          >
            View booking
          </a>
        </p>
      )}
      {current === 0 && <DateStrip courseId={courseId} locale={locale} timeZone={timeZone} />}
      {pending ? (
        <SignInGate onGuest={() => book(pending, true)} onCancel={back} />
      ) : handoff ? (
        <Handoff locale={locale} back={back} backTo={skipped ? 'rates' : 'the offers'} />
      ) : rateType && timeSlot ? (
        <ProvidersStep
          courseId={courseId}
          timeSlot={timeSlot}
          rateType={rateType}
          book={book}
          locale={locale}
        />
      ) : timeSlot ? (
        <RatesStep courseId={courseId} timeSlot={timeSlot} locale={locale} />
      ) : (
        <TimesStep courseId={courseId} locale={locale} />
      )}
    </section>
  );
}
