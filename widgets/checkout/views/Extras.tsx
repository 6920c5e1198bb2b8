import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { TEE_TIME_PLAYERS_MAX, TEE_TIME_PLAYERS_MIN } from '../../../src/domain/booking/constants';
import { useFormat } from '../format';
import { errorsAtom } from '../store';
import type { Preparation } from '../types';
import { useUpdate } from '../useUpdate';

const PLAYERS = Array.from({ length: TEE_TIME_PLAYERS_MAX - TEE_TIME_PLAYERS_MIN + 1 }, (_, i) => i + 1);

/** Players and the booking-fee credit. */
export function Extras({ prep }: { prep: Preparation }) {
  const { formatPrice } = useFormat();
  const errors = useAtomValue(errorsAtom);
  const { update, busy } = useUpdate();
  const id = useId();
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const credit = prep.bookingFeeCreditBalance ?? 0;
  const applied = prep.appliedModifiers;
  const run = async (field: string, body: Record<string, unknown>) => {
    const problem = await update(field, body);
    setProblems((p) => ({ ...p, [field]: problem }));
    return problem;
  };
  const playersError = errors.playersMessage ?? problems.qty;
  return (
    <>
      <div className="tt-field tt-qty">
        <label htmlFor={`${id}-qty`}>Players</label>
        <select
          id={`${id}-qty`}
          value={String(prep.pricing.qty)}
          aria-disabled={busy !== null}
          aria-invalid={playersError ? true : undefined}
          aria-describedby={playersError ? `${id}-qty-error` : undefined}
          onInput={(e) => void run('qty', { qty: Number(e.currentTarget.value) })}
        >
          {PLAYERS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {playersError && (
          <p id={`${id}-qty-error`} className="tt-field-error">
            {playersError}
          </p>
        )}
      </div>
      {credit > 0 && (
        <p>
          <label className="tt-check">
            <input
              type="checkbox"
              checked={applied?.applyBookingFeeCredit === true}
              aria-disabled={busy !== null}
              onClick={(e) => void run('credit', { applyBookingFeeCredit: e.currentTarget.checked })}
            />
            Use my {formatPrice(credit)} booking-fee credit
          </label>
          {problems.credit && <span className="tt-field-error"> {problems.credit}</span>}
        </p>
      )}
    </>
  );
}
