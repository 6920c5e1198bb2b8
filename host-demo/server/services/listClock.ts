import type Database from 'better-sqlite3';
import type { ZoneNow } from './calendar';
import { writeMemo } from './writeMemo';

const zones = writeMemo<string[]>(1);

/** The zones of every course's wall clock (and UTC, which narrows deals), while nothing is written. */
function clockZones(db: Database.Database): string[] {
  const memo = zones(db);
  let list = memo.get('zones');
  if (!list) {
    const rows = db.prepare('SELECT DISTINCT time_zone FROM courses ORDER BY time_zone').pluck().all();
    memo.set('zones', (list = ['UTC', ...(rows as string[])]));
  }
  return list;
}

/**
 * What a course list for `date` takes from the clock, as a cache key. A list reads the clock
 * only through each course's zone: its today (which dates are bookable, which deals run) and,
 * on that today, its time (tee times that have passed). When the date comes after today on
 * every course's wall clock, the todays are all it reads, so the answer holds until a zone's
 * midnight; otherwise (no date, or today somewhere) undefined: the minute decides.
 */
export function listClockKey(
  db: Database.Database,
  at: ZoneNow,
  date: string | undefined,
): string | undefined {
  if (date === undefined) return undefined;
  const todays: string[] = [];
  for (const zone of clockZones(db)) {
    const today = at(zone).today;
    if (date <= today) return undefined;
    todays.push(today);
  }
  return `days ${todays.join(',')}`;
}
