import { atom } from 'jotai';
import {
  checkoutErrorsReducer,
  INITIAL_CHECKOUT_ERRORS,
  type CheckoutErrorsAction,
} from '../../src/domain/booking/checkoutErrors';
import type { CheckoutRequest, Preparation, View } from './types';

/** The tee time being checked out (attributes or the picker's teetime-checkout-start). */
export const requestAtom = atom<CheckoutRequest | null>(null);
/** The current preparation (POST …/prepare, then every PATCH). */
export const prepAtom = atom<Preparation | null>(null);
export const viewAtom = atom<View>({ kind: 'checkout' });
/** True once the view changed after a user action: the new view's heading takes focus. */
export const movedAtom = atom(false);
/** A guest card's gateway token (shown once), kept for the insurance purchase. */
export const guestTokenAtom = atom<string | null>(null);
/** The saved card that paid, for the insurance purchase. */
export const paidCardAtom = atom<string | null>(null);

const errorsBase = atom(INITIAL_CHECKOUT_ERRORS);
/** Redeem inputs and errors, each next to its own field (src/domain/booking/checkoutErrors). */
export const errorsAtom = atom(
  (get) => get(errorsBase),
  (get, set, action: CheckoutErrorsAction) => set(errorsBase, checkoutErrorsReducer(get(errorsBase), action)),
);

/** The `locale` attribute, for dates and prices. */
export const localeAtom = atom('en-US');
