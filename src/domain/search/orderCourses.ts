/** What the client-side course ordering looks at (Course fields of spec 01 §3). */
export interface OrderableCourse {
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

/**
 * Courses with availability for the date first, then silver partners, then courses with a booking
 * site, then the others; stable within each group (the API's sort order is kept). Used when the
 * client merges lists (e.g. a city's courses without tee times, or pages loaded one by one).
 */
export function orderCourses<T extends OrderableCourse>(courses: readonly T[]): T[] {
  return courses
    .map((course, index) => ({ course, index, group: courseGroup(course) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map((x) => x.course);
}
