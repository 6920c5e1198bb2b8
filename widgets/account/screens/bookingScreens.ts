import type { ScreenMap } from '../types';

/** Bookings by status, a booking, change players, cancel with feedback, wallet passes. */
export const bookingScreens: ScreenMap = {};
