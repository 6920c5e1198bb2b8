import { DEFAULT_TIME_SLOT_SORT, TIME_SLOT_BANNER_EVERY, type TimeSlotSort } from './constants';

/** A tee-time group of the time-slot list (spec 01 §3 "Tee time slot"), camelCased. */
export interface TimeSlotGroup {
  type?: 'tee_time';
  /** Local tee-off time `YYYY-MM-DDTHH:mm:ss`; compares as text. */
  teeOffAtLocal: string;
  startingRate: number;
  hotDeals: boolean;
}

/** A tee time as it is grouped into a slot. */
export interface GroupableTeeTime {
  teeOffAtLocal: string;
  price: number;
  isHotDeal?: boolean;
}

export interface GroupedSlot<T extends GroupableTeeTime> extends TimeSlotGroup {
  type: 'tee_time';
  /** `HH:mm` of the tee-off time. */
  timeSlot: string;
  teeTimes: T[];
}

export type TimeSlotEntry<G, B> = { type: 'tee_time'; group: G } | { type: 'banner'; banner: B };

const byTime = (a: TimeSlotGroup, b: TimeSlotGroup): number =>
  a.teeOffAtLocal < b.teeOffAtLocal ? -1 : a.teeOffAtLocal > b.teeOffAtLocal ? 1 : 0;

const COMPARE: Record<TimeSlotSort, (a: TimeSlotGroup, b: TimeSlotGroup) => number> = {
  time: byTime,
  'price-lowest-first': (a, b) => a.startingRate - b.startingRate || byTime(a, b),
  'price-highest-first': (a, b) => b.startingRate - a.startingRate || byTime(a, b),
  // Groups with hot deals first, each part in time order.
  deals: (a, b) => Number(b.hotDeals) - Number(a.hotDeals) || byTime(a, b),
};

/** The groups in the order of `sort` (time by default); a new array, ties kept stable. */
export function sortTimeSlots<G extends TimeSlotGroup>(
  groups: readonly G[],
  sort: TimeSlotSort = DEFAULT_TIME_SLOT_SORT,
): G[] {
  return [...groups].sort(COMPARE[sort] ?? byTime);
}

/**
 * Interleaves a banner after every 11 tee-time entries (spec 01 §9). In the combined list
 * (0-based) banners sit at positions 11, 23, 35, … (every 12th position: 11 entries then a
 * banner); entries 0–10 come first, then banner, entries 11–21 at positions 12–22, and so on.
 * Banners are used in turn and repeat when fewer than needed; no banners → the entries only.
 * A banner is only placed between entries: a list of exactly 11 gets none at its end.
 */
export function interleaveBanners<G, B>(
  groups: readonly G[],
  banners: readonly B[],
  every: number = TIME_SLOT_BANNER_EVERY,
): TimeSlotEntry<G, B>[] {
  const out: TimeSlotEntry<G, B>[] = [];
  let used = 0;
  groups.forEach((group, i) => {
    if (i > 0 && i % every === 0 && banners.length > 0) {
      const banner = banners[used % banners.length];
      used += 1;
      if (banner !== undefined) out.push({ type: 'banner', banner });
    }
    out.push({ type: 'tee_time', group });
  });
  return out;
}

/**
 * Groups single tee times into time slots when the answer is not grouped yet: one slot per
 * tee-off time, in time order, with the lowest price as starting rate and hotDeals when any
 * tee time of the slot is a hot deal (as GET tee_time_groups does).
 */
export function groupIntoTimeSlots<T extends GroupableTeeTime>(teeTimes: readonly T[]): GroupedSlot<T>[] {
  const bySlot = new Map<string, T[]>();
  for (const t of teeTimes) {
    const list = bySlot.get(t.teeOffAtLocal);
    if (list) list.push(t);
    else bySlot.set(t.teeOffAtLocal, [t]);
  }
  return [...bySlot.entries()]
    .map(([teeOffAtLocal, list]) => ({
      type: 'tee_time' as const,
      teeOffAtLocal,
      timeSlot: teeOffAtLocal.slice(11, 16),
      startingRate: Math.min(...list.map((t) => t.price)),
      hotDeals: list.some((t) => t.isHotDeal === true),
      teeTimes: list,
    }))
    .sort(byTime);
}
