import { timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { HttpError } from '../http/HttpError';
import { findReservation, type ReservationRole, type ReservationRow } from './reservationView';

export type { ReservationRole } from './reservationView';

export interface Caller {
  userId: string | null;
  accessToken?: string | undefined;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** True when the caller holds the reservation's access token. */
export function holdsAccessToken(r: ReservationRow, token: string | undefined): boolean {
  return typeof token === 'string' && token.length > 0 && sameToken(r.access_token, token);
}

/** What an invitee hears when trying an owner-only call (cancel, change, insure, invite, support). */
export const OWNER_ONLY_MESSAGE =
  'Only the golfer who made this booking can change it. Ask them to make the change for you.';

function isAcceptedInvitee(db: Database.Database, r: ReservationRow, userId: string | null): boolean {
  if (userId === null) return false;
  return (
    db
      .prepare("SELECT 1 FROM invitations WHERE reservation_id = ? AND user_id = ? AND status = 'accepted'")
      .get(r.id, userId) !== undefined
  );
}

function roleOf(db: Database.Database, r: ReservationRow, caller: Caller): ReservationRole | null {
  if (caller.userId !== null && r.user_id === caller.userId) return 'owner';
  if (holdsAccessToken(r, caller.accessToken)) return 'owner';
  return isAcceptedInvitee(db, r, caller.userId) ? 'invitee' : null;
}

/**
 * A reservation the caller owns (user) or controls (guest with its access token). An accepted
 * invitee gets 403 (they may read it, not change it); anyone else 404, so ids do not leak.
 */
export function ownReservation(db: Database.Database, id: string, caller: Caller): ReservationRow {
  const { reservation, role } = readReservation(db, id, caller);
  if (role !== 'owner') throw new HttpError(403, OWNER_ONLY_MESSAGE);
  return reservation;
}

/** A reservation the caller may read, and as whom: owner (or access-token holder) or accepted invitee. */
export function readReservation(
  db: Database.Database,
  id: string,
  caller: Caller,
): { reservation: ReservationRow; role: ReservationRole } {
  const r = findReservation(db, id);
  const role = r ? roleOf(db, r, caller) : null;
  if (!r || !role) throw new HttpError(404, 'Reservation not found');
  return { reservation: r, role };
}

export type ReservationStatus = 'upcoming' | 'past' | 'cancelled';

export interface ListQuery {
  shared: boolean;
  status?: ReservationStatus | undefined;
  sortBy: 'tee_off_at' | 'course_name' | 'created_at';
  order: 'asc' | 'desc';
  perPage: number;
  page: number;
}

/** GET v6/reservations: the user's own (or, with `shared`, those shared with them). */
export function listReservations(
  db: Database.Database,
  userId: string,
  q: ListQuery,
  now: Date,
): ReservationRow[] {
  const where: string[] = [];
  const args: unknown[] = [];
  if (q.shared) {
    where.push("r.id IN (SELECT reservation_id FROM invitations WHERE user_id = ? AND status = 'accepted')");
  } else where.push('r.user_id = ?');
  args.push(userId);
  if (q.status === 'cancelled') where.push("r.status = 'cancelled'");
  if (q.status === 'upcoming' || q.status === 'past') {
    // Upcoming until the tee-off passes on the course's own wall clock.
    where.push(
      `r.status = 'booked' AND r.tee_off_at_local ${q.status === 'upcoming' ? '>' : '<='} local_time(c.time_zone, ?)`,
    );
    args.push(now.toISOString());
  }
  const sortColumn = { tee_off_at: 'r.tee_off_at_local', course_name: 'c.name', created_at: 'r.created_at' }[
    q.sortBy
  ];
  const order = q.order === 'asc' ? 'ASC' : 'DESC';
  const sql = `SELECT r.* FROM reservations r LEFT JOIN courses c ON c.id = r.course_id
    WHERE ${where.join(' AND ')} ORDER BY ${sortColumn} ${order}, r.id ${order} LIMIT ? OFFSET ?`;
  return db.prepare(sql).all(...args, q.perPage, (q.page - 1) * q.perPage) as ReservationRow[];
}
