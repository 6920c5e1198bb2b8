import type { ScreenMap } from '../types';
import { EditCard } from './EditCard';
import { NewCard } from './NewCard';
import { PaymentMethods } from './PaymentMethods';

/** Saved cards: list, add, edit, delete, default. */
export const paymentScreens: ScreenMap = {
  'payment-methods': PaymentMethods,
  'payment-methods-new': NewCard,
  'payment-methods-edit': EditCard,
};
