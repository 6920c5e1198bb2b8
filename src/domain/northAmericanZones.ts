/**
 * The clocks of the marketplace's own zones, written without Intl: the zones of the catalog's
 * courses (the sandbox's 3,900: the United States, Canada and two Mexican border cities on their
 * rules). A page's first Intl date formatter loads the browser's date data (~12 ms of the
 * main thread, measured in Chromium), and a picker's first render needs its course's today and
 * the name of its zone; with these it needs no Intl at all (src/domain/format). Any other zone,
 * or a date before 2023, is Intl's to tell.
 *
 * Daylight time by the rule both countries keep since 2007: from the second Sunday of March,
 * 2:00 standard time, to the first Sunday of November, 2:00 daylight time. northAmericanZones.test
 * checks every zone against Intl, hour by hour across the changes, for years on end.
 */

/** Region of the zone's en-US name ("Eastern" Standard Time), its standard offset in minutes, its zones. */
const REGIONS: readonly [name: string, offset: number, daylight: boolean, zones: string][] = [
  ['Eastern', -300, true, 'New_York Toronto Detroit Indiana/Indianapolis Kentucky/Louisville'],
  ['Central', -360, true, 'Chicago Winnipeg Matamoros North_Dakota/New_Salem'],
  ['Central', -360, false, 'Regina'],
  ['Mountain', -420, true, 'Denver Boise Edmonton Ciudad_Juarez'],
  ['Mountain', -420, false, 'Phoenix'],
  ['Pacific', -480, true, 'Los_Angeles Vancouver'],
  ['Alaska', -540, true, 'Anchorage Juneau'],
  ['Atlantic', -240, true, 'Halifax Glace_Bay'],
  ['Newfoundland', -210, true, 'St_Johns'],
];

interface Zone {
  region: string;
  offset: number;
  daylight: boolean;
}

/** The zones by name, made when first asked for (a bundle that never asks carries none of it). */
let zones: Map<string, Zone> | undefined;
const ZONES = () =>
  (zones ??= new Map<string, Zone>([
    ['Pacific/Honolulu', { region: 'Hawaii-Aleutian', offset: -600, daylight: false }],
    ...REGIONS.flatMap(([region, offset, daylight, names]) =>
      names.split(' ').map((z): [string, Zone] => [`America/${z}`, { region, offset, daylight }]),
    ),
  ]));

/** Every zone written here (northAmericanZones.test checks each against Intl). */
export const northAmericanZones = (): string[] => [...ZONES().keys()];

const FIRST_YEAR = 2023;
const HOUR = 3_600_000;

/** The UTC day of the month of the `nth` Sunday of `month` (0-based) in `year`. */
const sunday = (year: number, month: number, nth: number) =>
  1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (nth - 1);

/** Whether daylight time is on at `now` in a zone whose standard offset is `offset` minutes. */
function inDaylight(now: Date, offset: number): boolean {
  const year = new Date(now.getTime() + offset * 60_000).getUTCFullYear();
  const starts = Date.UTC(year, 2, sunday(year, 2, 2), 2) - offset * 60_000;
  const ends = Date.UTC(year, 10, sunday(year, 10, 1), 2) - offset * 60_000 - HOUR;
  return now.getTime() >= starts && now.getTime() < ends;
}

/** The zone at `now`: its offset from UTC in minutes and its en-US name; undefined for a zone or time Intl must tell. */
export function northAmericanClock(
  timeZone: string,
  now: Date,
): { offset: number; name: string } | undefined {
  const zone = ZONES().get(timeZone);
  if (!zone || !(now.getUTCFullYear() >= FIRST_YEAR)) return undefined;
  const summer = zone.daylight && inDaylight(now, zone.offset);
  return {
    offset: zone.offset + (summer ? 60 : 0),
    name: `${zone.region} ${summer ? 'Daylight' : 'Standard'} Time`,
  };
}
