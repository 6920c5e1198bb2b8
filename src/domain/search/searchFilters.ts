import {
  DISTANCE_MAX,
  DISTANCE_MIN,
  HOUR_MAX,
  HOUR_MIN,
  PLAYERS_MAX,
  PLAYERS_MIN,
  type CuratedCategory,
  type Holes,
  type RateType,
} from './constants';

/** Location types of spec 01 §3 (`Current` is the user's position). */
export type LocationType = 'Course' | 'City' | 'State' | 'Zipcode' | 'Section' | 'Deal' | 'Current';

/**
 * A location the search points at (an autocomplete suggestion, or the user's position).
 * Structurally compatible with `LocationRef` of src/core/events.ts (plus `label`, `distance`).
 */
export interface SearchLocation {
  id?: string;
  type: LocationType;
  name?: string;
  label?: string;
  slug?: string;
  hierarchizedUrl?: string;
  latitude?: number;
  longitude?: number;
  distance?: number | null;
}

/** An inclusive numeric range; `null` on a side means "no bound". */
export interface Range<T extends number | null = number> {
  min: T;
  max: T;
}

/**
 * The search and filter values a search widget needs (spec 01 §3). Values a tee-time picker or
 * checkout needs (selectedRateType, skipRate, prepaymentRuleId…) are not kept here.
 */
export interface SearchFilters {
  /** YYYY-MM-DD; null means "today" (the API's default). */
  date: string | null;
  /** null = Any. */
  holes: Holes | null;
  /** Players of the search form; null = Any. */
  players: number | null;
  location: SearchLocation | null;
  /** Distance in miles, 0–150 (`locationRange`). */
  locationRange: Range;
  /** Players range of the filter panel, within 1–6. */
  playersRange: Range;
  /** Price in dollars; null sides are unbounded. */
  priceRange: Range<number | null>;
  /** Tee-off hours, 0–24 inclusive (07 and 10 keep 07:00–10:00). */
  timeRange: Range;
  /** HH:mm of a chosen time slot. */
  timeSlot: string | null;
  /** Riding (true), walking (false) or either (null). */
  cart: boolean | null;
  dealsOnly: boolean;
  rateTypes: RateType[];
  /** Rate types before deals-only was switched on, restored when it goes off. */
  previousRateTypes: RateType[];
  categoryFilter: CuratedCategory | null;
  /** Id of the course the user searched (a city list then defaults to best match). */
  searchedCourse: string | null;
  cityId: string | null;
  isPrepaidOnly: boolean;
  networkMembershipOnly: boolean;
  /** Partner-curated "best" flag. */
  isBest: boolean;
  /** Partner-curated "vip" flag. */
  isVip: boolean;
  isBestDeal: boolean;
  hotDealsSearch: boolean;
  nearMeSearch: boolean;
  foreplayReviewedOnly: boolean;
  onlySearch: boolean;
}

/** A fresh copy of the default filters (nothing narrowed: every list and range is new). */
export function defaultFilters(): SearchFilters {
  return {
    date: null,
    holes: null,
    players: null,
    location: null,
    locationRange: { min: DISTANCE_MIN, max: DISTANCE_MAX },
    playersRange: { min: PLAYERS_MIN, max: PLAYERS_MAX },
    priceRange: { min: null, max: null },
    timeRange: { min: HOUR_MIN, max: HOUR_MAX },
    timeSlot: null,
    cart: null,
    dealsOnly: false,
    rateTypes: [],
    previousRateTypes: [],
    categoryFilter: null,
    searchedCourse: null,
    cityId: null,
    isPrepaidOnly: false,
    networkMembershipOnly: false,
    isBest: false,
    isVip: false,
    isBestDeal: false,
    hotDealsSearch: false,
    nearMeSearch: false,
    foreplayReviewedOnly: false,
    onlySearch: false,
  };
}
