import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isFeatureOn } from '../../../src/core/features';
import { paymentMethods, type PaymentMethod } from '../../../src/domain/booking/paymentMethods';
import { useFormat } from '../format';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { errorsAtom } from '../store';
import type { CheckoutRequest, Preparation } from '../types';
import { CHECK_FIELDS_MESSAGE } from '../newCard';
import { usePay } from '../usePay';
import type { WalletPayment } from '../wallets';
import type { CardFrameHandle } from '../cardFrame';
import { CardFields, type Fields } from './CardFields';
import { Layout } from './Layout';
import { WalletButtons } from './WalletButtons';
import type { WalletName } from '../../../src/core/walletFrameProtocol';

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
  const walletsOn = isFeatureOn(brand, 'digitalWallets');
  // What the browser offers, as the wallet frame found (null until it answered).
  const [offered, setOffered] = useState<WalletName[] | null>(null);
  const wallets = { applePay: !!offered?.includes('applePay'), googlePay: !!offered?.includes('googlePay') };
  const cards = useRequest(
    (signal) => api.get('v6/credit_cards', { signal }).then((a) => a.creditCards),
    [api],
    !guest,
  );
  const settings = useRequest(
    (signal) =>
      api.get('v6/users/settings', {
        signal,
      }),
    [api],
    !guest && (wallets.applePay || wallets.googlePay),
  );
  const [fields, setFields] = useState<Fields>({});
  const [chosen, setChosen] = useState<string | null>(null);
  const { pay, busy, fieldErrors, frameInvalid, fixField, fixFrame } = usePay(prep, request, guest);
  const dispatch = useSetAtom(errorsAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const cardFrame = useRef<CardFrameHandle | null>(null);
  const wasBusy = useRef(false);
  // After a failed payment the (disabled) pay button lost focus: go to the first field in error
  // (in page order; the card frame counts as one), else back to the pay button. The field is
  // scrolled to the middle of the screen first: on a phone, Pay sticks to the bottom of the
  // screen, and a field merely scrolled into view would sit under it.
  useEffect(() => {
    const form = formRef.current;
    if (wasBusy.current && !busy && form?.isConnected) {
      const field = form.querySelector<HTMLElement>('[aria-invalid="true"], iframe[data-invalid]');
      if (field) field.scrollIntoView({ block: 'center' });
      if (field instanceof HTMLIFrameElement) cardFrame.current?.focus();
      else (field ?? payRef.current)?.focus({ preventScroll: field !== null });
    }
    wasBusy.current = busy;
  }, [busy]);
  // Every field fixed: "Please check the highlighted fields" goes too.
  const fieldsLeft = Object.keys(fieldErrors).length > 0 || frameInvalid;
  useEffect(() => {
    if (!fieldsLeft && !busy && errors.payment.message === CHECK_FIELDS_MESSAGE)
      dispatch({ type: 'paymentStarted' });
  }, [fieldsLeft, busy, errors.payment.message, dispatch]);

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
    prep.sandboxWallet === true && walletsOn && offered !== null && !wallets.applePay && !wallets.googlePay;
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
  const onField = (name: string, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    fixField(name);
  };
  // What the form shows now: typing (or autofill) and paying can land in one task.
  const submit = (
    form: HTMLFormElement,
    picked: PaymentMethod | null,
    wallet: WalletPayment | null = null,
  ) => {
    const typed = { ...fields, ...(Object.fromEntries(new FormData(form)) as Fields) };
    setFields(typed);
    void pay(picked, typed, cardFrame.current, wallet);
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
            {walletsOn && !free && (
              <div className="tt-wallets">
                <WalletButtons
                  wallets={walletMethods.map((m) => m.kind as WalletName)}
                  test={testWallet}
                  total={prep.pricing.total}
                  currency={currency}
                  disabled={busy}
                  onOffered={setOffered}
                  onPaid={(wallet, payment) => {
                    if (formRef.current) submit(formRef.current, { kind: wallet }, payment);
                    else payment.complete('fail');
                  }}
                  onFailed={(message) => dispatch({ type: 'paymentFailed', status: 0, message })}
                />
                {walletMethods.length > 0 && <p className="tt-or">or pay with card</p>}
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
                  onErrors: fixFrame,
                }}
              />
            )}
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
            {/* What stops the payment (a declined card, fields to fix) is said beside Pay, and read out. */}
            <div role="alert" className="tt-form-error tt-pay-error" data-testid="payment-error">
              {errors.payment.message}
              {steps?.reason && <p data-testid="payment-failure-steps">{steps.reason}</p>}
              {steps?.retryTeeTime && (
                <p>
                  The course asks you to choose the tee time again: go back to the tee times and pick it once
                  more.
                </p>
              )}
            </div>
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
