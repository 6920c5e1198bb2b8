/**
 * What a tee-time tile says (issue 15 items 1 and 4, issue 31): the lead price per player ("from"
 * when the slot has several offers), holes, cart, how many can play, and a cheaper restricted rate
 * with who may book it. Pure: the lead price comes formatted.
 */
export interface SlotFacts {
  /** Offers in the slot; more than one makes the price a from-price. */
  teeTimesCount?: number | undefined;
  numHoles?: readonly number[] | undefined;
  isRiding?: readonly boolean[] | undefined;
  playersAvailable?: number | undefined;
  hotDeals?: boolean | undefined;
  isPrepaid?: boolean | undefined;
  /** Who may book the lead price, when only restricted rates are offered (the golfer filtered on them). */
  startingRateEligibility?: string | null | undefined;
  /** The cheapest restricted rate below the lead price (leadPrice's `cheaperRestricted`), with who may book it. */
  restrictedRate?: { name: string; price: number; eligibility: string } | null | undefined;
}

export interface SlotTile {
  /** "from $88.99" or "$88.99" (followed by "per player"). */
  price: string;
  holes: string | null;
  cart: string | null;
  players: string | null;
  /**
   * A restricted rate's line, in words: "Senior $87.00 · Seniors only" beside an open lead price,
   * or "Juniors only" when the lead itself is restricted. Null when anyone can book every price shown.
   */
  restricted: string | null;
}

/**
 * `price` is the slot's lead price formatted (src/domain/booking/leadPrice: the lowest anyone can
 * book); `fmt` formats the restricted rate's price.
 */
export function slotTile(price: string, f: SlotFacts, fmt: (n: number) => string = String): SlotTile {
  const from = (f.teeTimesCount ?? 2) > 1 ? `from ${price}` : price;
  const holes = f.numHoles?.length ? `${[...f.numHoles].sort((a, b) => a - b).join(' or ')} holes` : null;
  const riding = f.isRiding ?? [];
  const cart =
    riding.length === 0 ? null : riding.length > 1 ? 'Cart or walking' : riding[0] ? 'Cart' : 'Walking';
  const n = f.playersAvailable;
  const players = !n ? null : n === 1 ? '1 player' : `Up to ${n} players`;
  const r = f.restrictedRate;
  const restricted = f.startingRateEligibility
    ? f.startingRateEligibility
    : r
      ? `${r.name} ${fmt(r.price)} · ${r.eligibility}`
      : null;
  return { price: from, holes, cart, players, restricted };
}
