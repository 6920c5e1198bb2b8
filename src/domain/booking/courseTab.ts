/** The course page's tabs (spec 01 §1, spec 02 §8). */
export const COURSE_TABS = ['details', 'reviews', 'tee-details'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

/**
 * The tab to show for a requested value: details, reviews or tee-details; any other value resets
 * to details, and so does reviews when the brand has the course reviews feature off.
 */
export function courseTab(value: string | null | undefined, reviewsOn: boolean): CourseTab {
  if (value === 'reviews') return reviewsOn ? 'reviews' : 'details';
  return value === 'tee-details' ? 'tee-details' : 'details';
}
