import { formatDate } from '../format';
import { DISTANCE_MAX, DISTANCE_MIN, HOUR_MAX, HOUR_MIN, PLAYERS_MAX, PLAYERS_MIN } from './constants';
import { resetFilters } from './filterRules';
import type { Range, SearchFilters } from './searchFilters';

/**
 * Time-of-day chips of the filter drawer, as the tee-off hours the search sends (`min_hour`,
 * `max_hour`, 0–24). Interpretation: the four parts of a golf day touch, so any chosen set maps
 * to one range, from the earliest chosen start to the latest chosen end.
 */
export const TIMES_OF_DAY = [
  { id: 'early', label: 'Early bird', hint: 'before 8 am', min: HOUR_MIN, max: 8 },
  { id: 'morning', label: 'Morning', hint: '8–11 am', min: 8, max: 11 },
  { id: 'midday', label: 'Midday', hint: '11 am–3 pm', min: 11, max: 15 },
  { id: 'twilight', label: 'Twilight', hint: 'after 3 pm', min: 15, max: HOUR_MAX },
] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]['id'];

/** The chips a time range shows as chosen: none for the whole day (nothing narrowed). */
export function timesOfDay(range: Range): TimeOfDay[] {
  if (range.min <= HOUR_MIN && range.max >= HOUR_MAX) return [];
  return TIMES_OF_DAY.filter((t) => t.min >= range.min && t.max <= range.max).map((t) => t.id);
}

/** The hours a set of chips sends: the whole day for none. */
export function timeRangeOf(chosen: readonly TimeOfDay[]): Range {
  const parts = TIMES_OF_DAY.filter((t) => chosen.includes(t.id));
  if (!parts.length) return { min: HOUR_MIN, max: HOUR_MAX };
  return { min: Math.min(...parts.map((t) => t.min)), max: Math.max(...parts.map((t) => t.max)) };
}

/** Switches one chip; the range then covers the chips that stay chosen. */
export function toggleTimeOfDay(range: Range, id: TimeOfDay): Range {
  const now = timesOfDay(range);
  return timeRangeOf(now.includes(id) ? now.filter((t) => t !== id) : [...now, id]);
}

/**
 * How many filters of the drawer narrow the list (the count on the "Filters" button): hours,
 * price, each rate type or deals only, membership rates, prepaid, riding/walking, players range,
 * distance, course list, Foreplay reviews. The form's date, players and holes are not filters.
 */
export function activeFilterCount(f: SearchFilters): number {
  const on = [
    f.timeRange.min > HOUR_MIN || f.timeRange.max < HOUR_MAX,
    f.priceRange.min !== null || f.priceRange.max !== null,
    f.networkMembershipOnly,
    f.isPrepaidOnly,
    f.cart !== null,
    f.playersRange.min !== PLAYERS_MIN || f.playersRange.max !== PLAYERS_MAX,
    f.locationRange.min !== DISTANCE_MIN || f.locationRange.max !== DISTANCE_MAX,
    f.categoryFilter !== null,
    f.foreplayReviewedOnly,
  ].filter(Boolean).length;
  // Deals only is one filter (its special rate is not counted again).
  return on + (f.dealsOnly ? 1 : f.rateTypes.length);
}

/** The collapsed search on phones: "Austin, TX · Sat, Nov 28 · 2 players · 18 holes". */
export function formSummary(
  f: Pick<SearchFilters, 'location' | 'date' | 'players' | 'holes'>,
  today: string,
  locale?: string,
): string {
  const place = f.location?.type === 'Current' ? 'Near you' : (f.location?.label ?? f.location?.name ?? '');
  const parts = [place || 'Choose a place', formatDate(f.date ?? today, locale)];
  if (f.players !== null) parts.push(`${f.players} ${f.players === 1 ? 'player' : 'players'}`);
  if (f.holes !== null) parts.push(`${f.holes} holes`);
  return parts.join(' · ');
}

/**
 * "Clear all" of the filter drawer: the spec's reset keeping the date and time slot, and the
 * form's place, players and holes (they are the search, not its filters).
 */
export function clearFilters(f: SearchFilters): SearchFilters {
  return {
    ...resetFilters(f, 'keepDateAndTimeSlot'),
    location: f.location,
    nearMeSearch: f.nearMeSearch,
    players: f.players,
    holes: f.holes,
  };
}
