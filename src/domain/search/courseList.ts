import { DEAL_EVERY, DEAL_FIRST_POSITION, MEMBERSHIP_BANNER_EVERY } from './constants';

/** One entry of the course list the user sees (spec 01 §3 "Course list item"). */
export type CourseListItem<C, D> =
  | { type: 'Course'; key: string; position: number; course: C }
  | { type: 'Deal'; key: string; position: number; deal: D }
  | { type: 'Banner'; key: string; position: number };

export interface CourseListOptions {
  /** Membership banners appear only when the membership feature is on. */
  membershipBanners: boolean;
}

/** Whether a 1-based position of the shown list is a deal slot: 12, 25, 38, 51, … */
export function isDealPosition(position: number): boolean {
  return position >= DEAL_FIRST_POSITION && (position - DEAL_FIRST_POSITION) % DEAL_EVERY === 0;
}

/** Whether a 1-based position of the shown list is a membership-banner slot: 6, 12, 18, … */
export function isBannerPosition(position: number): boolean {
  return position % MEMBERSHIP_BANNER_EVERY === 0;
}

/**
 * Interleaves the course list (spec 01 §9). Interpretation, all positions 1-based in the list as
 * shown (courses, deals and banners counted alike):
 * - a deal entry fills positions 12, 25, 38, … (12 + 13k) while deals remain;
 * - with the membership feature on, a membership banner fills every position that is a multiple
 *   of 6 (6, 12, 18, …) unless a deal takes it: the deal wins, the banner moves to no other slot
 *   (with deals, position 12 is a deal and the next banner is at 18);
 * - every other position holds the next course;
 * - a deal or banner only ever sits between courses: the list ends with its last course. So the
 *   list of pages 1..n is a prefix of the list of pages 1..n+1 and nothing jumps while
 *   "load more" appends.
 * Example: 40 courses, 5 deals, banners on → deals at 12, 25, 38; banners at 6, 18, 24, 30, 36,
 * 42, 48; 50 entries, the last course at 50. Banners off → deals at 12, 25, 38; 43 entries.
 */
export function courseList<C extends { id: string }, D extends { id: string }>(
  courses: readonly C[],
  deals: readonly D[],
  options: CourseListOptions,
): CourseListItem<C, D>[] {
  const items: CourseListItem<C, D>[] = [];
  let c = 0;
  let d = 0;
  for (let position = 1; c < courses.length; position++) {
    const deal = isDealPosition(position) ? deals[d] : undefined;
    if (deal) {
      items.push({ type: 'Deal', key: `deal-${deal.id}`, position, deal });
      d++;
      continue;
    }
    if (options.membershipBanners && isBannerPosition(position)) {
      items.push({ type: 'Banner', key: `banner-${position}`, position });
      continue;
    }
    const course = courses[c] as C;
    items.push({ type: 'Course', key: `course-${course.id}`, position, course });
    c++;
  }
  return items;
}
