import type { FeatureName } from './features';
import { FEATURE_NAMES } from './features';

/**
 * The marketplace's own brand and its six partner editions (spec 02 §1, §9): colour theme and
 * feature switches. White text is used on `primary`, so every primary meets WCAG AA (4.5:1)
 * against #ffffff.
 */
export interface Brand {
  readonly id: string;
  readonly name: string;
  readonly primary: string;
  readonly secondary: string;
  /** Sent as X-Api-Key unless the partner sets its own (core/appKey): `demo-<id>`, the sandbox's key. */
  readonly appKey: string;
  readonly features: ReadonlySet<FeatureName>;
  /**
   * The identity provider's client id for social sign-in and one-tap (spec 02 §4); without one
   * neither is offered. `sandbox-…` ids sign in with the sandbox API's stand-in provider.
   */
  readonly socialClientId?: string;
  /**
   * Spec 02 §6: the partner edition in which only these marketing mailing options are treated
   * normally (offered on the preference screens and at sign-up); the others are not offered.
   * Absent: every option (docs/brands.md, "Mailing options").
   */
  readonly mailingOptions?: readonly ('promotional' | 'weekly')[];
}

export const MAIN_BRAND_ID = 'teetime';

const allBut = (...off: FeatureName[]): FeatureName[] => FEATURE_NAMES.filter((f) => !off.includes(f));

function brand(
  id: string,
  name: string,
  primary: string,
  secondary: string,
  features: FeatureName[],
  extra: Pick<Brand, 'socialClientId' | 'mailingOptions'> = {},
): Brand {
  return Object.freeze({
    id,
    name,
    primary,
    secondary,
    appKey: `demo-${id}`,
    features: new Set(features),
    ...extra,
  });
}

export const BRANDS: readonly Brand[] = Object.freeze([
  // Opt-in to marketing stays unticked by default; golf specials are a partner-only page.
  // Social sign-in and one-tap with the sandbox's stand-in identity provider (docs/brands.md).
  brand(MAIN_BRAND_ID, 'Teetime', '#0b6e4f', '#f2a541', allBut('marketingOptInDefault', 'golfSpecials'), {
    socialClientId: 'sandbox-teetime-web',
  }),
  // The partner edition of spec 02 §6: only its promotional and weekly mailings are treated normally.
  brand(
    'cedar-ridge',
    'Cedar Ridge Golf Club',
    '#7a3b1d',
    '#d9a441',
    [
      'breadcrumbs',
      'courseReviews',
      'shareReservation',
      'marketingCommunication',
      'deleteUser',
      'digitalWallets',
    ],
    { mailingOptions: ['promotional', 'weekly'] },
  ),
  brand('lakeside', 'Lakeside Golf', '#1d4e89', '#7fb7be', [
    'courseReviews',
    'dealsNav',
    'dealsPage',
    'priceAlerts',
    'membership',
    'marketingCommunication',
    'marketingOptInDefault',
    'deleteUser',
    'digitalWallets',
  ]),
  brand('coastal-fairways', 'Coastal Fairways', '#006d77', '#ffddd2', [
    'breadcrumbs',
    'giftCardLink',
    'shareReservation',
    'eventualInsurance',
    'deleteUser',
    'digitalWallets',
  ]),
  brand('desert-springs', 'Desert Springs Golf Resort', '#9c3d1a', '#e9c46a', [
    'golfSpecials',
    'dealsPage',
    'courseReviews',
    'rewardsAccumulation',
    'sectionCourses',
    'deleteUser',
  ]),
  brand('maple-hollow', 'Maple Hollow Golf Trail', '#8b1e3f', '#f4a259', [
    'membership',
    'courseReviews',
    'moderator',
    'marketingCommunication',
    'deleteUser',
    'digitalWallets',
  ]),
  brand('northern-links', 'Northern Links Golf Network', '#2b2d42', '#8d99ae', [
    'exploreCountriesStates',
    'sectionCourses',
    'breadcrumbs',
    'networkMembership',
    'showNetworkSales',
    'offers',
    'deleteUser',
  ]),
]);

const BY_ID = new Map(BRANDS.map((b) => [b.id, b]));

/** The brand for a `brand` attribute (case and spaces ignored); unknown or missing → the main brand. */
export function getBrand(id?: string | null): Brand {
  const key = (id ?? '').trim().toLowerCase();
  return BY_ID.get(key) ?? (BY_ID.get(MAIN_BRAND_ID) as Brand);
}
