import { atom } from 'jotai';

/** The chosen rate's name, for the stepper's done step (the selection keeps only its code). */
export const chosenRateAtom = atom<{ rateType: string; name: string } | null>(null);
