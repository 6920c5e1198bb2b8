import type Database from 'better-sqlite3';
import type { boundingBox } from './geo';

type Box = ReturnType<typeof boundingBox>;

/**
 * Courses in a box through the R*Tree of course points (migrations 008 and 013, keyed by the
 * course's rowid): join it as `r`, courses as `c`.
 */
export const COURSES_IN_BOX = 'course_locations r JOIN courses c ON c.rowid = r.id';

/** The R*Tree condition (on alias `r`) for points inside `box`, with its parameters. */
export function inBox(box: Box): { sql: string; params: number[] } {
  return {
    sql: 'r.max_lat >= ? AND r.min_lat <= ? AND r.max_lon >= ? AND r.min_lon <= ?',
    params: [box.minLat, box.maxLat, box.minLon, box.maxLon],
  };
}

/**
 * Rebuilds the course R*Tree when it does not hold exactly one point per course, at that course's
 * rowid (triggers keep it in step; this catches rows written with them missing, and rowids a
 * VACUUM renumbered). Returns how many courses it indexed.
 */
export function syncCourseLocations(db: Database.Database): number {
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const courses = count('SELECT COUNT(*) AS n FROM courses');
  const indexed = count(
    `SELECT COUNT(DISTINCT r.course_id) AS n FROM ${COURSES_IN_BOX} WHERE r.course_id = c.id
       AND r.min_lat <= c.latitude AND r.max_lat >= c.latitude AND r.min_lon <= c.longitude AND r.max_lon >= c.longitude`,
  );
  if (indexed === courses && count('SELECT COUNT(*) AS n FROM course_locations') === courses) return 0;
  db.transaction(() => {
    db.exec('DELETE FROM course_locations');
    db.exec(`INSERT INTO course_locations (id, min_lat, max_lat, min_lon, max_lon, course_id)
      SELECT rowid, latitude, latitude, longitude, longitude, id FROM courses`);
  })();
  return courses;
}
