import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { feesForParty } from '../../../src/domain/booking/bookingTotals';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { partyPrice } from '../partyPrice';
import { rateName } from '../../../src/domain/booking/rateName';
import { bookingFeeAtom, filtersAtom, handoffAtom } from '../store';
import { offerKind } from './ProvidersStep';
import { scrollBehavior, StepHeading } from './StepHeading';

/** Each hand-over's heading and what happens next (checkout: when none is on the page). */
const SAYS = {
  window: ['Finish booking on the course site', '. The booking site opened in a new window.'],
  checkout: ['On to checkout', '. Checkout is opening for this tee time.'],
  preparing: ['Checking this tee time', '. Making sure it can still be booked…'],
  failed: ['This tee time cannot be booked', '.'],
} as const;

/** The page's checkout element, when the host put one on the page (it takes the hand-over). */
const pageCheckout = () => document.getElementsByTagName('teetime-checkout')[0];
const toCheckout = () => pageCheckout()?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });

/**
 * After the book click: where the golfer goes next (or why not), and `back` to the step the golfer
 * came from (`backTo`: the offers, or the rates when the provider step was skipped).
 * With a checkout on the page, it is scrolled into view and the golfer is told where it is.
 */
export function Handoff({ locale, back, backTo }: { locale?: string; back: () => void; backTo: string }) {
  const handoff = useAtomValue(handoffAtom);
  const { players } = useAtomValue(filtersAtom);
  const fee = useAtomValue(bookingFeeAtom);
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
  const [heading, after] = SAYS[handoff.kind];
  return (
    <div
      className={kind === 'failed' ? 'tt-panel tt-warning' : 'tt-panel'}
      role={kind === 'failed' ? 'alert' : 'status'}
      data-handoff={kind}
    >
      <StepHeading>{heading}</StepHeading>
      <p>
        {formatTime(t.teeOffAtLocal, locale)} · {rateName(t.rateType, t.rateTypeName)} · {offerKind(t)} ·{' '}
        {partyPrice(t.price, players, locale)} {feesForParty(fee, players, (n) => formatPrice(n, locale))} ·{' '}
        {t.provider.name}
        {onPage && kind === 'checkout' ? '. Checkout is open below: fill in your details there.' : after}
      </p>
      {kind === 'failed' && handoff.message && <p>{handoff.message}</p>}
      {onPage && kind === 'checkout' && (
        <button type="button" className="tt-button" onClick={toCheckout}>
          Go to checkout
        </button>
      )}
      {kind !== 'preparing' && (
        <button type="button" className="tt-link" onClick={back}>
          Back to {backTo}
        </button>
      )}
    </div>
  );
}
