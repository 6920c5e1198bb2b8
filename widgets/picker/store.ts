import { atom } from 'jotai';
import type { TeetimeEventMap } from '../../src/core/events';
import { DEFAULT_TIME_SLOT_SORT, type TimeSlotSort } from '../../src/domain/booking/constants';
import type { PickerFilters } from '../../src/domain/booking/pickerRules';
import type { TeeTime } from './types';

/** The course shown: the attribute's, else the one a search or deals widget selected. */
export const busCourseAtom = atom<TeetimeEventMap['teetime-course-select'] | null>(null);
export const dateAtom = atom<string | null>(null);
export const DEFAULT_FILTERS: PickerFilters = {
  players: 1,
  holes: null,
  riding: null,
  rateTypes: [],
  prepaidOnly: false,
};
export const filtersAtom = atom<PickerFilters>(DEFAULT_FILTERS);
export const sortAtom = atom<TimeSlotSort>(DEFAULT_TIME_SLOT_SORT);
/** Time slots shown (15 per page, spec 01 §9). */
export const shownAtom = atom(15);
/** The step choices; null = not chosen yet. */
export const selectionAtom = atom<{ timeSlot: string | null; rateType: string | null }>({
  timeSlot: null,
  rateType: null,
});
/** True once the golfer moved between steps (focus then follows to the step's heading). */
export const movedAtom = atom(false);
/** A recommended date was clicked: the next search is tracked as success or failure. */
export const recommendedDateAtom = atom(false);
/** A book click waiting for sign-in or "continue as guest". */
export const pendingBookAtom = atom<TeeTime | null>(null);
/** What the book click did last (shown to the golfer); a guest's tee time is prepared first. */
export const handoffAtom = atom<{
  kind: 'window' | 'checkout' | 'preparing' | 'failed';
  teeTime: TeeTime;
  message?: string;
} | null>(null);
/** The provider step was just entered by a click: it may be skipped (one provider, no redirect). */
export const skipArmedAtom = atom(false);
/** The provider step was skipped: going back from the book click goes to the rates. */
export const skippedAtom = atom(false);
/** Times the tee-time search re-ran after a checkout's 'Authorization Failed' (0: never). */
export const rerunAtom = atom(0);
/** Why the golfer sees the tee-time list (a re-run search, a tee time gone), until they pick a time slot. */
export const noticeAtom = atom('');
/** The booking just paid for this course (teetime-booking-confirmed): the tee sheet says it in one line. */
export const bookedAtom = atom<{
  /** The tee-off time (YYYY-MM-DDTHH:MM:SS at the course) when the picker handed this tee time over. */
  teeOffAtLocal: string | null;
  players: number;
  reservationId: string;
  accessToken?: string;
} | null>(null);
/** The booking fee per player the offers answer said (undefined: not said), for the offers and the hand-over. */
export const bookingFeeAtom = atom<number | undefined>(undefined);
