import { useAtom } from 'jotai';
import { useState } from 'react';
import { GIFT_CARD_LIMIT_MESSAGE } from '../../../src/domain/booking/constants';
import { useFormat } from '../format';
import { TextField } from '../../../src/ui/TextField';
import { errorsAtom } from '../store';
import type { Preparation } from '../types';
import { useUpdate } from '../useUpdate';

/** A gift card, with its CVV when the card needs one (code 10001). */
export function GiftCard({ prep }: { prep: Preparation }) {
  const { formatPrice } = useFormat();
  const [errors, dispatch] = useAtom(errorsAtom);
  const { update, busy } = useUpdate();
  const [problem, setProblem] = useState<string | null>(null);
  const applied = prep.appliedModifiers?.giftCard;
  const { cvvRequired, limitReached } = errors.giftCard;
  const message = errors.giftCard.message ?? (limitReached ? GIFT_CARD_LIMIT_MESSAGE : problem);
  const run = async (body: Record<string, unknown>) => setProblem(await update('gift', body, 'giftCard'));
  if (applied)
    return (
      <p>
        <span className="tt-chip">
          Gift card {applied}: −{formatPrice(prep.pricing.giftCardAmount)}
          <button
            type="button"
            className="tt-link"
            aria-label={`Remove gift card ${applied}`}
            onClick={() => void run({ giftCardCode: null })}
          >
            Remove
          </button>
        </span>
      </p>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const code = errors.inputs.giftCardCode.trim();
        const cvv = errors.inputs.giftCardCvv.trim();
        if (code && !limitReached)
          void run({ giftCardCode: code, giftCardCvv: (cvvRequired && cvv) || undefined });
      }}
    >
      <div className="tt-row">
        <TextField
          label="Gift card"
          name="giftCardCode"
          value={errors.inputs.giftCardCode}
          onValue={(value) => dispatch({ type: 'input', field: 'giftCardCode', value })}
          error={cvvRequired ? undefined : (message ?? undefined)}
        />
        {cvvRequired && (
          <TextField
            label="Gift card CVV"
            name="giftCardCvv"
            inputMode="numeric"
            value={errors.inputs.giftCardCvv}
            onValue={(value) => dispatch({ type: 'input', field: 'giftCardCvv', value })}
            error={message ?? undefined}
          />
        )}
        <button
          type="submit"
          className="tt-button tt-secondary"
          disabled={limitReached}
          aria-disabled={busy !== null}
        >
          Apply gift card
        </button>
      </div>
    </form>
  );
}
