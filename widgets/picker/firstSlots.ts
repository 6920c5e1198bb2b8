import { atom, useStore } from 'jotai';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../src/core/apiClient';
import { filterParams, firstDayWithTeeTimes, type PickerFilters } from '../../src/domain/booking/pickerRules';
import type { GroupsAnswer } from './types';

/** The first time slots, asked for together with the course (no waterfall), until the times step takes them. */
interface FirstSlots {
  courseId: string;
  /** The filters they were asked with (`filterParams` with the date left out). */
  key: string;
  answer: Promise<GroupsAnswer>;
  /** The answer once in (the picker shows its steps only then): the times step shows it at once. */
  value?: GroupsAnswer;
}

export const firstSlotsAtom = atom<FirstSlots | null>(null);

/** GET the course (PickerApp, and its preload ahead of it: the same path, so the answer is shared). */
export const coursePath = (courseId: string) => `v6/courses/${encodeURIComponent(courseId)}` as const;

export const groupsPath = (courseId: string) =>
  `v6/tee_time_groups/at/${encodeURIComponent(courseId)}` as const;

const keyOf = (params: Record<string, unknown>) => JSON.stringify({ ...params, date: undefined });

/** The GET of the course's first time slots (the call, and the key its answer is taken by). */
export const firstSlotsRequest = (
  courseId: string,
  params: ReturnType<typeof filterParams>,
  date: string | undefined,
) => [groupsPath(courseId), { params: { ...params, date, includeFeatured: true } }] as const;

/** The course's first time slots: on `date`, else the course's today (the sandbox's `summary.date`). */
export const firstSlotsCall = (
  api: ApiClient,
  courseId: string,
  params: ReturnType<typeof filterParams>,
  date: string | undefined,
) => api.get(...firstSlotsRequest(courseId, params, date));

/**
 * Whether the first slots' answer is the day the picker opens on: a date was asked for, or the
 * course's today still has tee times (else the picker looks for the first day that has some).
 */
export const opensOnAnswer = (a: GroupsAnswer, startDate: string | undefined) =>
  !!startDate || a.summary.teeTimesCount > 0 || !a.summary.date;

/** What the first slots answered: [their ask, their date ('' when they failed), its time slots]. */
type Opened = [ask: string, date: string, slots: string[]];

/** What the first slots answered for `ask`: its date and its time slots. */
const openedBy = (ask: string, a: GroupsAnswer): Opened => [
  ask,
  a.summary.date ?? '',
  a.teeTimeGroups.map((g) => g.timeSlot),
];

/**
 * Keeps the first slots' answer, already in, for the times step's first render (takeFirstSlots):
 * PickerApp's first render, and its first screen's (firstScreen).
 */
export function keepPreloadedSlots(
  store: ReturnType<typeof useStore>,
  courseId: string,
  startDate: string | undefined,
  filters: PickerFilters,
  known: GroupsAnswer,
): void {
  const key = keyOf(filterParams(startDate ?? '', filters));
  store.set(firstSlotsAtom, { courseId, key, answer: Promise.resolve(known), value: known });
}

/**
 * Asks for the time slots as soon as the course is known, without waiting for its answer: without
 * a start date the sandbox answers the course's today (its `summary.date`), which is where the
 * date strip starts, so the times step needs no second call. When that day has no tee times left
 * (late evening), the picker opens on the first day that has some (the course's days call, then
 * that day's slots). Answers the date they are for and its time slots once they answered, else
 * null: the picker shows its steps when both the course and its first slots are in, in one paint.
 */
export function useFirstSlots(
  api: ApiClient,
  courseId: string | undefined,
  startDate: string | undefined,
  filters: PickerFilters,
  known?: GroupsAnswer,
): Opened | null {
  const store = useStore();
  const params = filterParams(startDate ?? '', filters);
  const key = keyOf(params);
  const ask = `${courseId}|${startDate}|${key}`;
  // Their answer already in (the element's first calls, preloadedOpening), for the day the picker
  // opens on: kept for the times step now, so the first render shows them.
  const [settled, setSettled] = useState<Opened | undefined>(() => {
    if (!known || !courseId || !opensOnAnswer(known, startDate)) return undefined;
    keepPreloadedSlots(store, courseId, startDate, filters, known);
    return openedBy(ask, known);
  });
  const knownRef = useRef(known);
  useLayoutEffect(() => {
    const taken = knownRef.current;
    knownRef.current = undefined;
    if (!courseId) return store.set(firstSlotsAtom, null);
    if (taken && opensOnAnswer(taken, startDate)) return;
    const slots = (date: string | undefined) => firstSlotsCall(api, courseId, params, date);
    const answer = (taken ? Promise.resolve(taken) : slots(startDate || undefined)).then((a) => {
      const from = a.summary.date;
      if (opensOnAnswer(a, startDate) || !from) return a;
      return api
        .get(`${groupsPath(courseId)}/days`, {
          params: { ...params, date: from },
        })
        .then((d) => firstDayWithTeeTimes(d.days, from))
        .then(
          (to) => (to === from ? a : slots(to)),
          () => a,
        );
    });
    const first: FirstSlots = { courseId, key, answer };
    answer.then(
      (a) => {
        first.value = a;
        setSettled(openedBy(ask, a));
      },
      () => setSettled([ask, '', []]), // a failure is the times step's to show
    );
    store.set(firstSlotsAtom, first);
    // `ask` stands for the params.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, store, ask]);
  return settled?.[0] === ask ? settled : null;
}

/**
 * The first slots when they were asked for this course, date and filters (taken once: a later
 * search asks again); else undefined. Their answer itself once it is in (the times step shows it
 * in the same paint as the steps), else its promise; undefined for another date. A failure is the
 * times step's to show (with its "Try again"), not a second call.
 */
export function takeFirstSlots(
  store: ReturnType<typeof useStore>,
  courseId: string,
  params: ReturnType<typeof filterParams>,
): GroupsAnswer | Promise<GroupsAnswer | undefined> | undefined {
  const first = store.get(firstSlotsAtom);
  if (!first || first.courseId !== courseId || first.key !== keyOf(params)) return undefined;
  store.set(firstSlotsAtom, null);
  const mine = (a: GroupsAnswer) => (a.summary.date === params.date ? a : undefined);
  if (first.value) return mine(first.value);
  const taken = first.answer.then(mine);
  // Its failure is the times step's to show, from its first call, which hands it on after the
  // paint: not an unhandled rejection on the partner's page before then.
  taken.catch(() => undefined);
  return taken;
}
