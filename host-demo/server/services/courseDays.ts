import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { addDays, isBookableDate, type LocalNow } from './calendar';
import { BOOKING_HORIZON_DAYS } from './catalogConstants';
import { LEAD_PRICE_SQL } from './leadPriceSql';
import { ensureTeeTimes } from './teeTimes';
import { teeTimeWhere, type TeeTimeFilters } from './teeTimeFilters';

export interface CourseDay {
  date: string;
  tee_times_count: number;
  min_rate: number | null;
}

/**
 * A course's days from `filters.date` for `days` days (those from its today to its booking
 * horizon): how many tee times match the filters and their lead price (the lowest anyone can book), for a
 * date strip.
 */
export function courseDays(
  db: Database.Database,
  courseId: string,
  filters: TeeTimeFilters,
  days: number,
  at: LocalNow,
): { today: string; last_date: string; days: CourseDay[] } {
  const out: CourseDay[] = [];
  const start = filters.date < at.today ? at.today : filters.date;
  for (let i = 0; i < days; i++) {
    const date = addDays(start, i);
    if (!isBookableDate(date, at.today)) break;
    ensureTeeTimes(db, courseId, date);
    const where = teeTimeWhere({ ...filters, date }, at.nowLocal);
    const row = prepared(
      db,
      `SELECT COUNT(*) AS n, ${LEAD_PRICE_SQL} AS min_rate FROM tee_times t WHERE t.course_id = ? AND ${where.sql}`,
    ).get(courseId, ...where.params) as { n: number; min_rate: number | null };
    out.push({
      date,
      tee_times_count: row.n,
      min_rate: row.min_rate === null ? null : Math.round(row.min_rate * 100) / 100,
    });
  }
  return { today: at.today, last_date: addDays(at.today, BOOKING_HORIZON_DAYS), days: out };
}
