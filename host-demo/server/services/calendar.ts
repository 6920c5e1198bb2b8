import { BOOKING_HORIZON_DAYS } from './catalogConstants';

/** Today's date `YYYY-MM-DD` (UTC) of the clock. */
export function todayOf(clock: () => Date): string {
  return clock().toISOString().slice(0, 10);
}

/** The clock's current time as a local tee-off string `YYYY-MM-DDTHH:mm:ss`. */
export function nowLocalOf(clock: () => Date): string {
  return clock().toISOString().slice(0, 19);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Tee times exist from today up to the booking horizon; other dates have none. */
export function isBookableDate(date: string, today: string): boolean {
  return date >= today && date <= addDays(today, BOOKING_HORIZON_DAYS);
}
