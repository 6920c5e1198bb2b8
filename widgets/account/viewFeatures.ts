import type { FeatureName } from '../../src/core/features';

/**
 * The brand switch each account screen needs (docs/brands.md): with it off the screen is not
 * linked from the account summary and, opened anyway, sends the golfer to the summary after
 * 100 ms (spec 02 §2, the feature-off rule). Screens that check their own switch (price alerts,
 * rewards, reviews, deletion) are not repeated here.
 */
export const VIEW_FEATURES: Readonly<Record<string, FeatureName>> = {
  'network-offers': 'offers',
  'network-offer': 'offers',
  'partner-offers': 'offers',
  'communication-preferences': 'marketingCommunication',
  'message-preferences': 'marketingCommunication',
};
