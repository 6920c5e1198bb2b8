import { atom } from 'jotai';
import { DEFAULT_BOOKING_SORT, type BookingSort } from '../../src/domain/account/bookingList';

/** The bookings sort the golfer chose; kept while they move between tabs and bookings. */
export const bookingSortAtom = atom<BookingSort>(DEFAULT_BOOKING_SORT);

/** Set when a tab was chosen with the keyboard: the new list's tab takes focus. */
export const focusTabAtom = atom(false);

/** A short notice for the next screen to show once ("Card added."). */
export const flashAtom = atom('');
