import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { SignInDialog } from '../../../src/ui/SignInDialog';
import { pendingBookAtom } from '../store';
import { usePickerStyles } from '../styles';
import type { TeeTime } from '../types';
import { StepHeading } from './StepHeading';

/** Booking needs an account unless the golfer checks out as a guest (spec 01 §4). */
export function SignInGate({ teeTime, onGuest }: { teeTime: TeeTime; onGuest: () => void }) {
  const s = usePickerStyles();
  const [open, setOpen] = useState(false);
  const setPending = useSetAtom(pendingBookAtom);
  return (
    <div className="tt-panel">
      <StepHeading>Sign in to book</StepHeading>
      {/* The stepper above shows the tee time, the rate and the price; this says who offers it. */}
      <p>Sign in to book this tee time (offered by {teeTime.provider.name}), or continue as a guest.</p>
      <div className={s.row}>
        <button type="button" className="tt-button" onClick={() => setOpen(true)}>
          Sign in
        </button>
        <button type="button" className="tt-button tt-secondary" onClick={onGuest}>
          Continue as guest
        </button>
        <button type="button" className="tt-link" onClick={() => setPending(null)}>
          Cancel
        </button>
      </div>
      <SignInDialog open={open} onClose={() => setOpen(false)} reason="Sign in to book this tee time." />
    </div>
  );
}
