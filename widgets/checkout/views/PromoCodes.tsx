import { useAtom } from 'jotai';
import { useState } from 'react';
import { PROMO_CODE_LIMIT_MESSAGE } from '../../../src/domain/booking/constants';
import { useFormat } from '../format';
import { TextField } from '../../../src/ui/TextField';
import { errorsAtom } from '../store';
import type { Preparation } from '../types';
import { useUpdate } from '../useUpdate';

/** Promo codes: apply, remove, and the bonus promo the preparation offers (its saving said once). */
export function PromoCodes({ prep }: { prep: Preparation }) {
  const { formatPrice } = useFormat();
  const [errors, dispatch] = useAtom(errorsAtom);
  const { update, busy } = useUpdate();
  const [problem, setProblem] = useState<string | null>(null);
  const applied = prep.appliedModifiers?.promoCodes ?? [];
  const bonus = prep.preparedTeeTime?.bonusPromoCode;
  const blocked = errors.promo.limitReached;
  // A rejected code stays in the field with its message (the errors store empties the input).
  const [tried, setTried] = useState('');
  const run = async (body: Record<string, unknown>) => setProblem(await update('promo', body, 'promoCode'));
  const message = errors.promo.message ?? (blocked ? PROMO_CODE_LIMIT_MESSAGE : problem);
  const value = errors.inputs.promoCode || (message ? tried : '');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const code = value.trim();
        setTried(code);
        if (code && !blocked) void run({ promoCode: code });
      }}
    >
      <div className="tt-row">
        <TextField
          label="Promo code"
          name="promoCode"
          value={value}
          onValue={(typed) => {
            setTried('');
            dispatch({ type: 'input', field: 'promoCode', value: typed });
          }}
          error={message ?? undefined}
        />
        <button
          type="submit"
          className="tt-button tt-secondary"
          disabled={blocked}
          aria-disabled={busy !== null}
        >
          Apply code
        </button>
      </div>
      {applied.map((code) => (
        <span key={code} className="tt-chip">
          {code}
          <button
            type="button"
            className="tt-link"
            aria-label={`Remove promo code ${code}`}
            onClick={() => void run({ removePromoCode: code })}
          >
            Remove
          </button>
        </span>
      ))}
      {/* The bonus code's saving is said beside the "Promo code" button; here only while a code
          applied already says what it saved there. */}
      {bonus && !blocked && (
        <p>
          <button type="button" className="tt-link" onClick={() => void run({ promoCode: bonus.promoCode })}>
            Apply {bonus.promoCode}
          </button>
          {prep.pricing.promoSavings > 0 && ` to save ${formatPrice(bonus.promoSavings)} more`}
        </p>
      )}
    </form>
  );
}
