import { atom } from 'jotai';

/** A place the reader typed, and the element attributes it was typed against (new attributes win). */
export const typedPlaceAtom = atom<{ text: string; against: string } | null>(null);

/** The deal whose detail view is open, else null (the list). */
export const openDealAtom = atom<string | null>(null);
