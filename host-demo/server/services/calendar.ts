import { BOOKING_HORIZON_DAYS } from './catalogConstants';

/** A moment read on a course's own wall clock. */
export interface LocalNow {
  /** The course's today, `YYYY-MM-DD`. */
  today: string;
  /** The course's wall-clock time as a local tee-off string `YYYY-MM-DDTHH:mm:ss`. */
  nowLocal: string;
}

/** Reads an instant on the wall clock of a zone (memoised per zone). */
export type ZoneNow = (zone: string) => LocalNow;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The instant `instant` on the wall clock of the IANA zone `zone`. */
export function localNowIn(zone: string, instant: Date): LocalNow {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(instant)) parts[p.type] = p.value;
  const today = `${parts.year}-${parts.month}-${parts.day}`;
  return { today, nowLocal: `${today}T${parts.hour}:${parts.minute}:${parts.second}` };
}

/** One instant read in any number of zones, each zone computed once. */
export function zoneNow(instant: Date): ZoneNow {
  const seen = new Map<string, LocalNow>();
  return (zone) => {
    let at = seen.get(zone);
    if (!at) {
      at = localNowIn(zone, instant);
      seen.set(zone, at);
    }
    return at;
  };
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Tee times exist from the course's today up to the booking horizon; other dates have none. */
export function isBookableDate(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, BOOKING_HORIZON_DAYS);
}

/** A tee time can still be booked while its local tee-off is later than the course's wall clock. */
export function isStillAhead(teeOffAtLocal: string, at: LocalNow): boolean {
  return teeOffAtLocal > at.nowLocal;
}
