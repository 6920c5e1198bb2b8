import { STEP_NAMES } from '../words';
import { useFlowStyles } from './flowStyles';

interface StepperProps {
  /** Index of the step shown now (0–3). */
  current: number;
  /** What was chosen at each done step ("Sat, Nov 28, 8:10 AM", "Twilight"). */
  chosen: readonly string[];
  /** Go back to a done step. */
  onGo: (step: number) => void;
}

/**
 * Where the golfer is in the booking: done steps show their choice and go back to it. On phones the
 * step to go back to, and this one with "Step n of 4", whole (below the other when both do not fit).
 */
export function Stepper({ current, chosen, onGo }: StepperProps) {
  const s = useFlowStyles();
  return (
    <ol className={s.stepper} aria-label="Booking steps">
      {STEP_NAMES.map((name, i) => (
        <li key={name} data-n={i + 1} aria-current={i === current ? 'step' : undefined}>
          {i < current ? (
            <button type="button" onClick={() => onGo(i)}>
              <span className="tt-visually-hidden">{name}: </span>
              {chosen[i] || name}
              <small> Change</small>
            </button>
          ) : (
            name
          )}
        </li>
      ))}
    </ol>
  );
}
