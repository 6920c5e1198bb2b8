import { describe, expect, it } from 'vitest';
import {
  BOOKING_SORTS,
  BOOKING_TABS,
  DEFAULT_BOOKING_SORT,
  bookingAccess,
  bookingTab,
  bookingsQuery,
  sortBookings,
} from './bookingList';

const b = (id: string, teeOffAtLocal: string, name: string) => ({ id, teeOffAtLocal, course: { name } });

describe('bookings list (spec 02 §4 "Reservation tabs", §9)', () => {
  it('upcoming = tab 0, past = tab 1; cancelled has a list but no tab', () => {
    expect(BOOKING_TABS).toEqual(['upcoming', 'past']);
    expect(bookingTab('upcoming')).toBe(0);
    expect(bookingTab('past')).toBe(1);
    expect(bookingTab('cancelled')).toBe(-1);
  });

  it('sort options are a-z, z-a and, by default, tee-off time descending', () => {
    expect(DEFAULT_BOOKING_SORT).toBe('tee-off');
    expect(BOOKING_SORTS.map(([s]) => s)).toEqual(['tee-off', 'a-z', 'z-a']);
  });

  it('asks for one status with sortBy/order and perPage 10000 (shared ones on request)', () => {
    expect(bookingsQuery('upcoming', 'tee-off')).toEqual({
      status: 'upcoming',
      sortBy: 'tee_off_at',
      order: 'desc',
      perPage: 10000,
    });
    expect(bookingsQuery('past', 'a-z')).toMatchObject({ sortBy: 'a-z', order: 'asc' });
    expect(bookingsQuery('cancelled', 'z-a', true)).toMatchObject({
      status: 'cancelled',
      sortBy: 'z-a',
      order: 'desc',
      shared: true,
    });
  });

  it('sorts by tee-off time, latest first, comparing each course’s own wall clock as written', () => {
    const list = [
      b('r1', '2026-11-24T07:30:00', 'Pine Valley'),
      b('r2', '2026-11-28T09:00:00', 'Augusta Pines'),
      b('r3', '2026-11-24T14:10:00', 'Cedar Links'),
    ];
    expect(sortBookings(list, 'tee-off').map((r) => r.id)).toEqual(['r2', 'r3', 'r1']);
    expect(list.map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
  });

  it('sorts by course name a-z and z-a (case aside), same course latest tee-off first', () => {
    const list = [
      b('r1', '2026-11-24T07:30:00', 'pine valley'),
      b('r2', '2026-11-28T09:00:00', 'Augusta Pines'),
      b('r3', '2026-11-25T09:00:00', 'Pine Valley'),
    ];
    expect(sortBookings(list, 'a-z').map((r) => r.id)).toEqual(['r2', 'r3', 'r1']);
    expect(sortBookings(list, 'z-a').map((r) => r.id)).toEqual(['r3', 'r1', 'r2']);
  });

  it('lets the inviter change an upcoming booking and cancel it when cancellable', () => {
    const mine = { status: 'upcoming' as const, isCancellable: true, inviter: { userId: 'usr_1' } };
    expect(bookingAccess(mine, 'usr_1')).toEqual({ shared: false, canChange: true, canCancel: true });
    expect(bookingAccess({ ...mine, isCancellable: false }, 'usr_1').canCancel).toBe(false);
    expect(bookingAccess({ ...mine, status: 'past' }, 'usr_1')).toEqual({
      shared: false,
      canChange: false,
      canCancel: false,
    });
    expect(bookingAccess({ ...mine, status: 'cancelled' }, 'usr_1').canChange).toBe(false);
  });

  it('makes a reservation shared with the golfer read-only', () => {
    const shared = { status: 'upcoming' as const, isCancellable: true, inviter: { userId: 'usr_2' } };
    expect(bookingAccess(shared, 'usr_1')).toEqual({ shared: true, canChange: false, canCancel: false });
    expect(bookingAccess({ ...shared, inviter: { userId: null } }, 'usr_1').shared).toBe(false);
  });
});
