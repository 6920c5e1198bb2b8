import { describe, expect, it } from 'vitest';
import { northAmericanClock, northAmericanZones } from './northAmericanZones';

const ZONES = northAmericanZones();

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (timeZone: string, timeZoneName: 'longOffset' | 'long') => {
  const key = `${timeZone} ${timeZoneName}`;
  if (!formats.has(key)) formats.set(key, new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName }));
  return formats.get(key)!;
};

/** What Intl says: offset from UTC in minutes and the en-US long name. */
function intl(timeZone: string, at: Date) {
  const part = (timeZoneName: 'longOffset' | 'long') =>
    format(timeZone, timeZoneName)
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')!.value;
  const [, sign, h, m] = /GMT([+-])(\d\d):(\d\d)/.exec(part('longOffset'))!;
  return { offset: (sign === '-' ? -1 : 1) * (+h! * 60 + +m!), name: part('long') };
}

describe('northAmericanClock', () => {
  it('tells the offset and en-US name Intl tells, for every zone, every hour around each change and every week, 2023–2032', () => {
    const instants: Date[] = [];
    for (let year = 2023; year <= 2032; year++) {
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 7 * 86_400_000)
        instants.push(new Date(t));
      // Every quarter hour through the days of both changes (all North American zones change then).
      for (const month of [2, 10])
        for (let day = 1; day <= 14; day++) {
          const d = new Date(Date.UTC(year, month, day)).getUTCDay();
          if (d !== 0) continue;
          for (
            let t = Date.UTC(year, month, day) - 86_400_000;
            t < Date.UTC(year, month, day + 2);
            t += 900_000
          )
            instants.push(new Date(t));
        }
    }
    const wrong: string[] = [];
    for (const zone of ZONES)
      for (const at of instants) {
        const mine = northAmericanClock(zone, at);
        const theirs = intl(zone, at);
        if (mine?.offset !== theirs.offset || mine.name !== theirs.name)
          wrong.push(`${zone} ${at.toISOString()}: ${JSON.stringify(mine)} vs ${JSON.stringify(theirs)}`);
      }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(instants.length).toBeGreaterThan(2000);
    // The catalog's zones (the sandbox's courses: host-demo/server/services/courseTimeZones.ts).
    expect(ZONES).to.include.members([
      'America/New_York',
      'America/Phoenix',
      'America/St_Johns',
      'Pacific/Honolulu',
    ]);
    expect(ZONES).toHaveLength(23);
  });

  it('leaves other zones, and dates before 2023, to Intl', () => {
    expect(northAmericanClock('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBeUndefined();
    expect(northAmericanClock('America/Mexico_City', new Date('2026-07-01T12:00:00Z'))).toBeUndefined();
    expect(northAmericanClock('America/New_York', new Date('2022-07-01T12:00:00Z'))).toBeUndefined();
    expect(northAmericanClock('Nowhere/Else', new Date('2026-07-01T12:00:00Z'))).toBeUndefined();
    // A zone no course of the catalog is in: Intl's (rightly) too.
    expect(northAmericanClock('America/Indiana/Knox', new Date('2026-07-01T12:00:00Z'))).toBeUndefined();
  });

  it('changes at 2:00 local time on the spec days (New York, 2026: March 8 and November 1)', () => {
    expect(northAmericanClock('America/New_York', new Date('2026-03-08T06:59:00Z'))?.offset).toBe(-300);
    expect(northAmericanClock('America/New_York', new Date('2026-03-08T07:00:00Z'))?.offset).toBe(-240);
    expect(northAmericanClock('America/New_York', new Date('2026-11-01T05:59:00Z'))?.name).toBe(
      'Eastern Daylight Time',
    );
    expect(northAmericanClock('America/New_York', new Date('2026-11-01T06:00:00Z'))?.name).toBe(
      'Eastern Standard Time',
    );
  });
});
