import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { isBookableDate, type ZoneNow } from './calendar';
import { ensureTeeTimesFor } from './teeTimes';
import { teeTimeWhere, type TeeTimeFilters } from './teeTimeFilters';

export interface CourseAvailability {
  count: number;
  min_rate: number;
  next_available_times: string[];
}

/** A course as availability needs it: its id and the zone of its wall clock. */
export interface ZonedCourse {
  id: string;
  time_zone: string;
}

/** How many next tee-off times a course-list result shows. */
export const NEXT_TIMES_SHOWN = 3;

/** Course ids grouped by time zone (a list near a zone border spans two or three). */
function byZone(courses: readonly ZonedCourse[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of courses) (out.get(c.time_zone) ?? out.set(c.time_zone, []).get(c.time_zone))?.push(c.id);
  return out;
}

/**
 * Availability of many courses on the filters' date: matching tee times and the lowest rate
 * (next times are filled by `fillNextTimes`), each course judged on its own wall clock (a date
 * past its today or beyond its horizon has none; tee-offs already past are gone). Generates
 * missing days first.
 */
export function courseAvailability(
  db: Database.Database,
  courses: readonly ZonedCourse[],
  filters: TeeTimeFilters,
  at: ZoneNow,
): Map<string, CourseAvailability> {
  const out = new Map<string, CourseAvailability>();
  for (const [zone, ids] of byZone(courses)) {
    const now = at(zone);
    if (!isBookableDate(filters.date, now.today)) continue;
    ensureTeeTimesFor(db, ids, filters.date);
    const where = teeTimeWhere(filters, now.nowLocal);
    const totals = prepared(
      db,
      `SELECT t.course_id, COUNT(*) AS n, MIN(t.price) AS min_rate FROM tee_times t
         WHERE t.course_id IN (SELECT value FROM json_each(?)) AND ${where.sql} GROUP BY t.course_id`,
    ).all(JSON.stringify(ids), ...where.params) as { course_id: string; n: number; min_rate: number }[];
    for (const r of totals)
      out.set(r.course_id, { count: r.n, min_rate: r.min_rate, next_available_times: [] });
  }
  return out;
}

/** Fills `next_available_times` (first tee-off times) for the courses shown, reading only a few index rows each. */
export function fillNextTimes(
  db: Database.Database,
  availability: Map<string, CourseAvailability>,
  courses: readonly ZonedCourse[],
  filters: TeeTimeFilters,
  at: ZoneNow,
): void {
  for (const c of courses) {
    const entry = availability.get(c.id);
    if (!entry) continue;
    const where = teeTimeWhere(filters, at(c.time_zone).nowLocal);
    const stmt = prepared(
      db,
      `SELECT DISTINCT t.tee_off_at_local FROM tee_times t WHERE t.course_id = ? AND ${where.sql} ORDER BY t.tee_off_at_local LIMIT ${NEXT_TIMES_SHOWN}`,
    );
    entry.next_available_times = (stmt.all(c.id, ...where.params) as { tee_off_at_local: string }[]).map(
      (r) => r.tee_off_at_local,
    );
  }
}
