import type { createStore } from 'jotai';
import type { ApiClient } from '../../src/core/apiClient';
import { takeAnswer } from '../../src/core/preloads';
import {
  filterParams,
  initialDate,
  restoreSelection,
  type PickerFilters,
} from '../../src/domain/booking/pickerRules';
import { today } from '../../src/domain/format';
import type { PickerProps } from './element';
import { coursePath, firstSlotsRequest, opensOnAnswer } from './firstSlots';
import { readFlow } from './flow';
import { openingFilters } from './preloadPicker';
import { dateAtom, filtersAtom, selectionAtom } from './store';
import type { Course, GroupsAnswer } from './types';

type Store = ReturnType<typeof createStore>;

/** What a picker with a course-id finds already in as it first renders. */
export interface PreloadedOpening {
  /** The course's answer. */
  course?: { course: Course };
  /** Its first time slots' answer. */
  slots?: GroupsAnswer;
  /**
   * What the picker opens on, when both answers are in and they decide it (the PickerApp's
   * opening effect would set the same): the date, the attributes' filters, and the steps a
   * reload comes back to.
   */
  opening?: {
    date: string;
    filters: PickerFilters;
    selection: { timeSlot: string | null; rateType: string | null };
  };
}

/**
 * The day the picker opens on, once its course and first slots have answered: the course's today
 * (in its own zone), else a later `startDate`, else the day the first slots answered for; and the
 * steps a reload comes back to on that day (the tab's flow tokens).
 */
export function openingDay(
  courseId: string,
  timeZone: string | null | undefined,
  startDate: string | undefined,
  answeredDate: string | undefined,
  now: Date = new Date(),
) {
  const date = initialDate(today(now, timeZone || undefined), startDate ?? (answeredDate || undefined));
  return { date, selection: restoreSelection(readFlow(courseId), courseId, date) };
}

/**
 * The answers of the element's first calls (preloadPicker) that are already in, taken like the
 * App's own calls would take them, so the first render shows the course and its tee times
 * instead of a skeleton, then its calls, then a render a paint later. Undefined without a
 * course-id or when neither is in. No `opening` when the picker must still decide where it
 * opens: the course's today has no tee times left (the days call finds the next day), or a
 * `time` attribute opens a tee time's rates or says it is gone (the App's effect does those).
 */
export function preloadedOpening(
  api: ApiClient,
  props: PickerProps,
  now: Date = new Date(),
): PreloadedOpening | undefined {
  const courseId = props.courseId;
  if (!courseId) return undefined;
  const filters = openingFilters(props);
  const startDate = props.date || undefined;
  const course = takeAnswer(api, coursePath(courseId));
  const slots = takeAnswer(
    api,
    ...firstSlotsRequest(courseId, filterParams(props.date ?? '', filters), startDate),
  );
  if (!course && !slots) return undefined;
  const c = course?.course;
  if (!c || c.id !== courseId || !slots || !opensOnAnswer(slots, props.date)) return { course, slots };
  const { date, selection } = openingDay(courseId, c.timeZone, props.date, slots.summary.date, now);
  const time = props.time?.slice(0, 5);
  if (time && selection.timeSlot !== time) return { course, slots };
  return { course, slots, opening: { date, filters, selection } };
}

/**
 * Sets the date, filters and steps the picker opens on in its store, before its first render reads
 * them (PickerApp's first render, and its first screen's).
 */
export function openPreloaded(store: Store, known: PreloadedOpening | undefined): void {
  const o = known?.opening;
  if (!o) return;
  const { players, holes, narrow, rateTypes } = o.filters;
  store.set(dateAtom, o.date);
  store.set(filtersAtom, (f) => ({ ...f, players, holes, narrow, rateTypes }));
  store.set(selectionAtom, o.selection);
}
