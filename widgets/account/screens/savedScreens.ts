import type { ScreenMap } from '../types';
import { Favorites } from './Favorites';
import { PriceAlerts } from './PriceAlerts';

/** Favourite courses and cities, price alerts. */
export const savedScreens: ScreenMap = {
  favorites: Favorites,
  'price-alerts': PriceAlerts,
};
