import type { ScreenMap } from '../types';

/** Favourite courses and cities, price alerts. */
export const savedScreens: ScreenMap = {};
