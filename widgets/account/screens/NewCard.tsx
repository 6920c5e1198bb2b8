import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { checkCardFields, type CardFieldErrors } from '../../../src/domain/booking/cardRules';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { flashAtom } from '../accountState';
import type { SavedCard } from '../bookingTypes';
import { CardDataFields, HolderFields } from '../CardFields';
import { useListStyles } from '../listStyles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { useFocusWhen } from '../useFocusWhen';

/** Field errors found before sending, shown as the server's would be (under their fields). */
export const fieldErrors = (errors: CardFieldErrors) =>
  new ApiError('Check the fields marked below.', {
    status: 422,
    validationErrors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
  });

/** Add a card: checked before sending; the server's errors go under their fields. */
export function NewCard({ navigate }: ScreenProps) {
  const { api } = useWidget();
  const s = useListStyles();
  const check = useId();
  const flash = useSetAtom(flashAtom);
  const form = useAccountForm();
  const alert = useFocusWhen<HTMLParagraphElement>(form.formError);
  const cards = useRequest(
    (signal) =>
      api.get<{ creditCards: SavedCard[] }>('v6/credit_cards', { signal }).then((a) => a.creditCards),
    [api],
  );
  const first = cards.data?.length === 0;
  return (
    <div className={s.screen}>
      <form
        noValidate
        onSubmit={form.submit(async (f) => {
          const errors = checkCardFields(f, new Date());
          if (Object.keys(errors).length) throw fieldErrors(errors);
          await api.post('v6/credit_cards', {
            number: (f.number ?? '').replace(/[\s-]/g, ''),
            expiryMonth: Number(f.expiryMonth),
            expiryYear: Number(f.expiryYear),
            cvv: f.cvv?.trim(),
            name: f.name?.trim(),
            ...(f.zip?.trim() ? { zip: f.zip.trim() } : {}),
            isDefault: first || f.isDefault === 'on',
          });
          flash('Your card was added.');
          navigate('payment-methods');
        })}
      >
        <CardDataFields form={form} />
        <HolderFields form={form} />
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
