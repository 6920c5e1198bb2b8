import { useAtom } from 'jotai';
import { useState } from 'react';
import { useFormat } from '../format';
import { TextField } from '../../../src/ui/TextField';
import { errorsAtom } from '../store';
import type { Preparation } from '../types';
import { useUpdate } from '../useUpdate';

/** Rewards points (100 points = $1), signed-in buyers only. */
export function Rewards({ prep }: { prep: Preparation }) {
  const { formatPrice } = useFormat();
  const [errors, dispatch] = useAtom(errorsAtom);
  const { update, busy } = useUpdate();
  const [problem, setProblem] = useState<string | null>(null);
  const balance = prep.rewardsPointsBalance ?? 0;
  const used = prep.pricing.rewardsPoints;
  const run = async (points: number) =>
    setProblem(await update('rewards', { rewardsPointsAmount: points }, 'rewards'));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const text = errors.inputs.rewardsPointsAmount.trim();
        if (!/^\d+$/.test(text)) setProblem('Enter a whole number of points.');
        else void run(Number(text));
      }}
    >
      <p className="tt-muted">You have {balance.toLocaleString('en-US')} points; 100 points take $1 off.</p>
      <div className="tt-row">
        <TextField
          label="Rewards points to use"
          name="rewardsPointsAmount"
          inputMode="numeric"
          value={errors.inputs.rewardsPointsAmount}
          onValue={(value) => {
            setProblem(null);
            dispatch({ type: 'input', field: 'rewardsPointsAmount', value });
          }}
          error={errors.rewards.message ?? problem ?? undefined}
        />
        <button type="submit" className="tt-button tt-secondary" aria-disabled={busy !== null}>
          Use points
        </button>
      </div>
      {used > 0 && (
        <span className="tt-chip">
          {used.toLocaleString('en-US')} points: −{formatPrice(prep.pricing.rewardsAmount)}
          <button
            type="button"
            className="tt-link"
            aria-label="Remove rewards points"
            onClick={() => void run(0)}
          >
            Remove
          </button>
        </span>
      )}
    </form>
  );
}
