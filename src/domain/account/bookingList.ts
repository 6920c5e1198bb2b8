/**
 * The golfer's bookings list (spec 01 §4 "Reservations", spec 02 §4 "Reservation tabs", §9):
 * which tab a status is, how the list is asked for and sorted, and what the golfer may do with
 * one booking.
 */
import type { BookingStatus } from './accountRoutes';

/** The tabs, in order: upcoming = tab 0, past = tab 1. Cancelled has a list but no tab. */
export const BOOKING_TABS = ['upcoming', 'past'] as const;

/** The tab of a status (0 or 1), or -1 for cancelled (its list has no tab). */
export const bookingTab = (status: BookingStatus): number =>
  (BOOKING_TABS as readonly string[]).indexOf(status);

/** Booking sorts: a-z, z-a and, by default, tee-off time descending. */
export type BookingSort = 'tee-off' | 'a-z' | 'z-a';
export const DEFAULT_BOOKING_SORT: BookingSort = 'tee-off';
export const BOOKING_SORTS: readonly [BookingSort, string][] = [
  ['tee-off', 'Tee-off time, latest first'],
  ['a-z', 'Course name, A to Z'],
  ['z-a', 'Course name, Z to A'],
];

/** Reservations perPage 10000: the whole list in one answer. */
export const BOOKINGS_PER_PAGE = 10000;

/** The query of `GET v6/reservations` for one list (camelCase; the client snake_cases it). */
export function bookingsQuery(status: BookingStatus, sort: BookingSort, shared = false) {
  return {
    status,
    sortBy: sort === 'tee-off' ? 'tee_off_at' : sort,
    order: sort === 'a-z' ? 'asc' : 'desc',
    perPage: BOOKINGS_PER_PAGE,
    ...(shared ? { shared: true } : {}),
  } as const;
}

export interface SortableBooking {
  id: string;
  teeOffAtLocal: string;
  course: { name?: string };
}

/**
 * One list in the chosen order (the golfer's own and those shared with them, merged): tee-off
 * time latest first, or course name A to Z / Z to A (then tee-off time, latest first). Tee-off
 * times are each course's own wall clock, compared as written.
 */
export function sortBookings<T extends SortableBooking>(list: readonly T[], sort: BookingSort): T[] {
  const byTime = (a: T, b: T) => b.teeOffAtLocal.localeCompare(a.teeOffAtLocal) || b.id.localeCompare(a.id);
  const byName = (a: T, b: T) =>
    (a.course.name ?? '').localeCompare(b.course.name ?? '', 'en', { sensitivity: 'base' });
  return [...list].sort(
    sort === 'tee-off' ? byTime : (a, b) => (sort === 'a-z' ? byName(a, b) : byName(b, a)) || byTime(a, b),
  );
}

export interface BookingAccessInput {
  status: BookingStatus;
  isCancellable?: boolean;
  inviter?: { userId?: string | null } | null;
}

/**
 * A reservation shared with the golfer (they accepted an invitation: someone else is its
 * inviter) is read-only. The inviter may change the players of an upcoming booking and cancel
 * it when the answer says it is cancellable.
 */
export function bookingAccess(r: BookingAccessInput, userId: string | number | null | undefined) {
  const owner = r.inviter?.userId;
  const shared = owner != null && String(owner) !== String(userId ?? '');
  return {
    shared,
    canChange: !shared && r.status === 'upcoming',
    canCancel: !shared && r.status === 'upcoming' && r.isCancellable === true,
  };
}
