import type { AccountGroup } from '../../src/domain/account/accountRoutes';
import type { ScreenMap } from './types';

/**
 * Each screen group is its own chunk in the ESM and React builds (one dynamic import each), so a
 * page showing the bookings never downloads the card forms; the embed inlines them all.
 */
export const SCREEN_GROUPS: Record<AccountGroup, () => Promise<ScreenMap>> = {
  auth: () => import('./screens/authScreens').then((m) => m.authScreens),
  profile: () => import('./screens/profileScreens').then((m) => m.profileScreens),
  payments: () => import('./screens/paymentScreens').then((m) => m.paymentScreens),
  bookings: () => import('./screens/bookingScreens').then((m) => m.bookingScreens),
  saved: () => import('./screens/savedScreens').then((m) => m.savedScreens),
  preferences: () => import('./screens/preferenceScreens').then((m) => m.preferenceScreens),
  reviews: () => import('./reviews/reviewScreens').then((m) => m.reviewScreens),
  membership: () => import('./membership/membershipScreens').then((m) => m.membershipScreens),
  offers: () => import('./membership/offerScreens').then((m) => m.offerScreens),
};
