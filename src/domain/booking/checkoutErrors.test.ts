import { describe, expect, it } from 'vitest';
import {
  checkoutErrorsReducer,
  INITIAL_CHECKOUT_ERRORS,
  type CheckoutErrorsAction,
  type CheckoutErrorsState,
} from './checkoutErrors';

const typed = (): CheckoutErrorsState =>
  [
    { type: 'input', field: 'promoCode', value: 'SPRING20' },
    { type: 'input', field: 'rewardsPointsAmount', value: '900000' },
    { type: 'input', field: 'giftCardCode', value: 'GIFT-CVV-100' },
  ].reduce((s, a) => checkoutErrorsReducer(s, a as CheckoutErrorsAction), INITIAL_CHECKOUT_ERRORS);

const run = (state: CheckoutErrorsState, ...actions: CheckoutErrorsAction[]) =>
  actions.reduce(checkoutErrorsReducer, state);

describe('checkoutErrorsReducer', () => {
  it('a failed promo code keeps its message by the promo field and clears only the promo input', () => {
    const s = run(typed(), {
      type: 'redeemFailed',
      redeemType: 'promoCode',
      status: 422,
      message: 'This promo code has expired.',
      validationErrors: { promo_codes: ['This promo code has expired.'] },
    });
    expect(s.promo).toEqual({ message: 'This promo code has expired.', limitReached: false });
    expect(s.inputs).toEqual({
      promoCode: '',
      rewardsPointsAmount: '900000',
      giftCardCode: 'GIFT-CVV-100',
      giftCardCvv: '',
    });
    expect([s.rewards.message, s.giftCard.message]).toEqual([null, null]);
  });

  it('a failed rewards amount clears only the rewards input', () => {
    const s = run(typed(), {
      type: 'redeemFailed',
      redeemType: 'rewards',
      status: 422,
      message: 'x',
      validationErrors: { rewardsPointsAmount: ['You only have 2500 points.'] },
    });
    expect(s.rewards.message).toBe('You only have 2500 points.');
    expect(s.inputs.rewardsPointsAmount).toBe('');
    expect(s.inputs.promoCode).toBe('SPRING20');
    expect(s.inputs.giftCardCode).toBe('GIFT-CVV-100');
  });

  it('a failed gift card clears only the gift card code', () => {
    const s = run(typed(), {
      type: 'redeemFailed',
      redeemType: 'giftCard',
      status: 422,
      message: 'This gift card has no balance left.',
    });
    expect(s.giftCard.message).toBe('This gift card has no balance left.');
    expect(s.inputs.giftCardCode).toBe('');
    expect(s.inputs.promoCode).toBe('SPRING20');
  });

  it('code 10001 asks for the gift card CVV and keeps the code', () => {
    const s = run(typed(), {
      type: 'redeemFailed',
      redeemType: 'giftCard',
      status: 422,
      code: 10001,
      message: 'This gift card needs its CVV.',
    });
    expect(s.giftCard).toEqual({
      message: 'This gift card needs its CVV.',
      cvvRequired: true,
      limitReached: false,
    });
    expect(s.inputs.giftCardCode).toBe('GIFT-CVV-100');
  });

  it('a wrong CVV clears the CVV only', () => {
    const s = run(
      typed(),
      { type: 'input', field: 'giftCardCvv', value: '999' },
      {
        type: 'redeemFailed',
        redeemType: 'giftCard',
        status: 422,
        validationErrors: { gift_card_cvv: ['The gift card CVV is wrong.'] },
      },
    );
    expect(s.giftCard.message).toBe('The gift card CVV is wrong.');
    expect([s.inputs.giftCardCode, s.inputs.giftCardCvv]).toEqual(['GIFT-CVV-100', '']);
  });

  it("429 on promo → 'Unable to process promo code' and the limit is reached", () => {
    const s = run(typed(), {
      type: 'redeemFailed',
      redeemType: 'promoCode',
      status: 429,
      message: 'whatever',
    });
    expect(s.promo).toEqual({ message: 'Unable to process promo code', limitReached: true });
  });

  it("429 on gift card → 'Unable to process gift card' and the limit is reached", () => {
    const s = run(typed(), { type: 'redeemFailed', redeemType: 'giftCard', status: 429 });
    expect(s.giftCard).toEqual({
      message: 'Unable to process gift card',
      cvvRequired: false,
      limitReached: true,
    });
  });

  it('a prepare result clears the promo, rewards and gift-card errors; features keep the limits', () => {
    const failed = run(
      typed(),
      { type: 'redeemFailed', redeemType: 'promoCode', status: 429 },
      { type: 'redeemFailed', redeemType: 'rewards', status: 422, message: 'r' },
      { type: 'redeemFailed', redeemType: 'giftCard', status: 422, code: 10001, message: 'g' },
    );
    const s = run(failed, {
      type: 'prepared',
      features: { promoCodeRedemptionBlocked: true, giftCardRedemptionBlocked: false },
    });
    expect([s.promo.message, s.rewards.message, s.giftCard.message]).toEqual([null, null, null]);
    expect(s.promo.limitReached).toBe(true);
    expect(s.giftCard.cvvRequired).toBe(false);
  });

  it('a successful redeem clears its own input', () => {
    const s = run(typed(), { type: 'prepared', applied: 'promoCode' });
    expect(s.inputs.promoCode).toBe('');
    expect(s.inputs.giftCardCode).toBe('GIFT-CVV-100');
  });

  it('typing in a field clears its message', () => {
    const s = run(
      typed(),
      { type: 'redeemFailed', redeemType: 'promoCode', status: 422, message: 'bad' },
      { type: 'input', field: 'promoCode', value: 'SAVE10' },
    );
    expect(s.promo.message).toBeNull();
  });

  it('429 on the reservation → the threshold message', () => {
    const s = run(typed(), { type: 'paymentStarted' }, { type: 'paymentFailed', status: 429, message: 'x' });
    expect(s.payment.message).toBe(
      'You have reached the threshold for reservations within a timespan. Please try again later.',
    );
  });

  it('a declined card keeps the message and what was typed', () => {
    const s = run(typed(), { type: 'paymentFailed', status: 402, message: 'Your card was declined.' });
    expect(s.payment).toEqual({
      message: 'Your card was declined.',
      status: 402,
      failureSteps: null,
      cardDeclined: true,
    });
    expect(s.inputs).toEqual(typed().inputs);
    expect(run(s, { type: 'paymentStarted' }).payment.message).toBeNull();
  });

  it('10001 at payment asks for the CVV too; failure steps are kept', () => {
    const s = run(typed(), {
      type: 'paymentFailed',
      status: 422,
      code: 10001,
      message: 'CVV',
      failureSteps: { retryTeeTime: false, reason: 'x' },
    });
    expect(s.giftCard.cvvRequired).toBe(true);
    expect(s.payment.failureSteps).toEqual({ retryTeeTime: false, reason: 'x' });
  });

  it('player update and booking modification failures have fixed messages; reset clears all', () => {
    const s = run(typed(), { type: 'playerUpdateFailed' }, { type: 'modificationFailed' });
    expect(s.playersMessage).toBe('There was some issue updating the player.');
    expect(s.modificationMessage).toBe('There was some issue modifying the booking.');
    expect(run(s, { type: 'reset' })).toEqual(INITIAL_CHECKOUT_ERRORS);
  });
});
