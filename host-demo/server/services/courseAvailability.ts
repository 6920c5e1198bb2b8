import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { isBookableDate, type LocalNow, type ZoneNow } from './calendar';
import { LEAD_PRICE_SQL } from './leadPriceSql';
import { ensureTeeTimesFor } from './teeTimes';
import { teeTimeWhere, type TeeTimeFilters } from './teeTimeFilters';
import { writeMemo } from './writeMemo';

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

/** What one course's availability was found to be: its totals (null: none) and, once asked, its next times. */
interface Known {
  totals: { count: number; min_rate: number } | null;
  next?: string[];
}

/**
 * Availability already worked out, per filters and zone clock (and course): many lists share
 * courses (neighbouring points, the pages of one list), so each course is counted once. The key
 * holds what the answer depends on besides the data: the filters, the zone's today and, when the
 * date is that today, its minute (tee times pass by the minute; tee-off times are whole minutes).
 */
const memo = writeMemo<Map<string, Known>>(200);

/** The memo entries (by course id) for these filters on this zone clock. */
function known(db: Database.Database, filters: TeeTimeFilters, now: LocalNow): Map<string, Known> {
  const clock = filters.date === now.today ? `now ${now.nowLocal.slice(0, 16)}` : `today ${now.today}`;
  const key = `${clock} ${JSON.stringify(filters)}`;
  const entries = memo(db);
  let courses = entries.get(key);
  if (!courses) entries.set(key, (courses = new Map()));
  return courses;
}

/**
 * Availability of many courses on the filters' date: matching tee times and the lead rate (the
 * lowest anyone can book: restricted rates never lead)
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
    let entries = known(db, filters, now);
    const missing = ids.filter((id) => !entries.has(id));
    if (missing.length > 0) {
      ensureTeeTimesFor(db, missing, filters.date);
      // Generating tee times is a write: start the memo afresh after it.
      entries = known(db, filters, now);
      const where = teeTimeWhere(filters, now.nowLocal);
      const totals = prepared(
        db,
        `SELECT t.course_id, COUNT(*) AS n, ${LEAD_PRICE_SQL} AS min_rate FROM tee_times t
           WHERE t.course_id IN (SELECT value FROM json_each(?)) AND ${where.sql} GROUP BY t.course_id`,
      ).all(JSON.stringify(missing), ...where.params) as { course_id: string; n: number; min_rate: number }[];
      for (const id of missing) entries.set(id, { totals: null });
      for (const r of totals) entries.set(r.course_id, { totals: { count: r.n, min_rate: r.min_rate } });
    }
    for (const id of ids) {
      const totals = entries.get(id)?.totals;
      if (totals) out.set(id, { ...totals, next_available_times: [] });
    }
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
    const now = at(c.time_zone);
    const seen = known(db, filters, now).get(c.id);
    if (seen?.next) {
      entry.next_available_times = [...seen.next];
      continue;
    }
    const where = teeTimeWhere(filters, now.nowLocal);
    const stmt = prepared(
      db,
      `SELECT DISTINCT t.tee_off_at_local FROM tee_times t WHERE t.course_id = ? AND ${where.sql} ORDER BY t.tee_off_at_local LIMIT ${NEXT_TIMES_SHOWN}`,
    );
    const next = (stmt.all(c.id, ...where.params) as { tee_off_at_local: string }[]).map(
      (r) => r.tee_off_at_local,
    );
    if (seen) seen.next = next;
    entry.next_available_times = [...next];
  }
}
