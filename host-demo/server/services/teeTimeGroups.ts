import { PREPAYMENT_DISCLAIMER, RATE_TYPES, RATE_TYPE_NAMES, type RateType } from './catalogConstants';
import type { TeeTimeJoined } from './teeTimeView';

/** How many featured tee times `include_featured=true` adds. */
export const FEATURED_COUNT = 3;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Summary of a set of tee times (spec: summary with prepayment_disclaimer). */
export function teeTimesSummary(courseId: string, date: string, list: readonly TeeTimeJoined[]) {
  const prices = list.map((t) => t.price);
  return {
    course_id: courseId,
    date,
    tee_times_count: list.length,
    min_rate: prices.length ? round2(Math.min(...prices)) : null,
    max_rate: prices.length ? round2(Math.max(...prices)) : null,
    has_hot_deals: list.some((t) => t.is_hot_deal === 1),
    has_prepaid: list.some((t) => t.is_prepaid === 1),
    prepayment_disclaimer: list.some((t) => t.is_prepaid === 1) ? PREPAYMENT_DISCLAIMER : null,
    rate_types: RATE_TYPES.filter((r) => list.some((t) => t.rate_type === r)),
  };
}

/** Time slots: the tee times grouped by tee-off time, each with its starting rate. */
export function groupTimeSlots(list: readonly TeeTimeJoined[]) {
  const bySlot = new Map<string, TeeTimeJoined[]>();
  for (const t of list)
    (bySlot.get(t.tee_off_at_local) ?? bySlot.set(t.tee_off_at_local, []).get(t.tee_off_at_local))?.push(t);
  return [...bySlot.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, offers]) => ({
      type: 'tee_time' as const,
      tee_off_at_local: time,
      time_slot: time.slice(11, 16),
      starting_rate: round2(Math.min(...offers.map((o) => o.price))),
      hot_deals: offers.some((o) => o.is_hot_deal === 1),
      hot_deals_count: offers.filter((o) => o.is_hot_deal === 1).length,
      rate_types: RATE_TYPES.filter((r) => offers.some((o) => o.rate_type === r)),
      players_available: Math.max(...offers.map((o) => o.players_available)),
      num_holes: [...new Set(offers.map((o) => o.num_holes))].sort((a, b) => a - b),
      is_riding: [...new Set(offers.map((o) => o.is_riding === 1))],
      is_prepaid: offers.every((o) => o.is_prepaid === 1),
      tee_times_count: offers.length,
    }));
}

/** Rate types offered, in the spec's order, each with its price range. */
export function rateTypeList(list: readonly TeeTimeJoined[]) {
  return RATE_TYPES.flatMap((rate: RateType) => {
    const offers = list.filter((t) => t.rate_type === rate);
    if (offers.length === 0) return [];
    const prices = offers.map((o) => o.price);
    return [
      {
        rate_type: rate,
        name: RATE_TYPE_NAMES[rate],
        min_price: round2(Math.min(...prices)),
        max_price: round2(Math.max(...prices)),
        tee_times_count: offers.length,
        is_hot_deal: offers.some((o) => o.is_hot_deal === 1),
        is_prepaid: offers.every((o) => o.is_prepaid === 1),
        walking: offers.some((o) => o.is_riding === 0),
        riding: offers.some((o) => o.is_riding === 1),
        players_available: Math.max(...offers.map((o) => o.players_available)),
      },
    ];
  });
}
