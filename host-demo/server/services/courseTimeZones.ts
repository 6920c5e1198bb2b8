import tzLookup from '@photostructure/tz-lookup';
import type Database from 'better-sqlite3';

/** The IANA time zone at a point (e.g. Phoenix → `America/Phoenix`). */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzLookup(latitude, longitude);
}

/** Gives every course without a time zone the zone of its coordinates. Returns how many it set. */
export function assignCourseTimeZones(db: Database.Database): number {
  const rows = db.prepare('SELECT id, latitude, longitude FROM courses WHERE time_zone IS NULL').all() as {
    id: string;
    latitude: number;
    longitude: number;
  }[];
  if (rows.length === 0) return 0;
  const update = db.prepare('UPDATE courses SET time_zone = ? WHERE id = ?');
  db.transaction(() => {
    for (const r of rows) update.run(timeZoneAt(r.latitude, r.longitude), r.id);
  })();
  return rows.length;
}
