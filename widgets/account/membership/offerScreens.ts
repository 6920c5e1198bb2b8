import type { ScreenMap } from '../types';
import { NetworkOffer } from './NetworkOffer';
import { NetworkOffers } from './NetworkOffers';
import { PartnerOffers } from './PartnerOffers';
import { Rewards } from './Rewards';
import { termsPage } from './TermsPage';

/** Member offers (list, detail, redeem), partner claim codes, rewards and their terms. */
export const offerScreens: ScreenMap = {
  'network-offers': NetworkOffers,
  'network-offer': NetworkOffer,
  'partner-offers': PartnerOffers,
  rewards: Rewards,
  'rewards-terms': termsPage('rewards-terms-and-conditions'),
};
