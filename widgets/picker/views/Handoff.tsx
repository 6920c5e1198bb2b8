import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FEES_NOTE, partyTotal } from '../../../src/domain/booking/bookingTotals';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { filtersAtom, handoffAtom } from '../store';
import { scrollBehavior, StepHeading } from './StepHeading';

const HEADINGS = {
  window: 'Finish booking on the course site',
  checkout: 'On to checkout',
  preparing: 'Checking this tee time',
  failed: 'This tee time cannot be booked',
} as const;

/** The page's checkout element, when the host put one on the page (it takes the hand-over). */
const pageCheckout = () => document.getElementsByTagName('teetime-checkout')[0];
const toCheckout = () => pageCheckout()?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });

/**
 * After the book click: where the golfer goes next (or why not), and a way back to the offers.
 * With a checkout on the page, it is scrolled into view and the golfer is told where it is.
 */
export function Handoff({ locale }: { locale?: string }) {
  const [handoff, setHandoff] = useAtom(handoffAtom);
  const { players } = useAtomValue(filtersAtom);
  const kind = handoff?.kind;
  const [onPage, setOnPage] = useState(false);
  useEffect(() => {
    if (kind !== 'checkout' || !pageCheckout()) return;
    setOnPage(true);
    // After the checkout's first paint for this tee time.
    const id = requestAnimationFrame(toCheckout);
    return () => cancelAnimationFrame(id);
  }, [kind]);
  if (!handoff) return null;
  const t = handoff.teeTime;
  const after =
    handoff.kind === 'window'
      ? '. The booking site opened in a new window.'
      : handoff.kind === 'checkout'
        ? onPage
          ? '. Checkout is open below: fill in your details there.'
          : '. Checkout is opening for this tee time.'
        : handoff.kind === 'preparing'
          ? '. Making sure it can still be booked…'
          : '.';
  return (
    <div
      className={handoff.kind === 'failed' ? 'tt-panel tt-warning' : 'tt-panel'}
      role={handoff.kind === 'failed' ? 'alert' : 'status'}
      data-handoff={handoff.kind}
    >
      <StepHeading>{HEADINGS[handoff.kind]}</StepHeading>
      <p>
        {formatTime(t.teeOffAtLocal, locale)} · {t.rateTypeName} ·{' '}
        {formatPrice(partyTotal(t.price, players), locale)} for {players} player{players > 1 ? 's' : ''}{' '}
        {FEES_NOTE} · {t.provider.name}
        {after}
      </p>
      {handoff.kind === 'failed' && handoff.message && <p>{handoff.message}</p>}
      {onPage && handoff.kind === 'checkout' && (
        <button type="button" className="tt-button" onClick={toCheckout}>
          Go to checkout
        </button>
      )}
      {handoff.kind !== 'preparing' && (
        <button type="button" className="tt-link" onClick={() => setHandoff(null)}>
          Back to the offers
        </button>
      )}
    </div>
  );
}
