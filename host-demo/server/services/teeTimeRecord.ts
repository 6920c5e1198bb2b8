import type Database from 'better-sqlite3';
import { teeTimeView as catalogTeeTimeView, type TeeTimeJoined } from './teeTimeView';

/** A tee time joined with its providers and course, as the booking side reads it. */
export interface TeeTimeRecord extends TeeTimeJoined {
  course_name: string;
  course_slug: string;
  course_has_eventual_insurance: number;
}

const SQL = `SELECT t.*, p.code AS provider_code, p.name AS provider_name, p.logo_svg AS provider_logo_svg,
    p.instant_booking AS provider_instant_booking, sp.code AS source_provider_code, sp.name AS source_provider_name,
    c.name AS course_name, c.slug AS course_slug, c.has_eventual_insurance AS course_has_eventual_insurance
  FROM tee_times t
  JOIN providers p ON p.id = t.provider_id
  JOIN providers sp ON sp.id = t.source_provider_id
  JOIN courses c ON c.id = t.course_id
  WHERE t.id = ?`;

export function findTeeTime(db: Database.Database, id: string): TeeTimeRecord | null {
  return (db.prepare(SQL).get(id) as TeeTimeRecord | undefined) ?? null;
}

/** The time slot (`HH:MM`, as the catalog's `time_slot` filter takes it) of a tee time. */
export function timeSlotOf(teeOffAtLocal: string): string {
  return teeOffAtLocal.slice(11, 16);
}

/** The spec's tee-time fields, the same shape as the catalog's listings, plus the course name. */
export function teeTimeView(t: TeeTimeRecord, qty = 1) {
  return { ...catalogTeeTimeView(t, qty), course_name: t.course_name };
}
