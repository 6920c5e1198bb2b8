import type Database from 'better-sqlite3';

/** The user fields booking rules read. */
export interface BookingUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_banned: number;
  has_network_membership: number;
  rewards_points: number;
  booking_fee_credit: number;
}

export function findBookingUser(db: Database.Database, id: string | null | undefined): BookingUser | null {
  if (!id) return null;
  return (
    (db
      .prepare(
        'SELECT id, email, first_name, last_name, is_banned, has_network_membership, rewards_points, booking_fee_credit FROM users WHERE id = ?',
      )
      .get(id) as BookingUser | undefined) ?? null
  );
}
