import { PREPAYMENT_DISCLAIMER, RATE_TYPES, RATE_TYPE_NAMES, type RateType } from './catalogConstants';
import type { TeeTimeJoined } from './teeTimeView';
import { leadPrice, rateEligibility } from '../../../src/domain/booking/leadPrice';

/** How many featured tee times `include_featured=true` adds. */
export const FEATURED_COUNT = 3;

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The lead price of some tee times (src/domain/booking/leadPrice): restricted rates never lead. */
const leadOf = (list: readonly TeeTimeJoined[]) =>
  leadPrice(list.map((t) => ({ rateType: t.rate_type, price: t.price })));

/**
 * A time slot's price as its tile says it: `starting_rate` the lead price (the lowest anyone can
 * book), `starting_rate_eligibility` who may book it when only restricted rates are offered, and
 * `restricted_rate` the cheapest restricted rate below the lead, with who may book it.
 */
function slotPrice(offers: readonly TeeTimeJoined[]) {
  const lead = leadOf(offers)!;
  const r = lead.cheaperRestricted;
  return {
    starting_rate: round2(lead.price),
    starting_rate_eligibility: lead.restricted ? rateEligibility(lead.restricted) : null,
    restricted_rate: r
      ? {
          rate_type: r.rateType as RateType,
          name: RATE_TYPE_NAMES[r.rateType as RateType],
          price: round2(r.price),
          eligibility: rateEligibility(r.rateType) ?? '',
        }
      : null,
  };
}

/** Summary of a set of tee times (spec: summary with prepayment_disclaimer). */
export function teeTimesSummary(courseId: string, date: string, list: readonly TeeTimeJoined[]) {
  const prices = list.map((t) => t.price);
  const lead = leadOf(list);
  return {
    course_id: courseId,
    date,
    tee_times_count: list.length,
    /** The lead price: the lowest anyone can book (restricted rates never lead). */
    min_rate: lead ? round2(lead.price) : null,
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
      ...slotPrice(offers),
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
        /** Who may book it ("Seniors only"); null for a rate anyone can book. */
        eligibility: rateEligibility(rate),
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
