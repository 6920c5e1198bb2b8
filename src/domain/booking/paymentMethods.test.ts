import { describe, expect, it } from 'vitest';
import { paymentMethods } from './paymentMethods';

const both = { applePay: true, googlePay: true };
const none = { applePay: false, googlePay: false };
const kinds = (r: ReturnType<typeof paymentMethods>) => r.methods.map((m) => m.kind);

describe('paymentMethods', () => {
  it('guests: applePay, googlePay, card, the first selected', () => {
    const r = paymentMethods({ isGuest: true, wallets: both });
    expect(kinds(r)).toEqual(['applePay', 'googlePay', 'newCard']);
    expect(r.selected).toEqual({ kind: 'applePay' });
  });

  it('guests: wallets the browser does not offer are hidden', () => {
    expect(kinds(paymentMethods({ isGuest: true, wallets: { applePay: false, googlePay: true } }))).toEqual([
      'googlePay',
      'newCard',
    ]);
    const r = paymentMethods({ isGuest: true, wallets: none, savedCards: [{ id: 'card_x' }] });
    expect(kinds(r)).toEqual(['newCard']);
    expect(r.selected).toEqual({ kind: 'newCard' });
  });

  it('signed in: saved cards (default first), a new card, then the offered wallets', () => {
    const r = paymentMethods({
      isGuest: false,
      wallets: { applePay: false, googlePay: true },
      savedCards: [{ id: 'card_demo_2' }, { id: 'card_demo_1', isDefault: true }],
      defaultPaymentMethod: 'card',
    });
    expect(r.methods).toEqual([
      { kind: 'savedCard', cardId: 'card_demo_1' },
      { kind: 'savedCard', cardId: 'card_demo_2' },
      { kind: 'newCard' },
      { kind: 'googlePay' },
    ]);
    expect(r.selected).toEqual({ kind: 'savedCard', cardId: 'card_demo_1' });
  });

  it('signed in without cards selects a new card', () => {
    expect(paymentMethods({ isGuest: false, wallets: none }).selected).toEqual({ kind: 'newCard' });
  });

  it('a preferred wallet is selected only when the browser offers it', () => {
    const input = {
      isGuest: false,
      savedCards: [{ id: 'c1', isDefault: true }],
      preferences: { googlePayIsPreferred: true },
    };
    expect(paymentMethods({ ...input, wallets: both }).selected).toEqual({ kind: 'googlePay' });
    expect(paymentMethods({ ...input, wallets: none }).selected).toEqual({ kind: 'savedCard', cardId: 'c1' });
  });

  it("the prepare answer's wallet default is used when offered", () => {
    expect(
      paymentMethods({
        isGuest: false,
        wallets: both,
        savedCards: [{ id: 'c1' }],
        defaultPaymentMethod: 'apple_pay',
      }).selected,
    ).toEqual({ kind: 'applePay' });
  });
});
