import { useState } from 'react';
import { SignInDialog } from '../../../src/ui/SignInDialog';
import { usePickerStyles } from '../styles';
import { StepHeading } from './StepHeading';

/** Booking needs an account unless the golfer checks out as a guest (spec 01 §4). */
/** `onCancel` goes back to the step the golfer came from. */
export function SignInGate({ onGuest, onCancel }: { onGuest: () => void; onCancel: () => void }) {
  const s = usePickerStyles();
  const [open, setOpen] = useState(false);
  return (
    <div className="tt-panel">
      <StepHeading>Sign in to book</StepHeading>
      {/* The stepper above shows the tee time, the rate and the price. */}
      <p>Sign in to book this tee time, or continue as a guest.</p>
      <div className={s.row}>
        <button type="button" className="tt-button" onClick={() => setOpen(true)}>
          Sign in
        </button>
        <button type="button" className="tt-button tt-secondary" onClick={onGuest}>
          Continue as guest
        </button>
        <button type="button" className="tt-link" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <SignInDialog open={open} onClose={() => setOpen(false)} reason="Sign in to book this tee time." />
    </div>
  );
}
