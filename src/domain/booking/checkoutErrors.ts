import {
  BOOKING_CODES,
  BOOKING_MODIFICATION_MESSAGE,
  GIFT_CARD_CVV_REQUIRED_MESSAGE,
  GIFT_CARD_LIMIT_MESSAGE,
  PLAYER_UPDATE_MESSAGE,
  PROMO_CODE_LIMIT_MESSAGE,
  RESERVATION_THRESHOLD_MESSAGE,
} from './constants';
import type { FailureSteps } from './prepareOutcome';

/** Redeem types of the checkout (spec 01 §4). */
export type RedeemType = 'promoCode' | 'rewards' | 'giftCard';
export type CheckoutInput = 'promoCode' | 'rewardsPointsAmount' | 'giftCardCode' | 'giftCardCvv';

/** The checkout's typed redeem inputs and its error messages, each kept next to its own field. */
export interface CheckoutErrorsState {
  inputs: Readonly<Record<CheckoutInput, string>>;
  promo: { message: string | null; limitReached: boolean };
  rewards: { message: string | null };
  giftCard: { message: string | null; cvvRequired: boolean; limitReached: boolean };
  payment: {
    message: string | null;
    status: number | null;
    failureSteps: FailureSteps | null;
    /** 402: the card was declined; the view clears the card fields only. */
    cardDeclined: boolean;
  };
  /** Changing players failed. */
  playersMessage: string | null;
  /** Modifying a booking failed. */
  modificationMessage: string | null;
}

export interface FailureInfo {
  /** HTTP status. */
  status: number;
  /** Application code (e.g. 10001). */
  code?: number | string | null;
  message?: string | null;
  /** Per-field messages (snake_case or camelCase keys). */
  validationErrors?: Readonly<Record<string, readonly string[]>> | null;
}

export type CheckoutErrorsAction =
  | { type: 'input'; field: CheckoutInput; value: string }
  /** A prepare (or update) answer arrived; `applied` names a redeem that just succeeded. */
  | {
      type: 'prepared';
      applied?: RedeemType;
      isGiftCardCvvRequired?: boolean | null;
      features?: { promoCodeRedemptionBlocked?: boolean; giftCardRedemptionBlocked?: boolean } | null;
    }
  | ({ type: 'redeemFailed'; redeemType: RedeemType } & FailureInfo)
  | { type: 'paymentStarted' }
  | ({ type: 'paymentFailed'; failureSteps?: FailureSteps | null; redeemType?: RedeemType } & FailureInfo)
  | { type: 'playerUpdateFailed' }
  | { type: 'modificationFailed' }
  /** Payment succeeded or the flow restarted. */
  | { type: 'reset' };

export const INITIAL_CHECKOUT_ERRORS: CheckoutErrorsState = {
  inputs: { promoCode: '', rewardsPointsAmount: '', giftCardCode: '', giftCardCvv: '' },
  promo: { message: null, limitReached: false },
  rewards: { message: null },
  giftCard: { message: null, cvvRequired: false, limitReached: false },
  payment: { message: null, status: null, failureSteps: null, cardDeclined: false },
  playersMessage: null,
  modificationMessage: null,
};

/** The input each redeem type clears when it fails. */
const INPUT_OF: Record<RedeemType, CheckoutInput> = {
  promoCode: 'promoCode',
  rewards: 'rewardsPointsAmount',
  giftCard: 'giftCardCode',
};

const snake = (k: string): string => k.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

function fieldMessage(f: FailureInfo, field: CheckoutInput | 'promo_codes'): string | null {
  const wanted = snake(field);
  for (const [key, list] of Object.entries(f.validationErrors ?? {})) {
    if (snake(key) === wanted && list[0]) return list[0];
  }
  return null;
}

