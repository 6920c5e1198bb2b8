import { useSetAtom } from 'jotai';
import { useId, useRef, useState } from 'react';
import { NOT_READY, type CardFrameHandle } from '../../../src/core/cardFrame';
import { isFrameField } from '../../../src/core/cardFrameProtocol';
import { checkCardholder, type CardFieldErrors } from '../../../src/domain/booking/cardRules';
import { HostedCardFields } from '../../../src/ui/HostedCardFields';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { flashAtom } from '../accountState';
import { HolderFields } from '../CardFields';
import { useListStyles } from '../listStyles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { useFocusWhen } from '../useFocusWhen';
import { invalid } from './formParts';

/** Field errors found before sending, shown as the server's would be (under their fields). */
export const fieldErrors = (errors: CardFieldErrors) =>
  invalid(errors as Record<string, string>, 'Check the fields marked below.');

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
  const frame = useRef<CardFrameHandle | null>(null);
  const [frameInvalid, setFrameInvalid] = useState(false);
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
          const card = frame.current;
          if (!card) throw new Error(NOT_READY);
          const holder = checkCardholder(f);
          if (Object.keys(holder).length) {
            // The frame shows its own fields' errors too, so everything to fix shows at once.
            setFrameInvalid(Object.keys(await card.check()).length > 0);
            throw fieldErrors(holder);
          }
          const answer = await card.tokenize(f.name?.trim() ?? '', f.zip?.trim() ?? '');
          if (!answer.ok) {
            const inFrame = Object.keys(answer.errors).some(isFrameField);
            const here = Object.entries(answer.errors).filter(([k]) => !isFrameField(k));
            setFrameInvalid(inFrame);
            if (inFrame || here.length) throw fieldErrors(Object.fromEntries(here));
            throw new Error(answer.message ?? NOT_READY);
          }
          setFrameInvalid(false);
          await api.post('v6/credit_cards/from_token', {
            gatewayToken: answer.token.gatewayToken,
            isDefault: first || f.isDefault === 'on',
          });
          flash('Your card was added.');
          navigate('payment-methods');
        })}
      >
        <fieldset>
          <legend>Card details</legend>
          <HostedCardFields
            handleRef={frame}
            invalid={frameInvalid}
            onSubmit={() => formRef.current?.requestSubmit()}
          />
          <HolderFields form={form} />
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
