import { useState } from 'react';
import { TextField } from '../../../src/ui/TextField';
import { useUpdate } from '../useUpdate';

/** A donation with the booking: a typed amount, or the total rounded up to the next dollar. */
export function Donation() {
  const { update, busy } = useUpdate();
  const [donation, setDonation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (body: Record<string, unknown>) => setProblem(await update('donation', body));
  return (
    <>
      <p className="tt-muted">
        An optional gift that goes with your booking and is added to your total: round up to the next dollar
        or choose an amount.
      </p>
      <button
        type="button"
        className="tt-button tt-secondary"
        aria-disabled={busy !== null}
        onClick={() => void run({ donationType: 'round_up', donationAmount: 0 })}
      >
        Round up to the next dollar
      </button>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const amount = Number(donation.trim() || '0');
          if (!Number.isFinite(amount) || amount < 0 || amount > 500)
            setProblem('Enter an amount between $0 and $500.');
          else void run({ donationAmount: amount, donationType: amount > 0 ? 'fixed' : null });
        }}
      >
        <div className="tt-row">
          <TextField
            label="Donation amount ($)"
            name="donationAmount"
            inputMode="decimal"
            value={donation}
            onValue={(v) => {
              setDonation(v);
              setProblem(null);
            }}
            error={problem ?? undefined}
          />
          <button type="submit" className="tt-button tt-secondary" aria-disabled={busy !== null}>
            Add donation
          </button>
        </div>
      </form>
    </>
  );
}
