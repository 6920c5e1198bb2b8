import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { isBookableDate } from './calendar';
import { ensureTeeTimesFor } from './teeTimes';
import { teeTimeWhere, type TeeTimeFilters } from './teeTimeFilters';

export interface CourseAvailability {
  count: number;
  min_rate: number;
  next_available_times: string[];
}

/** How many next tee-off times a course-list result shows. */
export const NEXT_TIMES_SHOWN = 3;

/**
 * Availability of many courses on the filters' date: matching tee times and the
 * lowest rate (next times are filled by `fillNextTimes`). Generates missing days first.
 */
export function courseAvailability(
  db: Database.Database,
  courseIds: readonly string[],
  filters: TeeTimeFilters,
  today: string,
  nowLocal: string,
): Map<string, CourseAvailability> {
  const out = new Map<string, CourseAvailability>();
  if (courseIds.length === 0 || !isBookableDate(filters.date, today)) return out;
  ensureTeeTimesFor(db, courseIds, filters.date);
  const where = teeTimeWhere(filters, nowLocal);
  const ids = JSON.stringify(courseIds);
  const totals = prepared(
    db,
    `SELECT t.course_id, COUNT(*) AS n, MIN(t.price) AS min_rate FROM tee_times t
       WHERE t.course_id IN (SELECT value FROM json_each(?)) AND ${where.sql} GROUP BY t.course_id`,
  ).all(ids, ...where.params) as { course_id: string; n: number; min_rate: number }[];
  for (const r of totals)
    out.set(r.course_id, { count: r.n, min_rate: r.min_rate, next_available_times: [] });
  return out;
}

/** Fills `next_available_times` (first tee-off times) for the courses shown, reading only a few index rows each. */
export function fillNextTimes(
  db: Database.Database,
  availability: Map<string, CourseAvailability>,
  courseIds: readonly string[],
  filters: TeeTimeFilters,
  nowLocal: string,
): void {
  const where = teeTimeWhere(filters, nowLocal);
  const stmt = prepared(
    db,
    `SELECT DISTINCT t.tee_off_at_local FROM tee_times t WHERE t.course_id = ? AND ${where.sql} ORDER BY t.tee_off_at_local LIMIT ${NEXT_TIMES_SHOWN}`,
  );
  for (const id of courseIds) {
    const entry = availability.get(id);
    if (!entry) continue;
    entry.next_available_times = (stmt.all(id, ...where.params) as { tee_off_at_local: string }[]).map(
      (r) => r.tee_off_at_local,
    );
  }
}
