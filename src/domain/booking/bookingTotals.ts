/** A tee time's price for the golfer's party, and the offers' "best price" (issue 15 items 1, 3). */

/** The total for `players` at `perPlayer`, in cents-exact dollars (101.99 × 2 = 203.98). */
export const partyTotal = (perPlayer: number, players: number): number =>
  Math.round(perPlayer * 100 * Math.max(1, players)) / 100;

/**
 * "$101.99 per player · $203.98 for 2 players" (one player: "$101.99 for 1 player"). `fmt` formats
 * a price in the widget's locale.
 */
export function priceForParty(perPlayer: number, players: number, fmt: (n: number) => string): string {
  if (players <= 1) return `${fmt(perPlayer)} for 1 player`;
  return `${fmt(perPlayer)} per player · ${fmt(partyTotal(perPlayer, players))} for ${players} players`;
}

/**
 * " · $116.00 for 2 players", said after a price per player ("from $58.00 per player") for 2 or
 * more golfers; empty for one or an unknown count.
 */
export function partyLine(
  perPlayer: number,
  players: number | null | undefined,
  fmt: (n: number) => string,
): string {
  return players && players > 1 ? ` · ${fmt(partyTotal(perPlayer, players))} for ${players} players` : '';
}

/** What an offer's price for the party leaves out, when the answer does not say its fees. */
export const FEES_NOTE = '+ fees at checkout';

/**
 * An offer's fees in words, before the golfer leaves the offers (issue 31): "+ $3.98 booking fee"
 * for the party (the fee per player × players), "fees included" without one, and FEES_NOTE when
 * the answer does not say (undefined).
 */
export function feesForParty(
  feePerPlayer: number | null | undefined,
  players: number,
  fmt: (n: number) => string,
): string {
  if (feePerPlayer === undefined || feePerPlayer === null) return FEES_NOTE;
  if (feePerPlayer <= 0) return 'fees included';
  return `+ ${fmt(partyTotal(feePerPlayer, players))} booking fee`;
}

interface Priced {
  price: number;
  isSoldOut: boolean;
  playerNotAvailable?: boolean;
}

/**
 * The index of the bookable offer with the lowest price per player (ties: the first in the
 * spec's provider order), or -1 when none can be booked or all bookable offers cost the same
 * and there is only one of them.
 */
export function bestPriceIndex(offers: readonly Priced[]): number {
  let best = -1;
  let count = 0;
  offers.forEach((o, i) => {
    if (o.isSoldOut || o.playerNotAvailable) return;
    count += 1;
    if (best < 0 || o.price < offers[best]!.price) best = i;
  });
  return count > 1 ? best : -1;
}
