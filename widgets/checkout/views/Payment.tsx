import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isFeatureOn } from '../../../src/core/features';
import { paymentMethods, type PaymentMethod } from '../../../src/domain/booking/paymentMethods';
import { useFormat } from '../format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { errorsAtom } from '../store';
import type { Card, CheckoutRequest, Preparation } from '../types';
import { usePay } from '../usePay';
import { useWallets } from '../wallets';
import type { CardFrameHandle } from '../cardFrame';
import { CardFields, type Fields } from './CardFields';
import { Layout } from './Layout';

const keyOf = (m: PaymentMethod) => (m.kind === 'savedCard' ? `card:${m.cardId}` : m.kind);
const isWallet = (m: PaymentMethod) => m.kind === 'applePay' || m.kind === 'googlePay';
const WALLET_NAMES: Record<string, string> = {
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  newCard: 'New card',
};
const GOOGLE_PAY: PaymentMethod = { kind: 'googlePay' };

interface Props {
  prep: Preparation;
  request: CheckoutRequest;
  guest: boolean;
  /** What comes before the payment form (players and savings, insurance). */
  head: ReactNode;
  /** The order summary: beside the form (or above it), with Pay under it. */
  summary: ReactNode;
}

/**
 * How the buyer pays: the wallets the browser offers first, one button each (the sandbox's test
 * wallet where it offers none), then "or pay with card": saved cards, a new card. Guests give
 * their details first.
 */
