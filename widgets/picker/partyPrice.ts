import { partyTotal } from '../../src/domain/booking/bookingTotals';
import { formatPrice } from '../../src/domain/format';

/** What the party pays for a price per player: "$207.96 for 2 players". */
export const partyPrice = (price: number, players: number, locale?: string) =>
  `${formatPrice(partyTotal(price, players), locale)} for ${players} player${players > 1 ? 's' : ''}`;
