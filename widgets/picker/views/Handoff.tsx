import { useAtom } from 'jotai';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { handoffAtom } from '../store';
import { StepHeading } from './StepHeading';

const HEADINGS = {
  window: 'Finish booking on the course site',
  checkout: 'On to checkout',
  preparing: 'Checking this tee time',
  failed: 'This tee time cannot be booked',
} as const;

/** After the book click: where the golfer goes next (or why not), and a way back to the offers. */
export function Handoff({ locale }: { locale?: string }) {
  const [handoff, setHandoff] = useAtom(handoffAtom);
  if (!handoff) return null;
  const t = handoff.teeTime;
  const after =
    handoff.kind === 'window'
      ? '. The booking site opened in a new window.'
      : handoff.kind === 'checkout'
        ? '. Checkout is opening for this tee time.'
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
        {formatTime(t.teeOffAtLocal, locale)} · {t.rateTypeName} · {t.provider.name} ·{' '}
        {formatPrice(t.price, locale)}
        {after}
      </p>
      {handoff.kind === 'failed' && handoff.message && <p>{handoff.message}</p>}
      {handoff.kind !== 'preparing' && (
        <button type="button" className="tt-link" onClick={() => setHandoff(null)}>
          Back to the offers
        </button>
      )}
    </div>
  );
}
