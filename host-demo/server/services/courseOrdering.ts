/** What the course ordering looks at for one course of a list. */
export interface OrderableCourse {
  id: string;
  name: string;
  available: boolean;
  partner_tier: string | null;
  booking_site_url: string | null;
  distance: number | null;
  min_rate: number | null;
  rating: number;
  booking_count: number;
}

export const COURSE_SORTS = ['best_match', 'distance', 'price', 'rating', 'name', 'name_desc'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/**
 * Tier of the spec's course ordering (spec 01 §9): courses with availability for
 * the date first, then silver partners, then courses with a booking site, then others.
 */
export function courseTier(c: OrderableCourse): number {
  if (c.available) return 0;
  if (c.partner_tier === 'silver') return 1;
  if (c.booking_site_url) return 2;
  return 3;
}

function nullsLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function bySort(sort: CourseSort): (a: OrderableCourse, b: OrderableCourse) => number {
  switch (sort) {
    case 'distance':
      return (a, b) => nullsLast(a.distance, b.distance);
    case 'price':
      return (a, b) => nullsLast(a.min_rate, b.min_rate);
    case 'rating':
      return (a, b) => b.rating - a.rating;
    case 'name':
      return (a, b) => a.name.localeCompare(b.name);
    case 'name_desc':
      return (a, b) => b.name.localeCompare(a.name);
    case 'best_match':
      return (a, b) => b.rating * Math.log1p(b.booking_count) - a.rating * Math.log1p(a.booking_count);
  }
}

/** Orders courses by tier, then by the chosen sort, then by id (stable, total order). */
export function orderCourses<T extends OrderableCourse>(courses: readonly T[], sort: CourseSort): T[] {
  const within = bySort(sort);
  return [...courses].sort(
    (a, b) => courseTier(a) - courseTier(b) || within(a, b) || a.id.localeCompare(b.id),
  );
}
