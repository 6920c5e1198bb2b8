import type Database from 'better-sqlite3';
import { hasCurrentNetworkMembership } from './networkMemberships';

/** The user fields booking rules read. */
export interface BookingUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_banned: number;
  /**
   * 1 while the user's network subscription is current on the sandbox clock (`now`), as the
   * profile and the signed-in user say: a cancelled membership stops giving member rates when its
   * paid period ends, whatever the stored flag still says.
   */
  has_network_membership: number;
  rewards_points: number;
  booking_fee_credit: number;
}

export function findBookingUser(
  db: Database.Database,
  id: string | null | undefined,
  now: Date,
): BookingUser | null {
  if (!id) return null;
  const user = db
    .prepare(
      'SELECT id, email, first_name, last_name, is_banned, rewards_points, booking_fee_credit FROM users WHERE id = ?',
    )
    .get(id) as Omit<BookingUser, 'has_network_membership'> | undefined;
  if (!user) return null;
  return { ...user, has_network_membership: hasCurrentNetworkMembership(db, user.id, now) ? 1 : 0 };
}
