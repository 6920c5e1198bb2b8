/**
 * Which price leads (issue 31): a "from $…" price (a course card, a tee-time tile, a date chip)
 * is the lowest price anyone can book. Restricted rates (spec 01 §9's Junior, Senior, Resident,
 * Member and Military rates, each for golfers who qualify) never lead; where they are shown they
 * say who may book them. Hot deals (the lightning rate) and Online rates are open to everyone.
 */

/** The rate types bookable by anyone. */
export const OPEN_RATE_TYPES: readonly string[] = ['lightning', 'online'];

/** Who may book each restricted rate, in words a golfer reads beside its price. */
const ELIGIBILITY: Readonly<Record<string, string>> = {
  junior: 'Juniors only',
  senior: 'Seniors only',
  resident: 'Local residents only',
  member: 'Members only',
  military: 'Military only',
};

/** The restricted rate types, in the API's order. */
export const RESTRICTED_RATE_TYPES: readonly string[] = Object.keys(ELIGIBILITY);

/** True for a rate only some golfers may book (an unknown rate type counts as restricted). */
export const isRestrictedRate = (rateType: string): boolean => !OPEN_RATE_TYPES.includes(rateType);

/** "Seniors only" for a restricted rate; null for a rate anyone can book. */
export function rateEligibility(rateType: string): string | null {
  if (!isRestrictedRate(rateType)) return null;
  return ELIGIBILITY[rateType] ?? 'Not open to everyone';
}

export interface PricedRate {
  rateType: string;
  price: number;
}

export interface LeadPrice {
  /** The price that leads: the lowest open one; the lowest restricted one only when nothing is open. */
  price: number;
  /** Null when anyone can book `price`; the rate type when only restricted rates were offered. */
  restricted: string | null;
  /** The cheapest restricted offer below `price` (said with its eligibility), else null. */
  cheaperRestricted: PricedRate | null;
}

/**
 * The lead price of some offers: the lowest price of the open rates; when only restricted rates
 * are offered (the golfer filtered on them), the lowest of those, marked `restricted`. Undefined
 * without offers. `cheaperRestricted` is a restricted offer cheaper than the lead, to be shown
 * beside it with its eligibility, never instead of it.
 */
export function leadPrice(offers: readonly PricedRate[]): LeadPrice | undefined {
  const cheapest = (list: readonly PricedRate[]) =>
    list.reduce<PricedRate | undefined>((best, o) => (!best || o.price < best.price ? o : best), undefined);
  const open = cheapest(offers.filter((o) => !isRestrictedRate(o.rateType)));
  const restricted = cheapest(offers.filter((o) => isRestrictedRate(o.rateType)));
  if (!open && !restricted) return undefined;
  if (!open) return { price: restricted!.price, restricted: restricted!.rateType, cheaperRestricted: null };
  const cheaper = restricted && restricted.price < open.price ? restricted : null;
  return {
    price: open.price,
    restricted: null,
    cheaperRestricted: cheaper ? { rateType: cheaper.rateType, price: cheaper.price } : null,
  };
}
