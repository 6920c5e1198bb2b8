import type Database from 'better-sqlite3';
import { localNowIn } from './calendar';
import { writeMemo } from './writeMemo';

const zones = writeMemo<string[]>(1);

/** The zones of every course's wall clock (and UTC, which narrows deals), while nothing is written. */
function clockZones(db: Database.Database): string[] {
  const memo = zones(db);
  let list = memo.get('zones');
  if (!list) {
    // (A course without a zone yet has no wall clock to read: prepareDatabase gives it one.)
    const rows = db
      .prepare('SELECT DISTINCT time_zone FROM courses WHERE time_zone IS NOT NULL ORDER BY time_zone')
      .pluck()
      .all();
    memo.set('zones', (list = ['UTC', ...(rows as string[])]));
  }
  return list;
}

/**
 * The last minute's todays, by zone list (a zone's date only changes on a whole minute): the
 * latest of them and the cache key they make.
 */
let lastTodays: { minute: number; zones: string[]; latest: string; key: string } | undefined;

function todaysAt(zoneList: string[], instant: Date): { latest: string; key: string } {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastTodays?.minute !== minute || lastTodays.zones !== zoneList) {
    const todays = zoneList.map((z) => localNowIn(z, instant).today);
    const latest = todays.reduce((a, b) => (b > a ? b : a));
    lastTodays = { minute, zones: zoneList, latest, key: `days ${todays.join(',')}` };
  }
  return lastTodays;
}

/**
 * What a course list for `date` at `instant` takes from the clock, as a cache key. A list reads
 * the clock only through each course's zone: its today (which dates are bookable, which deals
 * run) and, on that today, its time (tee times that have passed). When the date comes after
 * today on every course's wall clock, the todays are all it reads, so the answer holds until a
 * zone's midnight; otherwise (no date, or today somewhere) undefined: the minute decides.
 */
export function listClockKey(
  db: Database.Database,
  instant: Date,
  date: string | undefined,
): string | undefined {
  if (date === undefined) return undefined;
  const todays = todaysAt(clockZones(db), instant);
  return date > todays.latest ? todays.key : undefined;
}
