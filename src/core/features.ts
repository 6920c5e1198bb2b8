/** Per-brand feature switches (spec 02 §9). */
export const FEATURE_NAMES = [
  'breadcrumbs',
  'claimCourse',
  'courseOperators',
  'courseReviews',
  'featuredContests',
  'dealsNav',
  'dealsPage',
  'deleteUser',
  'membership',
  'moderator',
  'networkMembership',
  'showNetworkSales',
  'offers',
  'priceAlerts',
  'rewardsAccumulation',
  'rewardsReferral',
  'shareReservation',
  'giftCardLink',
  'golfSpecials',
  'exploreCountriesStates',
  'sectionCourses',
  'marketingCommunication',
  'marketingOptInDefault',
  'eventualInsurance',
  'digitalWallets',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

/** Anything carrying switches, typically a Brand. */
export interface FeatureSwitches {
  readonly features: ReadonlySet<FeatureName>;
}

/** Spec: a route whose feature is off sends the user to the fallback page after 100 ms. */
export const FEATURE_OFF_REDIRECT_MS = 100;

export function isFeatureOn(brand: FeatureSwitches | null | undefined, name: FeatureName): boolean {
  return brand?.features.has(name) ?? false;
}

/**
 * For a view that needs `name`: when the brand has it off, `goFallback` (e.g. show not-found) runs
 * after 100 ms. Returns a cancel function for unmount; a no-op when the feature is on.
 */
export function guardFeature(brand: FeatureSwitches, name: FeatureName, goFallback: () => void): () => void {
  if (isFeatureOn(brand, name)) return () => undefined;
  const timer = setTimeout(goFallback, FEATURE_OFF_REDIRECT_MS);
  return () => clearTimeout(timer);
}
