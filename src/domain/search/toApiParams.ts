import {
  DISTANCE_MIN,
  HOUR_MAX,
  HOUR_MIN,
  MAX_RADIUS,
  PLAYERS_MIN,
  type CourseSort,
  type RateType,
} from './constants';
import type { SearchFilters } from './searchFilters';

/**
 * Parameters of GET v6/courses/location_list, in camelCase (the API client snake_cases them and
 * drops undefined values). Only narrowed filters are sent, so a default search sends nothing but
 * its scope.
 */
export interface LocationListParams {
  lat?: number;
  lon?: number;
  hierarchizedUrl?: string;
  includeWithoutTeeTimes?: boolean;
  courseSectionSlug?: string;
  date?: string;
  qty?: number;
  minHour?: number;
  maxHour?: number;
  minPrice?: number;
  maxPrice?: number;
  minRadius?: number;
  maxRadius?: number;
  isRiding?: boolean;
  numHoles?: 9 | 18;
  rateTypes?: RateType[];
  isPrepaidOnly?: boolean;
  networkMembershipOnly?: boolean;
  /** Only courses Foreplay has reviewed (search value foreplayReviewedOnly). */
  foreplayReviewedOnly?: boolean;
  category?: string;
  flags?: ('best' | 'vip')[];
  sort?: CourseSort;
  page?: number;
}

export interface ApiParamOptions {
  sort?: CourseSort;
  /** 1-based page; omitted means page 1. */
  page?: number;
  /** The user's position, sent with city, state and section lists so distances are measured from it. */
  position?: { latitude: number; longitude: number };
}

/** The scope of the list: section slug, city or state URL, else coordinates. */
function scopeParams(filters: SearchFilters, position?: ApiParamOptions['position']): LocationListParams {
  const loc = filters.location;
  const coords = (lat?: number, lon?: number) => (lat !== undefined && lon !== undefined ? { lat, lon } : {});
  const fromUser = coords(position?.latitude, position?.longitude);
  if (!loc) return fromUser;
  if (loc.type === 'Section' && loc.slug) return { courseSectionSlug: loc.slug, ...fromUser };
  if (loc.type === 'City' && loc.hierarchizedUrl) {
    return { hierarchizedUrl: loc.hierarchizedUrl, includeWithoutTeeTimes: true, ...fromUser };
  }
  if (loc.type === 'State' && loc.hierarchizedUrl)
    return { hierarchizedUrl: loc.hierarchizedUrl, ...fromUser };
  const own = coords(loc.latitude, loc.longitude);
  return 'lat' in own ? own : fromUser;
}

/** The course list: the search's list, its first calls and the home's club courses ask this path. */
export const LOCATION_LIST_PATH = 'v6/courses/location_list';

/**
 * Filters → location_list params. Choices:
 * - scope: a Section sends `courseSectionSlug`; a City its `hierarchizedUrl` with
 *   `includeWithoutTeeTimes: true` (spec §7: the city list merges courses without tee times); a
 *   State its `hierarchizedUrl`; Course, Deal, Zipcode and Current send the location's
 *   coordinates. The user's position, when known, is added to the first three for distances.
 * - `qty`: the players of the search form; with players Any, the lower end of the players range
 *   when it was raised above 1 (tee times that hold at least that many players).
 * - `minRadius` only above 0 and `maxRadius` only below 150 (spec §5).
 * - `minHour` only above 0 and `maxHour` only below 24; price bounds only when set.
 * - `isRiding` from the cart value (riding true, walking false, either → not sent).
 * - `rateTypes` only when some are chosen; `category` only when curated; `flags` from the two
 *   partner-curated values. Booleans are sent only when true.
 */
export function toApiParams(filters: SearchFilters, options: ApiParamOptions = {}): LocationListParams {
  const p: LocationListParams = scopeParams(filters, options.position);
  if (filters.date) p.date = filters.date;
  if (filters.players !== null) p.qty = filters.players;
  else if (filters.playersRange.min > PLAYERS_MIN) p.qty = filters.playersRange.min;
  if (filters.timeRange.min > HOUR_MIN) p.minHour = filters.timeRange.min;
  if (filters.timeRange.max < HOUR_MAX) p.maxHour = filters.timeRange.max;
  if (filters.priceRange.min !== null) p.minPrice = filters.priceRange.min;
  if (filters.priceRange.max !== null) p.maxPrice = filters.priceRange.max;
  if (filters.locationRange.min > DISTANCE_MIN) p.minRadius = filters.locationRange.min;
  if (filters.locationRange.max < MAX_RADIUS) p.maxRadius = filters.locationRange.max;
  if (filters.cart !== null) p.isRiding = filters.cart;
  if (filters.holes !== null) p.numHoles = filters.holes;
  if (filters.rateTypes.length > 0) p.rateTypes = [...filters.rateTypes];
  if (filters.isPrepaidOnly) p.isPrepaidOnly = true;
  if (filters.networkMembershipOnly) p.networkMembershipOnly = true;
  if (filters.foreplayReviewedOnly) p.foreplayReviewedOnly = true;
  if (filters.categoryFilter) p.category = filters.categoryFilter;
  const flags: ('best' | 'vip')[] = [];
  if (filters.isBest) flags.push('best');
  if (filters.isVip) flags.push('vip');
  if (flags.length > 0) p.flags = flags;
  if (options.sort) p.sort = options.sort;
  if (options.page !== undefined && options.page > 1) p.page = options.page;
  return p;
}
