/** Business constants of the catalog (spec 01 §9). */

export const PAGE_SIZE = 15;
export const MAX_RADIUS_MILES = 150;
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_LIMIT = 10;
export const DEFAULT_RECOMMENDATIONS_LIMIT = 4;
/** How far ahead tee times can be asked for. */
export const BOOKING_HORIZON_DAYS = 90;

export const CURATED_CATEGORIES = [
  'best_courses',
  'best_public_courses',
  'top_rated',
  'best_9_hole',
  'most_played',
  'best_deals',
  'best_for_beginners',
] as const;
export type CuratedCategory = (typeof CURATED_CATEGORIES)[number];

export function isCuratedCategory(value: string | undefined): value is CuratedCategory {
  return value !== undefined && (CURATED_CATEGORIES as readonly string[]).includes(value);
}

/** Rate types; `lightning` is the Specials / deals rate. */
export const RATE_TYPES = [
  'lightning',
  'online',
  'junior',
  'senior',
  'resident',
  'member',
  'military',
] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const RATE_TYPE_NAMES: Record<RateType, string> = {
  lightning: 'Specials',
  online: 'Online',
  junior: 'Junior',
  senior: 'Senior',
  resident: 'Resident',
  member: 'Member',
  military: 'Military',
};

/** Partner-curated course flags accepted by `flags`. */
export const COURSE_FLAGS = ['best', 'vip', 'network_membership'] as const;
export type CourseFlag = (typeof COURSE_FLAGS)[number];

export const PREPAYMENT_DISCLAIMER =
  'Some tee times must be paid in full when booking. Prepaid tee times are marked and may not be refundable.';
