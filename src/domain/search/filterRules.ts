import {
  DEALS_RATE_TYPE,
  DISTANCE_MAX,
  DISTANCE_MIN,
  HOUR_MAX,
  HOUR_MIN,
  PLAYERS_MAX,
  PLAYERS_MIN,
  RATE_TYPES,
  isCuratedCategory,
  type RateType,
} from './constants';
import { defaultFilters, type Range, type SearchFilters, type SearchLocation } from './searchFilters';

/**
 * Filter transitions of spec 01 §4 ("Filters"). Every function is pure: it returns a new
 * `SearchFilters` (or the same object when nothing changes) and never mutates its input.
 */

/** Rate types deduplicated, unknown ones dropped, in the API's order (Specials first). */
export function normalizeRateTypes(types: readonly string[]): RateType[] {
  return RATE_TYPES.map((r) => r.id).filter((id) => types.includes(id));
}

const onlyDeals = (types: readonly RateType[]) => types.length === 1 && types[0] === DEALS_RATE_TYPE;

/**
 * Deals-only on: the rate types become only the special (lightning) rate and the previous rate
 * types are remembered; off: they are restored. Switching to the state it is already in changes
 * nothing (so turning it on twice does not remember `['lightning']` as the previous types).
 */
export function setDealsOnly(filters: SearchFilters, on: boolean): SearchFilters {
  if (filters.dealsOnly === on) return filters;
  if (on) {
    return {
      ...filters,
      dealsOnly: true,
      previousRateTypes: [...filters.rateTypes],
      rateTypes: [DEALS_RATE_TYPE],
    };
  }
  return { ...filters, dealsOnly: false, rateTypes: [...filters.previousRateTypes], previousRateTypes: [] };
}

/** A hot-deals search sets deals-only (remembering the previous rate types) and the special rate. */
export function startHotDealsSearch(filters: SearchFilters): SearchFilters {
  return { ...setDealsOnly(filters, true), hotDealsSearch: true };
}

/**
 * Leaving a deal for another search: the deal's "deals only" (special rate only) and hot-deals
 * search end, and the rate types chosen before come back. Interpretation: deals-only of a deal
 * page belongs to that page; a later city search shows every rate again.
 */
export function leaveDeals(filters: SearchFilters): SearchFilters {
  return { ...setDealsOnly(filters, false), hotDealsSearch: false };
}

/**
 * Choosing rate types by hand. Interpretation (spec silent): while deals-only is on, a choice
 * other than exactly the special rate ends deals-only and forgets the remembered types (the user
 * chose anew); choosing only the special rate by hand does not switch deals-only on.
 */
export function setRateTypes(filters: SearchFilters, types: readonly string[]): SearchFilters {
  const rateTypes = normalizeRateTypes(types);
  if (filters.dealsOnly && onlyDeals(rateTypes)) return { ...filters, rateTypes };
  return { ...filters, rateTypes, dealsOnly: false, previousRateTypes: [] };
}

/** The three reset levels of spec 01 §4. */
export type ResetLevel = 'full' | 'keepDate' | 'keepDateAndTimeSlot';

/**
 * Full reset: every value back to its default (location included: the widget re-applies the
 * scope of the page it shows). `keepDate` keeps the date; `keepDateAndTimeSlot` keeps the date
 * and the time slot.
 */
export function resetFilters(filters: SearchFilters, level: ResetLevel): SearchFilters {
  const fresh = defaultFilters();
  if (level === 'full') return fresh;
  if (level === 'keepDate') return { ...fresh, date: filters.date };
  return { ...fresh, date: filters.date, timeSlot: filters.timeSlot };
}

/** Whether two locations are the same place (same type and id, or the same coordinates). */
export function samePlace(a: SearchLocation | null, b: SearchLocation | null): boolean {
  if (!a || !b || a.type !== b.type) return false;
  if (a.id !== undefined || b.id !== undefined) return a.id === b.id;
  if (a.slug !== undefined || b.slug !== undefined) return a.slug === b.slug;
  return a.latitude === b.latitude && a.longitude === b.longitude;
}

