import { useAtom } from 'jotai';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { handoffAtom } from '../store';
import { StepHeading } from './StepHeading';

/** After the book click: where the golfer goes next, and a way back to the offers. */
export function Handoff({ locale }: { locale?: string }) {
  const [handoff, setHandoff] = useAtom(handoffAtom);
  if (!handoff) return null;
  const t = handoff.teeTime;
  return (
    <div className="tt-panel" role="status">
      <StepHeading>
        {handoff.kind === 'window' ? 'Finish booking on the course site' : 'On to checkout'}
      </StepHeading>
      <p>
        {formatTime(t.teeOffAtLocal, locale)} · {t.rateTypeName} · {t.provider.name} ·{' '}
        {formatPrice(t.price, locale)}
        {handoff.kind === 'window'
          ? '. The booking site opened in a new window.'
          : '. Checkout is opening for this tee time.'}
      </p>
      <button type="button" className="tt-link" onClick={() => setHandoff(null)}>
        Back to the offers
      </button>
    </div>
  );
}
