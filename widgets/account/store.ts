import { atom } from 'jotai';
import type { AccountLocation } from '../../src/domain/account/accountRoutes';

/** The screen shown after the golfer moved inside the element (null: the attributes' screen). */
export const movedToAtom = atom<(AccountLocation & { against: string }) | null>(null);

/** Why the unlock link failed (spec 02 §4: the session's unlock-error flag), for unlock-account-failed. */
export const unlockErrorAtom = atom('');

/** The golfer said "Not now" to one-tap sign-in: it stays away while this element lives. */
export const oneTapDismissedAtom = atom(false);