/**
 * A search for a new place (spec 01 §4 "reset keeping the date"): the last place's filters go —
 * prices, hours, rates, deals only, course list — and the date, players and holes of the search
 * stay (and the searched course, which sorts a city by best match). The same place searched
 * again, or the first place of a visit, keeps its filters.
 */
export function filtersForPlace(filters: SearchFilters, place: SearchLocation): SearchFilters {
  // The first place of a visit takes the filters it was opened with (a synced URL, attributes).
  if (!filters.location || samePlace(filters.location, place)) return { ...filters, location: place };
  return {
    ...resetFilters(filters, 'keepDate'),
    players: filters.players,
    holes: filters.holes,
    searchedCourse: filters.searchedCourse,
    location: place,
  };
}

function clampRange(range: Range, lo: number, hi: number, round: boolean): Range {
  const fix = (n: number, fallback: number) => {
    if (!Number.isFinite(n)) return fallback;
    const v = round ? Math.round(n) : n;
    return Math.min(hi, Math.max(lo, v));
  };
  const a = fix(range.min, lo);
  const b = fix(range.max, hi);
  return a <= b ? { min: a, max: b } : { min: b, max: a };
}

/** Players range clamped to whole players 1–6; reversed ends are swapped; NaN falls back to 1 or 6. */
export function clampPlayersRange(range: Range): Range {
  return clampRange(range, PLAYERS_MIN, PLAYERS_MAX, true);
}

/** Distance range clamped to 0–150 miles; reversed ends are swapped; NaN falls back to 0 or 150. */
export function clampDistance(range: Range): Range {
  return clampRange(range, DISTANCE_MIN, DISTANCE_MAX, false);
}

export function setPlayersRange(filters: SearchFilters, range: Range): SearchFilters {
  return { ...filters, playersRange: clampPlayersRange(range) };
}

export function setDistance(filters: SearchFilters, range: Range): SearchFilters {
  return { ...filters, locationRange: clampDistance(range) };
}

/** Outcome of validating a range typed by the user. */
export type RangeCheck = { valid: true } | { valid: false; message: string };

/** Price range: each side empty (null) or a finite amount ≥ 0, and min ≤ max when both are set. */
export function checkPriceRange(range: Range<number | null>): RangeCheck {
  const bad = (n: number | null) => n !== null && !(Number.isFinite(n) && n >= 0);
  if (bad(range.min) || bad(range.max)) return { valid: false, message: 'Enter a price of $0 or more.' };
  if (range.min !== null && range.max !== null && range.min > range.max) {
    return { valid: false, message: 'The minimum price must not be above the maximum price.' };
  }
  return { valid: true };
}

/** Time range: whole hours 0–24 and min ≤ max. */
export function checkTimeRange(range: Range): RangeCheck {
  const bad = (n: number) => !Number.isInteger(n) || n < HOUR_MIN || n > HOUR_MAX;
  if (bad(range.min) || bad(range.max)) return { valid: false, message: 'Choose hours between 0 and 24.' };
  if (range.min > range.max) {
    return { valid: false, message: 'The earliest time must not be after the latest time.' };
  }
  return { valid: true };
}

/** Applies a valid price range; an invalid one leaves the filters as they are (the view shows the check). */
export function setPriceRange(filters: SearchFilters, range: Range<number | null>): SearchFilters {
  return checkPriceRange(range).valid ? { ...filters, priceRange: { ...range } } : filters;
}

/** Applies a valid time range; an invalid one leaves the filters as they are. */
export function setTimeRange(filters: SearchFilters, range: Range): SearchFilters {
  return checkTimeRange(range).valid ? { ...filters, timeRange: { ...range } } : filters;
}

/** The category filter applies only if it is a curated list; anything else clears it. */
export function setCategory(filters: SearchFilters, category: string | null): SearchFilters {
  return { ...filters, categoryFilter: isCuratedCategory(category) ? category : null };
}
