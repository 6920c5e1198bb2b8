import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';
import { RATE_TYPE_NAMES } from './catalogConstants';
import { compareProviders } from './providerOrder';
import type { TeeTimeRow } from './teeTimeGenerator';
import { teeTimeWhere, type TeeTimeFilters } from './teeTimeFilters';

/** A tee time row (`SELECT t.*`) with its provider and source provider. */
export interface TeeTimeJoined extends TeeTimeRow {
  provider_code: string;
  provider_name: string;
  provider_logo_svg: string;
  provider_instant_booking: number;
  source_provider_code: string;
  source_provider_name: string;
}

const JOINED = `SELECT t.*, p.code AS provider_code, p.name AS provider_name, p.logo_svg AS provider_logo_svg,
    p.instant_booking AS provider_instant_booking, sp.code AS source_provider_code, sp.name AS source_provider_name
  FROM tee_times t JOIN providers p ON p.id = t.provider_id JOIN providers sp ON sp.id = t.source_provider_id`;

/** Tee times of a course matching the filters, by tee-off time then price. */
export function queryTeeTimes(
  db: Database.Database,
  courseId: string,
  f: TeeTimeFilters,
  nowLocal: string,
): TeeTimeJoined[] {
  const where = teeTimeWhere(f, nowLocal);
  return prepared(
    db,
    `${JOINED} WHERE t.course_id = ? AND ${where.sql} ORDER BY t.tee_off_at_local, t.price, t.id`,
  ).all(courseId, ...where.params) as TeeTimeJoined[];
}

export function findTeeTimeJoined(db: Database.Database, id: string): TeeTimeJoined | undefined {
  return prepared(db, `${JOINED} WHERE t.id = ?`).get(id) as TeeTimeJoined | undefined;
}

/** The Tee time entity of spec 01 §3, for `qty` players. */
export function teeTimeView(t: TeeTimeJoined, qty: number) {
  return {
    id: t.id,
    tee_time_id: t.id,
    course_id: t.course_id,
    date: t.date,
    tee_off_at_local: t.tee_off_at_local,
    time_slot: t.tee_off_at_local.slice(11, 16),
    rate_type: t.rate_type,
    rate_type_name: RATE_TYPE_NAMES[t.rate_type],
    price: t.price,
    players: t.players_available,
    max_players: t.max_players,
    is_sold_out: t.players_available === 0,
    player_not_available: t.players_available < qty,
    prepayment_rule_id: t.prepayment_rule_id,
    is_refundable: t.is_refundable === 1,
    is_prepaid: t.is_prepaid === 1,
    provider: { name: t.provider_name, code: t.provider_code, logo_svg: t.provider_logo_svg },
    source_provider: { name: t.source_provider_name, code: t.source_provider_code },
    instant_booking: t.provider_instant_booking === 1,
    allow_booking_redirect: t.allow_booking_redirect === 1,
    reservation_url: t.reservation_url,
    is_riding: t.is_riding === 1,
    num_holes: t.num_holes,
    is_hot_deal: t.is_hot_deal === 1,
  };
}

export type TeeTimeView = ReturnType<typeof teeTimeView>;

/** Provider offers in the picker's order (instant booking, the named three, the rest), then price. */
export function orderOffers(list: readonly TeeTimeJoined[]): TeeTimeJoined[] {
  const asProvider = (t: TeeTimeJoined) => ({
    code: t.provider_code,
    name: t.provider_name,
    instant_booking: t.provider_instant_booking === 1,
  });
  return [...list].sort(
    (a, b) => compareProviders(asProvider(a), asProvider(b)) || a.price - b.price || a.id.localeCompare(b.id),
  );
}
