import type { ScreenMap } from '../types';
import { Booking } from './Booking';
import { Bookings } from './Bookings';

/** Bookings by status, a booking, change players, cancel with feedback, wallet passes. */
export const bookingScreens: ScreenMap = {
  bookings: Bookings,
  booking: Booking,
};
