import { useSetAtom } from 'jotai';
import { useId, type ReactNode } from 'react';
import { checkCardholder, checkExpiry } from '../../../src/domain/booking/cardRules';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { flashAtom } from '../accountState';
import { cardLabel, type SavedCard } from '../bookingTypes';
import { ExpiryFields, HolderFields } from '../CardFields';
import { useListStyles } from '../listStyles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { useFocusWhen } from '../useFocusWhen';
import { fieldErrors } from './formParts';

/** Edit a saved card: expiry, name, zip, and make it the default (`PATCH v6/credit_cards/{id}`). */
export function EditCard({ params, navigate }: ScreenProps) {
  const { api } = useWidget();
  const s = useListStyles();
  const cards = useRequest(
    (signal) => api.get('v6/credit_cards', { signal }).then((a) => a.creditCards),
    [api],
  );
  const card = cards.data?.find((c) => c.id === params.id);
  const back = (
    <button type="button" className="tt-link" onClick={() => navigate('payment-methods')}>
      Back to payment methods
    </button>
  );
  return (
    <div className={s.screen}>
      {card ? (
        <EditForm card={card} back={back} done={() => navigate('payment-methods')} />
      ) : cards.data ? (
        <div role="alert" className="tt-panel">
          <p>Card not found. It may have been deleted.</p>
        </div>
      ) : cards.error ? (
        <ErrorNotice message={`We could not load your card. ${cards.error.message}`} onRetry={cards.reload} />
      ) : (
        <Skeleton rows={3} label="Loading your card" />
      )}
      {!card && <p>{back}</p>}
    </div>
  );
}

function EditForm({ card, back, done }: { card: SavedCard; back: ReactNode; done: () => void }) {
  const { api } = useWidget();
  const check = useId();
  const flash = useSetAtom(flashAtom);
  const form = useAccountForm({
    expiryMonth: String(card.expiryMonth).padStart(2, '0'),
    expiryYear: String(card.expiryYear),
    name: card.name ?? '',
    zip: card.zip ?? '',
  });
  const alert = useFocusWhen<HTMLParagraphElement>(form.formError);
  return (
    <form
      noValidate
      onSubmit={form.submit(async (f) => {
        const errors = { ...checkExpiry(f.expiryMonth, f.expiryYear, new Date()), ...checkCardholder(f) };
        if (Object.keys(errors).length) throw fieldErrors(errors);
        await api.patch(`v6/credit_cards/${encodeURIComponent(card.id)}`, {
          expiryMonth: Number(f.expiryMonth),
          expiryYear: Number(f.expiryYear),
          name: f.name?.trim(),
          zip: f.zip?.trim() || null,
          ...(f.isDefault === 'on' ? { isDefault: true } : {}),
        });
        flash('Your card was updated.');
        done();
      })}
    >
      <p>
        <strong>{cardLabel(card)}</strong>
        <br />
        To use another card number, add a new card.
      </p>
      <ExpiryFields form={form} />
      <HolderFields form={form} />
      {card.isDefault ? (
        <p>This is your default card.</p>
      ) : (
        <div className="tt-check">
          <input id={check} name="isDefault" type="checkbox" />
          <label htmlFor={check}>Make this my default card</label>
        </div>
      )}
      {form.formError && (
        <p ref={alert} tabIndex={-1} className="tt-form-error" role="alert">
          {form.formError}
        </p>
      )}
      <p>
        <button type="submit" className="tt-button" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save changes'}
        </button>{' '}
        {back}
      </p>
    </form>
  );
}
