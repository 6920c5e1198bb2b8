import { PLAYERS_MAX, PLAYERS_MIN, type CourseSort } from './constants';
import {
  setCategory,
  setDealsOnly,
  setDistance,
  setPlayersRange,
  setPriceRange,
  setRateTypes,
  setTimeRange,
} from './filterRules';
import { parseQuery, type QueryInput, type QueryValues } from './queryRules';
import { defaultFilters, type LocationType, type SearchFilters, type SearchLocation } from './searchFilters';

function locationOf(q: QueryValues): SearchLocation | null {
  if (!q.locationType) return null;
  const loc: SearchLocation = { type: q.locationType as LocationType };
  if (q.locationId) loc.id = q.locationId;
  if (q.locationName) loc.name = q.locationName;
  if (q.locationSlug) loc.slug = q.locationSlug;
  if (q.locationUrl) loc.hierarchizedUrl = q.locationUrl;
  if (q.lat !== undefined && q.lon !== undefined) {
    loc.latitude = q.lat;
    loc.longitude = q.lon;
  }
  return loc;
}

/**
 * Filters from a URL query, over `base` (defaults unless given): each accepted value goes through
 * the filter rules, so ranges are clamped (players 1–6, distance 0–150) or, when invalid (price,
 * hours), ignored; players must be a whole 1–6 and holes 9 or 18. A one-sided range keeps the
 * base's other side. dealsOnly / hotDealsSearch apply the deals-only rule after the rate types.
 */
export function filtersFromQuery(input: QueryInput, base: SearchFilters = defaultFilters()): SearchFilters {
  const q = parseQuery(input);
  let f: SearchFilters = { ...base };
  if (q.date) f.date = q.date;
  if (q.timeSlot) f.timeSlot = q.timeSlot;
  if (
    q.players !== undefined &&
    Number.isInteger(q.players) &&
    q.players >= PLAYERS_MIN &&
    q.players <= PLAYERS_MAX
  ) {
    f.players = q.players;
  }
  if (q.holes === 9 || q.holes === 18) f.holes = q.holes;
  if (q.minPlayers !== undefined || q.maxPlayers !== undefined) {
    f = setPlayersRange(f, {
      min: q.minPlayers ?? f.playersRange.min,
      max: q.maxPlayers ?? f.playersRange.max,
    });
  }
  if (q.minRadius !== undefined || q.maxRadius !== undefined) {
    f = setDistance(f, { min: q.minRadius ?? f.locationRange.min, max: q.maxRadius ?? f.locationRange.max });
  }
  if (q.minPrice !== undefined || q.maxPrice !== undefined) {
    f = setPriceRange(f, { min: q.minPrice ?? f.priceRange.min, max: q.maxPrice ?? f.priceRange.max });
  }
  if (q.minHour !== undefined || q.maxHour !== undefined) {
    f = setTimeRange(f, { min: q.minHour ?? f.timeRange.min, max: q.maxHour ?? f.timeRange.max });
  }
  if (q.cart !== undefined) f.cart = q.cart;
  if (q.rateTypes) f = setRateTypes(f, q.rateTypes);
  if (q.dealsOnly || q.hotDealsSearch) {
    f = setDealsOnly(f, true);
    if (q.previousRateTypes) f.previousRateTypes = q.previousRateTypes;
  }
  if (q.hotDealsSearch) f.hotDealsSearch = true;
  if (q.category) f = setCategory(f, q.category);
  if (q.searchedCourse) f.searchedCourse = q.searchedCourse;
  if (q.cityId) f.cityId = q.cityId;
  for (const key of [
    'nearMeSearch',
    'foreplayReviewedOnly',
    'isPrepaidOnly',
    'networkMembershipOnly',
  ] as const) {
    if (q[key]) f[key] = true;
  }
  for (const key of ['isBest', 'isVip', 'isBestDeal'] as const) if (q[key]) f[key] = true;
  if (q.onlySearch !== undefined) f.onlySearch = q.onlySearch;
  const location = locationOf(q);
  if (location) f.location = location;
  return f;
}

/**
 * The reverse: a query string (no leading `?`) holding only what differs from the defaults, so a
 * URL can be shared and reloaded (`filtersFromQuery(filtersToQuery(f))` gives `f` back for every
 * value written here). The sort of the list may be added.
 */
export function filtersToQuery(filters: SearchFilters, extra: { sort?: CourseSort } = {}): string {
  const d = defaultFilters();
  const p = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') p.set(key, String(value));
  };
  const loc = filters.location;
  if (loc) {
    put('locationType', loc.type);
    put('locationId', loc.id);
    put('locationName', loc.name);
    put('locationSlug', loc.slug);
    put('locationUrl', loc.hierarchizedUrl);
    put('lat', loc.latitude);
    put('lon', loc.longitude);
  }
  put('date', filters.date);
  put('players', filters.players);
  put('holes', filters.holes);
  if (filters.playersRange.min !== d.playersRange.min) put('minPlayers', filters.playersRange.min);
  if (filters.playersRange.max !== d.playersRange.max) put('maxPlayers', filters.playersRange.max);
  if (filters.locationRange.min !== d.locationRange.min) put('minRadius', filters.locationRange.min);
  if (filters.locationRange.max !== d.locationRange.max) put('maxRadius', filters.locationRange.max);
  put('minPrice', filters.priceRange.min);
  put('maxPrice', filters.priceRange.max);
  if (filters.timeRange.min !== d.timeRange.min) put('minHour', filters.timeRange.min);
  if (filters.timeRange.max !== d.timeRange.max) put('maxHour', filters.timeRange.max);
  put('timeSlot', filters.timeSlot);
  put('cart', filters.cart);
  if (filters.rateTypes.length > 0) put('rateTypes', filters.rateTypes.join(','));
  if (filters.dealsOnly) {
    put('dealsOnly', true);
    if (filters.previousRateTypes.length > 0) put('previousRateTypes', filters.previousRateTypes.join(','));
  }
  put('category', filters.categoryFilter);
  put('searchedCourse', filters.searchedCourse);
  put('cityId', filters.cityId);
  const flags = [
    'hotDealsSearch',
    'nearMeSearch',
    'foreplayReviewedOnly',
    'isPrepaidOnly',
    'networkMembershipOnly',
    'isBest',
    'isVip',
    'isBestDeal',
    'onlySearch',
  ] as const;
  for (const key of flags) if (filters[key]) put(key, true);
  put('sort', extra.sort);
  return p.toString();
}
