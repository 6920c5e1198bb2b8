import { describe, expect, it } from 'vitest';
import { groupIntoTimeSlots, interleaveBanners, sortTimeSlots, type TimeSlotGroup } from './timeSlots';

const g = (time: string, startingRate: number, hotDeals = false): TimeSlotGroup => ({
  teeOffAtLocal: `2026-06-01T${time}:00`,
  startingRate,
  hotDeals,
});
const groups = [g('09:00', 40), g('07:30', 55, true), g('08:10', 40), g('10:00', 25, true), g('06:50', 30)];
const times = (list: TimeSlotGroup[]) => list.map((x) => x.teeOffAtLocal.slice(11, 16));

describe('sortTimeSlots', () => {
  it('sorts by time by default', () => {
    expect(times(sortTimeSlots(groups))).toEqual(['06:50', '07:30', '08:10', '09:00', '10:00']);
  });

  it('price lowest first, equal prices in time order', () => {
    expect(times(sortTimeSlots(groups, 'price-lowest-first'))).toEqual([
      '10:00',
      '06:50',
      '08:10',
      '09:00',
      '07:30',
    ]);
  });

  it('price highest first, equal prices in time order', () => {
    expect(times(sortTimeSlots(groups, 'price-highest-first'))).toEqual([
      '07:30',
      '08:10',
      '09:00',
      '06:50',
      '10:00',
    ]);
  });

  it('deals: hot deals first, then the others, each in time order', () => {
    expect(times(sortTimeSlots(groups, 'deals'))).toEqual(['07:30', '10:00', '06:50', '08:10', '09:00']);
  });

  it('does not mutate its input', () => {
    const copy = [...groups];
    sortTimeSlots(groups, 'price-lowest-first');
    expect(groups).toEqual(copy);
  });
});

describe('interleaveBanners (every 11 entries)', () => {
  const entries = Array.from({ length: 30 }, (_, i) => i);

  it('puts banners at positions 11 and 23 of a 30-entry list', () => {
    const out = interleaveBanners(entries, ['A', 'B']);
    expect(out).toHaveLength(32);
    const bannerPositions = out.flatMap((e, i) => (e.type === 'banner' ? [i] : []));
    expect(bannerPositions).toEqual([11, 23]);
    expect(out[11]).toEqual({ type: 'banner', banner: 'A' });
    expect(out[23]).toEqual({ type: 'banner', banner: 'B' });
    expect(out[10]).toEqual({ type: 'tee_time', group: 10 });
    expect(out[12]).toEqual({ type: 'tee_time', group: 11 });
    expect(out[31]).toEqual({ type: 'tee_time', group: 29 });
  });

  it('repeats the banners when there are fewer than needed (positions 11, 23, 35)', () => {
    const out = interleaveBanners(
      Array.from({ length: 34 }, (_, i) => i),
      ['only'],
    );
    expect(out.flatMap((e, i) => (e.type === 'banner' ? [i] : []))).toEqual([11, 23, 35]);
  });

  it('no banner for 11 entries or fewer, nor without banners', () => {
    expect(interleaveBanners(entries.slice(0, 11), ['A']).every((e) => e.type === 'tee_time')).toBe(true);
    expect(interleaveBanners(entries.slice(0, 12), ['A']).map((e) => e.type)[11]).toBe('banner');
    expect(interleaveBanners(entries, [])).toHaveLength(30);
  });
});

describe('groupIntoTimeSlots', () => {
  it('one slot per tee-off time, lowest price as starting rate, hotDeals when any is a hot deal', () => {
    const slots = groupIntoTimeSlots([
      { id: 'b', teeOffAtLocal: '2026-06-01T09:00:00', price: 60 },
      { id: 'a', teeOffAtLocal: '2026-06-01T08:00:00', price: 45, isHotDeal: true },
      { id: 'c', teeOffAtLocal: '2026-06-01T09:00:00', price: 38.5 },
    ]);
    expect(slots.map((s) => [s.timeSlot, s.startingRate, s.hotDeals, s.teeTimes.map((t) => t.id)])).toEqual([
      ['08:00', 45, true, ['a']],
      ['09:00', 38.5, false, ['b', 'c']],
    ]);
  });
});
