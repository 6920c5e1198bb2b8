import { GUEST_PAYMENT_ORDER, type GuestPaymentMethod } from './constants';

export type PaymentMethod =
  { kind: 'savedCard'; cardId: string } | { kind: 'newCard' } | { kind: 'applePay' } | { kind: 'googlePay' };

export interface SavedCard {
  id: string;
  isDefault?: boolean | null;
}

export interface PaymentMethodsInput {
  isGuest: boolean;
  /** The signed-in user's saved cards (ignored for guests). */
  savedCards?: readonly SavedCard[];
  /** What the browser offers through the Payment Request API; wallets are hidden otherwise. */
  wallets: { applePay: boolean; googlePay: boolean };
  /** The prepare answer's defaultPaymentMethod ('card', 'apple_pay' / 'applePay', …). */
  defaultPaymentMethod?: string | null;
  /** The user's settings (GET v6/users/settings), camelCased. */
  preferences?: { applePayIsPreferred?: boolean | null; googlePayIsPreferred?: boolean | null } | null;
}

export interface PaymentMethodsChoice {
  /** Methods to offer, in display order. */
  methods: PaymentMethod[];
  /** The method selected at first; null when there is none. */
  selected: PaymentMethod | null;
}

const GUEST_METHOD: Record<GuestPaymentMethod, PaymentMethod> = {
  applePay: { kind: 'applePay' },
  googlePay: { kind: 'googlePay' },
  card: { kind: 'newCard' },
};

const walletOf = (name: string | null | undefined): 'applePay' | 'googlePay' | null => {
  const key = (name ?? '').replace(/[_\s-]/g, '').toLowerCase();
  return key === 'applepay' ? 'applePay' : key === 'googlepay' ? 'googlePay' : null;
};

/**
 * Which payment methods checkout offers, and which is selected first.
 * Guests (spec 01 §9): applePay, googlePay, card (a new card), wallets only when the browser
 * offers them; the first one offered is selected. Signed-in users: saved cards (the default
 * first), a new card, then the wallets the browser offers; selected is the preferred wallet
 * (settings), else the prepare answer's default when it names an offered wallet, else the
 * default saved card, else the first saved card, else a new card.
 */
export function paymentMethods(input: PaymentMethodsInput): PaymentMethodsChoice {
  const offered = (m: PaymentMethod): boolean =>
    m.kind === 'applePay' ? input.wallets.applePay : m.kind === 'googlePay' ? input.wallets.googlePay : true;
  if (input.isGuest) {
    const methods = GUEST_PAYMENT_ORDER.map((name) => GUEST_METHOD[name]).filter(offered);
    return { methods, selected: methods[0] ?? null };
  }
  const cards = [...(input.savedCards ?? [])].sort(
    (a, b) => Number(b.isDefault === true) - Number(a.isDefault === true),
  );
  const methods: PaymentMethod[] = [
    ...cards.map((c): PaymentMethod => ({ kind: 'savedCard', cardId: c.id })),
    { kind: 'newCard' },
    ...(input.wallets.applePay ? [{ kind: 'applePay' } as const] : []),
    ...(input.wallets.googlePay ? [{ kind: 'googlePay' } as const] : []),
  ];
  const find = (kind: 'applePay' | 'googlePay' | null) =>
    kind ? methods.find((m) => m.kind === kind) : undefined;
  const preferred =
    (input.preferences?.applePayIsPreferred ? find('applePay') : undefined) ??
    (input.preferences?.googlePayIsPreferred ? find('googlePay') : undefined);
  const selected = preferred ?? find(walletOf(input.defaultPaymentMethod)) ?? methods[0] ?? null;
  return { methods, selected };
}
