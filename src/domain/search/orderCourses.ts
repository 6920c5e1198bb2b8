import type { CourseSort } from './constants';

/** What the client-side course ordering looks at (Course fields of spec 01 §3). */
export interface OrderableCourse {
  distance?: number | null;
  availability?: { forDate?: boolean | null } | null;
  partnerTier?: string | null;
  bookingSiteUrl?: string | null;
}

/**
 * Group of a course in the spec's ordering (spec 01 §9): 0 with availability for the date, 1
 * silver partners, 2 with a booking site, 3 the others. A course is in the first group that fits.
 */
export function courseGroup(course: OrderableCourse): 0 | 1 | 2 | 3 {
  if (course.availability?.forDate === true) return 0;
  if (course.partnerTier === 'silver') return 1;
  if (course.bookingSiteUrl) return 2;
  return 3;
}

/** Within a group under "Nearest": nearest first, courses without a distance last. */
const nearer = (a: OrderableCourse, b: OrderableCourse) =>
  (a.distance ?? Infinity) - (b.distance ?? Infinity) || 0;

/**
 * Courses with availability for the date first, then silver partners, then courses with a booking
 * site, then the others (spec 01 §9: under every sort); within a group nearest first under the
 * "Nearest" sort (`distance`), else in the given order (the API's: by name for a city's courses
 * without tee times, which join the list after its last page).
 */
export function orderCourses<T extends OrderableCourse>(courses: readonly T[], sort?: CourseSort): T[] {
  return courses
    .map((course, index) => ({ course, index, group: courseGroup(course) }))
    .sort(
      (a, b) =>
        a.group - b.group || (sort === 'distance' ? nearer(a.course, b.course) : 0) || a.index - b.index,
    )
    .map((x) => x.course);
}
