import { useAtomValue } from 'jotai';
import { handoffAtom, pendingBookAtom, selectionAtom } from '../store';
import { useBook } from '../useBook';
import { useRerunSearch } from '../useRerunSearch';
import { DateStrip } from './DateStrip';
import { Handoff } from './Handoff';
import { ProvidersStep } from './ProvidersStep';
import { RatesStep } from './RatesStep';
import { SignInGate } from './SignInGate';
import { TimesStep } from './TimesStep';

interface BookingProps {
  courseId: string;
  /** The course's zone: the date strip starts at its today. */
  timeZone?: string | undefined;
  checkoutUrl?: string;
  isAnchoredTeeTime?: boolean;
  locale?: string;
}

/** The booking steps: time slot → rate type → provider → checkout. */
export function Booking({ courseId, timeZone, checkoutUrl, isAnchoredTeeTime, locale }: BookingProps) {
  const { timeSlot, rateType } = useAtomValue(selectionAtom);
  const pending = useAtomValue(pendingBookAtom);
  const handoff = useAtomValue(handoffAtom);
  const book = useBook(courseId, checkoutUrl, isAnchoredTeeTime === true);
  useRerunSearch(courseId);
  return (
    <section aria-label="Book a tee time">
      <DateStrip courseId={courseId} locale={locale} timeZone={timeZone} />
      {pending ? (
        <SignInGate teeTime={pending} onGuest={() => book(pending, true)} locale={locale} />
      ) : handoff ? (
        <Handoff locale={locale} />
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
