import type { RateType } from './catalogConstants';

/** Tee-time filters shared by course lists, time slots, rate types and tee times. */
export interface TeeTimeFilters {
  date: string;
  qty?: number | undefined;
  minHour?: number | undefined;
  maxHour?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  isRiding?: boolean | undefined;
  numHoles?: number | undefined;
  rateTypes?: readonly RateType[] | undefined;
  isPrepaidOnly?: boolean | undefined;
  networkMembershipOnly?: boolean | undefined;
  /** `HH:mm` of one time slot. */
  timeSlot?: string | undefined;
  /** Keep sold-out tee times (tee times endpoint shows them flagged). */
  includeSoldOut?: boolean | undefined;
}

export interface SqlWhere {
  sql: string;
  params: (string | number)[];
}

function hh(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * The SQL conditions (on alias `t`) for the filters. Times before `nowLocal`
 * are gone. `isPrepaidOnly` is not applied to lightning (Specials) tee times.
 * Hours are inclusive bounds on the tee-off time: min_hour 7, max_hour 10 keeps 07:00 to 10:00.
 */
export function teeTimeWhere(f: TeeTimeFilters, nowLocal: string): SqlWhere {
  const sql: string[] = ['t.date = ?', 't.tee_off_at_local > ?'];
  const params: (string | number)[] = [f.date, nowLocal];
  if (!f.includeSoldOut) sql.push('t.players_available > 0');
  if (f.qty !== undefined && !f.includeSoldOut) {
    sql.push('t.players_available >= ?');
    params.push(f.qty);
  }
  if (f.minHour !== undefined) {
    sql.push('substr(t.tee_off_at_local, 12, 5) >= ?');
    params.push(hh(f.minHour));
  }
  if (f.maxHour !== undefined) {
    sql.push('substr(t.tee_off_at_local, 12, 5) <= ?');
    params.push(hh(f.maxHour));
  }
  if (f.minPrice !== undefined) {
    sql.push('t.price >= ?');
    params.push(f.minPrice);
  }
  if (f.maxPrice !== undefined) {
    sql.push('t.price <= ?');
    params.push(f.maxPrice);
  }
  if (f.isRiding !== undefined) {
    sql.push('t.is_riding = ?');
    params.push(f.isRiding ? 1 : 0);
  }
  if (f.numHoles !== undefined) {
    sql.push('t.num_holes = ?');
    params.push(f.numHoles);
  }
  if (f.rateTypes && f.rateTypes.length > 0) {
    sql.push(`t.rate_type IN (${f.rateTypes.map(() => '?').join(', ')})`);
    params.push(...f.rateTypes);
  }
  if (f.isPrepaidOnly) sql.push("(t.is_prepaid = 1 OR t.rate_type = 'lightning')");
  if (f.networkMembershipOnly) sql.push("t.rate_type = 'member'");
  if (f.timeSlot !== undefined) {
    sql.push('substr(t.tee_off_at_local, 12, 5) = ?');
    params.push(f.timeSlot);
  }
  return { sql: sql.join(' AND '), params };
}
