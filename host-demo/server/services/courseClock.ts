import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { localNowIn, type LocalNow } from './calendar';

/** A course's IANA time zone (UTC for an unknown course, which has no tee times anyway). */
export function courseTimeZone(db: Database.Database, courseId: string): string {
  const row = prepared(db, 'SELECT time_zone FROM courses WHERE id = ?').get(courseId) as
    { time_zone: string | null } | undefined;
  return row?.time_zone ?? 'UTC';
}

/** The instant on a course's wall clock: its today and its local "now". */
export function courseNow(db: Database.Database, courseId: string, instant: Date): LocalNow {
  return localNowIn(courseTimeZone(db, courseId), instant);
}
