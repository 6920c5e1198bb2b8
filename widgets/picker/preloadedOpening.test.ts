// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { createPreloads } from '../../src/core/preloads';
import { stepUrl } from '../../src/domain/booking/pickerRules';
import { updateFlow } from './flow';
import { preloadedOpening } from './preloadedOpening';
import type { PickerProps } from './element';
import { preloadPicker } from './preloadPicker';
import type { GroupsAnswer } from './types';

// 03:00 UTC on 2 March 2027 is 20:00 on 1 March in Phoenix (no daylight saving): the course's today is 2027-03-01.
const NOW = new Date('2027-03-02T03:00:00Z');
const course = { id: '12', name: 'Papago', timeZone: 'America/Phoenix' };
const slots = (date: string, count: number): GroupsAnswer =>
  ({
    summary: { date, teeTimesCount: count },
    teeTimeGroups: count ? [{ timeSlot: '14:10', teeOffAtLocal: `${date}T14:10:00` }] : [],
  }) as unknown as GroupsAnswer;

/** A taking client whose preload (the element's first calls) got these answers. */
async function preloaded(props: PickerProps, answer: GroupsAnswer) {
  const api = {
    baseURL: 'https://api.test/api',
    appKey: 'k',
    get: async (path: string) => (path.startsWith('v6/courses/') ? { course } : answer),
  } as unknown as ApiClient;
  const preloads = createPreloads(api);
  await preloadPicker({ props, api: preloads.keeping, brand: getBrand() });
  return preloads.taking;
}

afterEach(() => sessionStorage.clear());

describe('preloadedOpening', () => {
  it('opens on the course’s today with the attributes’ filters when both answers are in', async () => {
    const props = { courseId: '12', players: 3, holes: 9 as const };
    const api = await preloaded(props, slots('2027-03-01', 8));
    const known = preloadedOpening(api, props, NOW);
    expect(known?.course).toEqual({ course });
    expect(known?.slots?.summary.teeTimesCount).toBe(8);
    expect(known?.opening).toMatchObject({
      date: '2027-03-01',
      filters: { players: 3, holes: 9 },
      selection: { timeSlot: null, rateType: null },
    });
    // Taken once: another element (or a later render) asks as usual.
    expect(preloadedOpening(api, props, NOW)).toBeUndefined();
  });

  it('comes back to the step a reload left (the flow tokens of this course and day)', async () => {
    updateFlow('12', {
      type: 'set',
      step: 'rateTypes',
      authToken: null,
      url: stepUrl('rateTypes', '12', { date: '2027-03-01', timeSlot: '14:10' }),
    });
    const api = await preloaded({ courseId: '12' }, slots('2027-03-01', 8));
    expect(preloadedOpening(api, { courseId: '12' }, NOW)?.opening?.selection).toEqual({
      timeSlot: '14:10',
      rateType: null,
    });
  });

  it('opens on the date asked for when it is not past', async () => {
    const props = { courseId: '12', date: '2027-03-04' };
    const api = await preloaded(props, slots('2027-03-04', 5));
    expect(preloadedOpening(api, props, NOW)?.opening?.date).toBe('2027-03-04');
  });

  it('leaves the opening to the App when today has no tee times left (it looks for the next day)', async () => {
    const api = await preloaded({ courseId: '12' }, slots('2027-03-01', 0));
    const known = preloadedOpening(api, { courseId: '12' }, NOW);
    // The answers are handed over (nothing is asked twice), the date is not decided here.
    expect(known?.course).toEqual({ course });
    expect(known?.slots?.summary.teeTimesCount).toBe(0);
    expect(known?.opening).toBeUndefined();
  });

  it('leaves a `time` to open to the App (its rates, or the notice that it is gone)', async () => {
    const props = { courseId: '12', time: '14:10' };
    const api = await preloaded(props, slots('2027-03-01', 8));
    const known = preloadedOpening(api, props, NOW);
    expect(known?.slots).toBeDefined();
    expect(known?.opening).toBeUndefined();
  });

  it('knows nothing without a course-id or when nothing was asked for', async () => {
    const api = await preloaded({ courseId: '12' }, slots('2027-03-01', 8));
    expect(preloadedOpening(api, {}, NOW)).toBeUndefined();
    expect(preloadedOpening(api, { courseId: '13' }, NOW)).toBeUndefined();
  });
});
