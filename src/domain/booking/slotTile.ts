/**
 * What a tee-time tile says (issue 15 items 1 and 4): the price per player ("from" when the slot
 * has several offers), holes, cart and how many can play. Pure: prices come formatted.
 */
export interface SlotFacts {
  /** Offers in the slot; more than one makes the price a from-price. */
  teeTimesCount?: number | undefined;
  numHoles?: readonly number[] | undefined;
  isRiding?: readonly boolean[] | undefined;
  playersAvailable?: number | undefined;
  hotDeals?: boolean | undefined;
  isPrepaid?: boolean | undefined;
}

export interface SlotTile {
  /** "from $88.99" or "$88.99" (followed by "per player"). */
  price: string;
  holes: string | null;
  cart: string | null;
  players: string | null;
}

export function slotTile(price: string, f: SlotFacts): SlotTile {
  const from = (f.teeTimesCount ?? 2) > 1 ? `from ${price}` : price;
  const holes = f.numHoles?.length ? `${[...f.numHoles].sort((a, b) => a - b).join(' or ')} holes` : null;
  const riding = f.isRiding ?? [];
  const cart =
    riding.length === 0 ? null : riding.length > 1 ? 'Cart or walking' : riding[0] ? 'Cart' : 'Walking';
  const n = f.playersAvailable;
  const players = !n ? null : n === 1 ? '1 player' : `Up to ${n} players`;
  return { price: from, holes, cart, players };
}
