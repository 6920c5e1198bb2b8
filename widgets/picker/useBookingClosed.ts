import { useStore } from 'jotai';
import { useEffect } from 'react';
import { getBus } from '../../src/core/bus';
import { clearFlowTokens } from '../../src/core/flowTokenKeys';
import {
  bookedAtom,
  filtersAtom,
  handoffAtom,
  movedAtom,
  pendingBookAtom,
  selectionAtom,
  skippedAtom,
} from './store';

/**
 * A booking of this course was paid (`teetime-booking-confirmed`, from a checkout on the page):
 * the flow closes. The course's stored steps are cleared (a reload or a revisit opens the tee
 * sheet, not the paid offer), the hand-over is dropped and the picker returns to its tee sheet,
 * which says "Booked: 4:16 PM, 2 players — View booking".
 */
export function useBookingClosed(courseId: string | undefined): void {
  const store = useStore();
  useEffect(() => {
    if (!courseId) return;
    return getBus().on('teetime-booking-confirmed', (paid) => {
      if (paid.courseId !== courseId) return;
      const handed = store.get(handoffAtom)?.teeTime;
      clearFlowTokens(courseId);
      const bus = getBus();
      if (bus.last('teetime-checkout-start')?.courseId === courseId) bus.clear('teetime-checkout-start');
      if (bus.last('teetime-tee-time-select')?.courseId === courseId) bus.clear('teetime-tee-time-select');
      store.set(bookedAtom, {
        teeOffAtLocal: handed?.teeOffAtLocal ?? null,
        players: store.get(filtersAtom).players,
        reservationId: paid.reservationId,
        ...(paid.accessToken ? { accessToken: paid.accessToken } : {}),
      });
      store.set(pendingBookAtom, null);
      store.set(handoffAtom, null);
      store.set(skippedAtom, false);
      store.set(selectionAtom, { timeSlot: null, rateType: null });
      // The golfer is at the checkout's confirmation: the tee sheet's heading does not take focus from it.
      store.set(movedAtom, false);
    });
  }, [courseId, store]);
}