function redeemFailed(
  state: CheckoutErrorsState,
  a: { redeemType: RedeemType } & FailureInfo,
): CheckoutErrorsState {
  const limit = a.status === 429;
  const clear = (field: CheckoutInput) => ({ ...state.inputs, [field]: '' });
  if (a.redeemType === 'promoCode') {
    const message = limit
      ? PROMO_CODE_LIMIT_MESSAGE
      : (fieldMessage(a, 'promo_codes') ?? fieldMessage(a, 'promoCode') ?? a.message ?? null);
    return {
      ...state,
      inputs: clear('promoCode'),
      promo: { message, limitReached: limit || state.promo.limitReached },
    };
  }
  if (a.redeemType === 'rewards') {
    const message = fieldMessage(a, 'rewardsPointsAmount') ?? a.message ?? null;
    return { ...state, inputs: clear('rewardsPointsAmount'), rewards: { message } };
  }
  if (Number(a.code) === BOOKING_CODES.GIFT_CARD_CVV_REQUIRED) {
    // The code is good, its CVV is missing: keep the code, ask for the CVV.
    const message = fieldMessage(a, 'giftCardCvv') ?? a.message ?? GIFT_CARD_CVV_REQUIRED_MESSAGE;
    return { ...state, giftCard: { ...state.giftCard, message, cvvRequired: true } };
  }
  const cvvMessage = limit ? null : fieldMessage(a, 'giftCardCvv');
  if (cvvMessage) {
    return { ...state, inputs: clear('giftCardCvv'), giftCard: { ...state.giftCard, message: cvvMessage } };
  }
  const message = limit ? GIFT_CARD_LIMIT_MESSAGE : (fieldMessage(a, 'giftCardCode') ?? a.message ?? null);
  return {
    ...state,
    inputs: { ...state.inputs, giftCardCode: '', giftCardCvv: '' },
    giftCard: { message, cvvRequired: false, limitReached: limit || state.giftCard.limitReached },
  };
}

const ERROR_OF_INPUT: Record<CheckoutInput, 'promo' | 'rewards' | 'giftCard'> = {
  promoCode: 'promo',
  rewardsPointsAmount: 'rewards',
  giftCardCode: 'giftCard',
  giftCardCvv: 'giftCard',
};

/**
 * Spec 01 §4 and §8: a prepare answer clears the promo, rewards and gift-card errors; a failed
 * redeem keeps its message next to its own field and clears only the failing input; 10001 asks
 * for the gift card's CVV; 429 on promo / gift card → 'Unable to process …' and the limit is
 * marked reached; 429 on the reservation → the threshold message; player update and booking
 * modification failures have fixed messages.
 */
export function checkoutErrorsReducer(
  state: CheckoutErrorsState,
  action: CheckoutErrorsAction,
): CheckoutErrorsState {
  switch (action.type) {
    case 'input': {
      const key = ERROR_OF_INPUT[action.field];
      return {
        ...state,
        inputs: { ...state.inputs, [action.field]: action.value },
        [key]: { ...state[key], message: null },
      };
    }
    case 'prepared':
      return {
        ...state,
        inputs: action.applied ? { ...state.inputs, [INPUT_OF[action.applied]]: '' } : state.inputs,
        promo: {
          message: null,
          limitReached: action.features?.promoCodeRedemptionBlocked ?? state.promo.limitReached,
        },
        rewards: { message: null },
        giftCard: {
          message: null,
          cvvRequired: action.isGiftCardCvvRequired ?? false,
          limitReached: action.features?.giftCardRedemptionBlocked ?? state.giftCard.limitReached,
        },
        playersMessage: null,
      };
    case 'redeemFailed':
      return redeemFailed(state, action);
    case 'paymentStarted':
      return { ...state, payment: INITIAL_CHECKOUT_ERRORS.payment };
    case 'paymentFailed': {
      const redeemType =
        action.redeemType ??
        (Number(action.code) === BOOKING_CODES.GIFT_CARD_CVV_REQUIRED ? 'giftCard' : null);
      const base = redeemType ? redeemFailed(state, { ...action, redeemType }) : state;
      const message = action.status === 429 ? RESERVATION_THRESHOLD_MESSAGE : (action.message ?? null);
      return {
        ...base,
        payment: {
          message,
          status: action.status,
          failureSteps: action.failureSteps ?? null,
          cardDeclined: action.status === 402,
        },
      };
    }
    case 'playerUpdateFailed':
      return { ...state, playersMessage: PLAYER_UPDATE_MESSAGE };
    case 'modificationFailed':
      return { ...state, modificationMessage: BOOKING_MODIFICATION_MESSAGE };
    case 'reset':
      return INITIAL_CHECKOUT_ERRORS;
  }
}