export function Payment({ prep, request, guest, head, summary }: Props) {
  const { formatPrice } = useFormat();
  const { api, brand } = useWidget();
  const errors = useAtomValue(errorsAtom);
  const wallets = useWallets(isFeatureOn(brand, 'digitalWallets'));
  const cards = useRequest(
    (signal) => api.get<{ creditCards: Card[] }>('v6/credit_cards', { signal }).then((a) => a.creditCards),
    [api],
    !guest,
  );
  const settings = useRequest(
    (signal) =>
      api.get<{ applePayIsPreferred?: boolean; googlePayIsPreferred?: boolean }>('v6/users/settings', {
        signal,
      }),
    [api],
    !guest && (wallets.applePay || wallets.googlePay),
  );
  const [fields, setFields] = useState<Fields>({});
  const [chosen, setChosen] = useState<string | null>(null);
  const { pay, busy, fieldErrors, frameInvalid } = usePay(prep, request, guest);
  const formRef = useRef<HTMLFormElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const cardFrame = useRef<CardFrameHandle | null>(null);
  const wasBusy = useRef(false);
  // After a failed payment the (disabled) pay button lost focus: go to the first field in error
  // (in page order; the card frame counts as one), else back to the pay button.
  useEffect(() => {
    const form = formRef.current;
    if (wasBusy.current && !busy && form?.isConnected) {
      const first =
        form.querySelector<HTMLElement>('[aria-invalid="true"], iframe[data-invalid]') ?? payRef.current;
      if (first instanceof HTMLIFrameElement) cardFrame.current?.focus();
      else first?.focus();
    }
    wasBusy.current = busy;
  }, [busy]);

  if (!guest && !cards.data)
    return (
      <Layout
        main={
          <>
            {head}
            {cards.status === 'error' ? (
              <ErrorNotice
                message={cards.error?.message ?? 'Could not load your cards.'}
                onRetry={cards.reload}
              />
            ) : (
              <Skeleton label="Loading your cards" rows={2} />
            )}
          </>
        }
        side={summary}
      />
    );

  const choice = paymentMethods({
    isGuest: guest,
    savedCards: cards.data ?? [],
    wallets,
    defaultPaymentMethod: prep.defaultPaymentMethod,
    preferences: settings.data,
  });
  const free = prep.pricing.total <= 0;
  // Wallets are buttons above the card form; Pay pays by card (a saved one or a new one).
  const cardMethods = choice.methods.filter((m) => !isWallet(m));
  const method =
    cardMethods.find((m) => keyOf(m) === chosen) ??
    (choice.selected && !isWallet(choice.selected) ? choice.selected : cardMethods[0]) ??
    null;
  const testWallet =
    prep.sandboxWallet === true &&
    isFeatureOn(brand, 'digitalWallets') &&
    !wallets.applePay &&
    !wallets.googlePay;
  // The preferred wallet (settings, the prepare answer's default) first.
  const first = choice.selected?.kind;
  const walletMethods = free
    ? []
    : testWallet
      ? [GOOGLE_PAY]
      : choice.methods.filter(isWallet).sort((a, b) => Number(b.kind === first) - Number(a.kind === first));
  const currency = prep.pricing.currency || 'USD';
  const qty = prep.pricing.qty;
  const label = (m: PaymentMethod) => {
    if (m.kind !== 'savedCard') return WALLET_NAMES[m.kind];
    const card = cards.data?.find((c) => c.id === m.cardId);
    return card
      ? `${card.brand.toUpperCase()} •••• ${card.lastFour}${card.isDefault ? ' (default)' : ''}`
      : m.cardId;
  };
  // What the course said went wrong (failureSteps), shown under the message (spec 01 §4 checkout).
  const steps = errors.payment.failureSteps;
  const onField = (name: string, value: string) => setFields((f) => ({ ...f, [name]: value }));
  // What the form shows now: typing (or autofill) and paying can land in one task.
  const submit = (form: HTMLFormElement, picked: PaymentMethod | null, test = false) => {
    const typed = { ...fields, ...(Object.fromEntries(new FormData(form)) as Fields) };
    setFields(typed);
    void pay(picked, typed, cardFrame.current, test);
  };

  return (
    <Layout
      main={
        <>
          {head}
          <form
            ref={formRef}
            id={formId}
            className="tt-panel"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const typed = new FormData(e.currentTarget).get('method');
              submit(e.currentTarget, free ? null : (cardMethods.find((m) => keyOf(m) === typed) ?? method));
            }}
          >
            <h3>Payment</h3>
            {guest && <CardFields kind="guest" fields={fields} errors={fieldErrors} onField={onField} />}
            {walletMethods.length > 0 && (
              <div className="tt-wallets" data-testid="wallets">
                {walletMethods.map((m) => (
                  <button
                    key={m.kind}
                    type="button"
                    className="tt-button tt-wallet"
                    disabled={busy}
                    onClick={() => formRef.current && submit(formRef.current, m, testWallet)}
                  >
                    {testWallet ? 'Test wallet' : WALLET_NAMES[m.kind]}
                  </button>
                ))}
                <p className="tt-or">or pay with card</p>
              </div>
            )}
            {/* A choice only when there is one to make. */}
            {!free && cardMethods.length > 1 && (
              <fieldset className="tt-methods">
                <legend>Pay with</legend>
                {cardMethods.map((m) => (
                  <label key={keyOf(m)} className="tt-check tt-method">
                    <input
                      type="radio"
                      name="method"
                      value={keyOf(m)}
                      checked={method !== null && keyOf(m) === keyOf(method)}
                      onChange={() => setChosen(keyOf(m))}
                    />
                    {label(m)}
                  </label>
                ))}
              </fieldset>
            )}
            {!free && method?.kind === 'newCard' && (
              <CardFields
                kind="card"
                fields={fields}
                errors={fieldErrors}
                onField={onField}
                frame={{
                  handleRef: cardFrame,
                  invalid: frameInvalid,
                  onSubmit: () => formRef.current?.requestSubmit(),
                }}
              />
            )}
            <div role="alert" className="tt-form-error">
              {errors.payment.message}
              {steps?.reason && <p data-testid="payment-failure-steps">{steps.reason}</p>}
              {steps?.retryTeeTime && (
                <p>
                  The course asks you to choose the tee time again: go back to the tee times and pick it once
                  more.
                </p>
              )}
            </div>
          </form>
        </>
      }
      side={
        <>
          {summary}
          {/* The total and Pay: under the summary, and kept in view at the bottom of a phone's screen. */}
          <div className="tt-paybar" data-testid="pay-bar">
            <p className="tt-paybar-total">
              <span>
                Total for {qty} {qty === 1 ? 'player' : 'players'}
              </span>{' '}
              <strong>{formatPrice(prep.pricing.total, currency)}</strong>
            </p>
            <button
              ref={payRef}
              type="submit"
              form={formId}
              className="tt-button tt-pay"
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? 'Paying…' : free ? 'Book now' : `Pay ${formatPrice(prep.pricing.total, currency)}`}
            </button>
          </div>
        </>
      }
    />
  );
}
