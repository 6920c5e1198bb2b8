import { useSetAtom } from 'jotai';
import { useId, useRef } from 'react';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { flashAtom } from '../accountState';
import { useListStyles } from '../listStyles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { useFocusWhen } from '../useFocusWhen';
import { useNewCard } from '../useNewCard';

/**
 * Add a card. Number, expiry and CVV are typed into the hosted card fields (a frame on the
 * marketplace origin, like the checkout's): the frame checks them, shows their errors (ours and
 * the gateway's) under them and hands back a one-time token, which POST v6/credit_cards/from_token
 * keeps as a saved card. Name and zip are typed here; their errors go under them. Nothing typed is
 * lost on a failure.
 */
export function NewCard({ navigate }: ScreenProps) {
  const { api } = useWidget();
  const s = useListStyles();
  const check = useId();
  const flash = useSetAtom(flashAtom);
  const form = useAccountForm();
  const alert = useFocusWhen<HTMLParagraphElement>(form.formError);
  const formRef = useRef<HTMLFormElement>(null);
  const newCard = useNewCard(form, () => formRef.current?.requestSubmit());
  const cards = useRequest(
    (signal) => api.get('v6/credit_cards', { signal }).then((a) => a.creditCards),
    [api],
  );
  const first = cards.data?.length === 0;
  return (
    <div className={s.screen}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.submit(async (f) => {
          await newCard.save(f, first || f.isDefault === 'on');
          flash('Your card was added.');
          navigate('payment-methods');
        })}
      >
        <fieldset>
          <legend>Card details</legend>
          {newCard.fields}
        </fieldset>
        {first ? (
          <p>This is your first card, so it becomes your default card.</p>
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
            {form.busy ? 'Saving…' : 'Save card'}
          </button>{' '}
          <button type="button" className="tt-link" onClick={() => navigate('payment-methods')}>
            Back to payment methods
          </button>
        </p>
      </form>
    </div>
  );
}
