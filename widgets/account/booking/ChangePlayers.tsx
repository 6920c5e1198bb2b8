import { useId, useState } from 'react';
import { formatPrice } from '../../../src/domain/format';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { Radio } from '../screens/formParts';
import { cardLabel, players, type Reservation } from '../bookingTypes';
import type { Navigate } from '../types';
import { useFocusWhen } from '../useFocusWhen';

interface Preview {
  qty: number;
  currentTotal: number;
  total: number;
  difference: number;
}

interface Props {
  r: Reservation;
  locale?: string | undefined;
  navigate: Navigate;
  onChanged: (qty: number) => void;
}

/**
 * Change the number of players in two steps (spec 01 §4): prepare with a quantity and show the
 * price difference, then update with the quantity and a card (one of the golfer's saved cards
 * when there is more to pay).
 */
export function ChangePlayers({ r, locale, navigate, onChanged }: Props) {
  const { api } = useWidget();
  const id = useId();
  const [qty, setQty] = useState(r.qty);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [card, setCard] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const alert = useFocusWhen<HTMLParagraphElement>(error);
  const toPay = (preview?.difference ?? 0) > 0;
  const cards = useRequest(
    (signal) => api.get('v6/credit_cards', { signal }).then((a) => a.creditCards),
    [api],
    toPay,
  );
  const chosen = card || cards.data?.find((c) => c.isDefault)?.id || cards.data?.[0]?.id || '';
  const path = `v6/reservations/${encodeURIComponent(r.id)}` as const;

  const run = (what: () => Promise<void>) => async () => {
    setBusy(true);
    setError('');
    try {
      await what();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const check = run(async () => {
    setPreview((await api.post(`${path}/prepare`, { qty })).preview);
  });
  // The card as the form shows it when sent (a click on a card, then at once on the button).
  const confirm = (card: FormDataEntryValue | null) =>
    run(async () => {
      await api.put(path, { qty, ...(toPay ? { creditCardId: String(card ?? chosen) } : {}) });
      setPreview(null);
      onChanged(qty);
    })();

  const diff = preview?.difference ?? 0;
  return (
    <>
      <h3>Players</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <div className="tt-field">
          <label htmlFor={`${id}-qty`}>Number of players</label>
          <select
            id={`${id}-qty`}
            value={String(qty)}
            onInput={(e) => {
              setQty(Number(e.currentTarget.value));
              setPreview(null);
            }}
          >
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {players(n)}
              </option>
            ))}
          </select>
        </div>
        {!preview && (
          <button type="submit" className="tt-button tt-secondary" disabled={busy || qty === r.qty}>
            See the new price
          </button>
        )}
      </form>
      {preview && (
        <form
          className="tt-panel"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm(new FormData(e.currentTarget).get('card'));
          }}
        >
          <p role="status" data-testid="price-change">
            New total for {players(preview.qty)}: {formatPrice(preview.total, locale)} (now{' '}
            {formatPrice(preview.currentTotal, locale)}).{' '}
            <strong>
              {diff > 0
                ? `You pay ${formatPrice(diff, locale)} more.`
                : diff < 0
                  ? `You get ${formatPrice(-diff, locale)} back.`
                  : 'The price stays the same.'}
            </strong>
          </p>
          {toPay &&
            (cards.data?.length === 0 ? (
              <p>
                Add a card to pay the difference.{' '}
                <button type="button" className="tt-link" onClick={() => navigate('payment-methods-new')}>
                  Add a card
                </button>
              </p>
            ) : (
              <fieldset>
                <legend>Pay the difference with</legend>
                {cards.error && (
                  <p className="tt-form-error">We could not load your cards. {cards.error.message}</p>
                )}
                {cards.data?.map((c) => (
                  <Radio
                    key={c.id}
                    name="card"
                    value={c.id}
                    checked={c.id === chosen}
                    onPick={() => setCard(c.id)}
                  >
                    {cardLabel(c)}
                    {c.isDefault ? ' (default)' : ''}
                  </Radio>
                ))}
              </fieldset>
            ))}
          <button type="submit" className="tt-button" disabled={busy || (toPay && !chosen)}>
            {busy ? 'Saving…' : `Change to ${players(preview.qty)}`}
          </button>{' '}
          <button type="button" className="tt-link" onClick={() => setPreview(null)}>
            Keep {players(r.qty)}
          </button>
        </form>
      )}
      {error && (
        <p ref={alert} tabIndex={-1} role="alert" className="tt-form-error">
          {error}
        </p>
      )}
    </>
  );
}
