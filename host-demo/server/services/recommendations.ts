import type Database from 'better-sqlite3';
import { addDays, isBookableDate, type ZoneNow } from './calendar';
import type { CourseRow } from './courseView';
import { locationList } from './locationList';
import { nearestTeeTimes } from './relevantTeeTimes';
import { ensureTeeTimes } from './teeTimes';
import { queryTeeTimes, teeTimeView, type TeeTimeJoined } from './teeTimeView';

export interface RecommendationContext {
  db: Database.Database;
  origin: string;
  /** "Now" on any course's wall clock. */
  at: ZoneNow;
}

/** How many days after the asked date tee-time recommendations may look. */
export const RECOMMENDATION_DAYS_AHEAD = 7;

/** Courses near a course that have tee times for the date and qty, nearest first. */
export function recommendCourses(
  ctx: RecommendationContext,
  course: CourseRow,
  date: string,
  qty: number,
  limit: number,
) {
  const list = locationList(ctx.db, ctx.origin, {
    scope: { kind: 'coordinates', lat: course.latitude, lon: course.longitude },
    origin: { lat: course.latitude, lon: course.longitude },
    maxRadius: 50,
    sort: 'distance',
    page: 1,
    filters: { date, qty },
    at: ctx.at,
    excludeIds: [course.id],
  });
  return list.location_results.filter((c) => c.availability.for_date).slice(0, limit);
}

/**
 * Tee times to offer when the chosen one failed: the same course, nearest in time to
 * it on the date; if that day has none, the first next day (up to 7 days) that has some.
 */
export function recommendTeeTimes(
  ctx: RecommendationContext,
  course: { id: string; time_zone: string },
  date: string,
  qty: number,
  limit: number,
  around?: TeeTimeJoined,
) {
  const now = ctx.at(course.time_zone);
  for (let offset = 0; offset <= RECOMMENDATION_DAYS_AHEAD; offset++) {
    const day = addDays(date, offset);
    if (!isBookableDate(day, now.today)) continue;
    ensureTeeTimes(ctx.db, course.id, day);
    const list = queryTeeTimes(ctx.db, course.id, { date: day, qty }, now.nowLocal);
    if (list.length === 0) continue;
    const pivot = around
      ? { ...around, tee_off_at_local: `${day}${around.tee_off_at_local.slice(10)}` }
      : list[0];
    const picked = pivot
      ? [...(around ? [] : [pivot]), ...nearestTeeTimes(pivot, list, qty, limit)].slice(0, limit)
      : [];
    return { date: day, is_recommended_date: offset > 0, tee_times: picked.map((t) => teeTimeView(t, qty)) };
  }
  return { date, is_recommended_date: false, tee_times: [] };
}
