import type { ScreenMap } from '../types';

/** Saved cards: list, add, edit, delete, default. */
export const paymentScreens: ScreenMap = {};
