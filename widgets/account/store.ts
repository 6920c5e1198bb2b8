import { atom } from 'jotai';
import type { AccountLocation } from '../../src/domain/account/accountRoutes';

/** The screen shown after the golfer moved inside the element (null: the attributes' screen). */
export const movedToAtom = atom<(AccountLocation & { against: string }) | null>(null);
