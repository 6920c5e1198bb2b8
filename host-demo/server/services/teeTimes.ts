import type Database from 'better-sqlite3';
import {
  generateTeeTimes,
  type GeneratorCourse,
  type GeneratorProvider,
  type TeeTimeRow,
} from './teeTimeGenerator';

const COLUMNS: (keyof TeeTimeRow)[] = [
  'id',
  'course_id',
  'date',
  'tee_off_at_local',
  'rate_type',
  'provider_id',
  'source_provider_id',
  'price',
  'max_players',
  'players_available',
  'num_holes',
  'is_riding',
  'is_prepaid',
  'is_refundable',
  'prepayment_rule_id',
  'is_hot_deal',
  'allow_booking_redirect',
  'reservation_url',
];

interface Statements {
  dayDone: Database.Statement;
  markDay: Database.Statement;
  course: Database.Statement;
  providers: Database.Statement;
  insert: Database.Statement;
}

const cache = new WeakMap<Database.Database, Statements>();

function statements(db: Database.Database): Statements {
  let s = cache.get(db);
  if (!s) {
    s = {
      dayDone: db.prepare('SELECT 1 FROM tee_time_days WHERE course_id = ? AND date = ?'),
      markDay: db.prepare('INSERT OR IGNORE INTO tee_time_days (course_id, date) VALUES (?, ?)'),
      course: db.prepare(
        'SELECT id, num_holes, min_regular_rate, booking_site_url, has_network_membership, sells_tee_times FROM courses WHERE id = ?',
      ),
      providers: db.prepare(
        `SELECT p.id, p.instant_booking, p.allow_booking_redirect FROM course_providers cp
         JOIN providers p ON p.id = cp.provider_id WHERE cp.course_id = ? ORDER BY p.id`,
      ),
      insert: db.prepare(
        `INSERT OR IGNORE INTO tee_times (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => '@' + c).join(', ')})`,
      ),
    };
    cache.set(db, s);
  }
  return s;
}

function generateDay(s: Statements, courseId: string, date: string): void {
  if (s.dayDone.get(courseId, date)) return;
  const course = s.course.get(courseId) as GeneratorCourse | undefined;
  if (!course) return;
  const providers = s.providers.all(courseId) as GeneratorProvider[];
  for (const row of generateTeeTimes(course, providers, date)) s.insert.run(row);
  s.markDay.run(courseId, date);
}

/**
 * Generates the tee times of a course on a date the first time they are asked
 * for, deterministically, then keeps them (bookings change `players_available`).
 */
export function ensureTeeTimes(db: Database.Database, courseId: string, date: string): void {
  const s = statements(db);
  if (s.dayDone.get(courseId, date)) return;
  db.transaction(() => generateDay(s, courseId, date))();
}

/** `ensureTeeTimes` for many courses at once, in one transaction. */
export function ensureTeeTimesFor(db: Database.Database, courseIds: readonly string[], date: string): void {
  const s = statements(db);
  const missing = courseIds.filter((id) => !s.dayDone.get(id, date));
  if (missing.length === 0) return;
  db.transaction(() => {
    for (const id of missing) generateDay(s, id, date);
  })();
}
