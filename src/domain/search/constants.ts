/**
 * Business constants of the discovery half (spec 01 §9, §5). The ids match the sandbox API's
 * values (`COURSE_SORTS` in host-demo/server/services/courseOrdering.ts, `RATE_TYPES` and
 * `CURATED_CATEGORIES` in host-demo/server/services/catalogConstants.ts).
 */

/** Courses (and tee times) per page. */
export const PAGE_SIZE = 15;

/** Players: Any (null) or 1–6; the filter's players range defaults to 1–6. */
export const PLAYERS_MIN = 1;
export const PLAYERS_MAX = 6;
export const PLAYER_OPTIONS: readonly (number | null)[] = [null, 1, 2, 3, 4, 5, 6];

/** Holes: Any (null), 9 or 18. */
export type Holes = 9 | 18;
export const HOLE_OPTIONS: readonly (Holes | null)[] = [null, 9, 18];

/** Distance filter in miles: default range 0–150; the API caps the radius at 150. */
export const DISTANCE_MIN = 0;
export const DISTANCE_MAX = 150;
export const MAX_RADIUS = 150;

/** Time filter in whole hours of the tee-off time (the API's min_hour/max_hour take 0–24). */
export const HOUR_MIN = 0;
export const HOUR_MAX = 24;

/** Autocomplete: at most 10 suggestions, searched from 3 trimmed characters. */
export const AUTOCOMPLETE_LIMIT = 10;
export const AUTOCOMPLETE_MIN_CHARS = 3;

/** Course list: a membership banner every 6 positions (membership feature on only). */
export const MEMBERSHIP_BANNER_EVERY = 6;
/** Course list: deal entries at position 12 and every 13 after (12, 25, 38, …). */
export const DEAL_FIRST_POSITION = 12;
export const DEAL_EVERY = 13;
/** Time-slot list (tee-time picker): a banner every 11 entries. */
export const TIME_SLOT_BANNER_EVERY = 11;

/** Course sorts, in the order the sort menu shows them; ids are the API's `sort` values. */
export const COURSE_SORTS = [
  { id: 'best_match', label: 'Best Match' },
  { id: 'distance', label: 'Nearest' },
  { id: 'price', label: 'Price' },
  { id: 'rating', label: 'Rating' },
  { id: 'name', label: 'A–Z' },
  { id: 'name_desc', label: 'Z–A' },
] as const;
export type CourseSort = (typeof COURSE_SORTS)[number]['id'];

export function isCourseSort(value: string | undefined | null): value is CourseSort {
  return COURSE_SORTS.some((s) => s.id === value);
}

/** Curated course lists (the category filter applies only to these). */
export const CURATED_CATEGORIES = [
  { id: 'best_courses', label: 'Best Courses' },
  { id: 'best_public_courses', label: 'Best Public Courses' },
  { id: 'top_rated', label: 'Top Rated' },
  { id: 'best_9_hole', label: 'Best 9-Hole Courses' },
  { id: 'most_played', label: 'Most Played' },
  { id: 'best_deals', label: 'Best Deals' },
  { id: 'best_for_beginners', label: 'Best for Beginners' },
] as const;
export type CuratedCategory = (typeof CURATED_CATEGORIES)[number]['id'];

export function isCuratedCategory(value: string | undefined | null): value is CuratedCategory {
  return CURATED_CATEGORIES.some((c) => c.id === value);
}

/** Rate filters; `lightning` (Specials) is the deals rate. Order as the API lists rate types. */
export const RATE_TYPES = [
  { id: 'lightning', label: 'Specials' },
  { id: 'online', label: 'Online' },
  { id: 'junior', label: 'Junior' },
  { id: 'senior', label: 'Senior' },
  { id: 'resident', label: 'Resident' },
  { id: 'member', label: 'Member' },
  { id: 'military', label: 'Military' },
] as const;
export type RateType = (typeof RATE_TYPES)[number]['id'];

export function isRateType(value: string | undefined | null): value is RateType {
  return RATE_TYPES.some((r) => r.id === value);
}

/** The special (lightning) rate: the deals filter and the only rate of `<teetime-deals>`. */
export const DEALS_RATE_TYPE: RateType = 'lightning';

/** The member rate key (the network-membership-only filter keeps only it). */
export const MEMBER_RATE_TYPE: RateType = 'member';

/** Shown when a search finds nothing (spec 01 §8). */
export const EMPTY_SEARCH_MESSAGE = "We couldn't find results for your search";
