import { describe, expect, it } from 'vitest';
import { slotTile } from './slotTile';

describe('slotTile', () => {
  it('says "from" and "per player" when a slot has several offers (a senior rate is not the price for all)', () => {
    const t = slotTile('7:36 AM', '$88.99', {
      teeTimesCount: 3,
      numHoles: [18, 9],
      isRiding: [true, false],
      playersAvailable: 4,
      hotDeals: true,
      isPrepaid: false,
    });
    expect(t).toEqual({
      price: 'from $88.99',
      holes: '9 or 18 holes',
      cart: 'Cart or walking',
      players: 'Up to 4 players',
      name: '7:36 AM, from $88.99 per player, 9 or 18 holes, Cart or walking, Up to 4 players, Hot deal',
    });
  });

  it('one offer is its price; riding only, walking only, one player; prepaid is said', () => {
    const t = slotTile('2:10 PM', '$31.00', {
      teeTimesCount: 1,
      numHoles: [9],
      isRiding: [true],
      playersAvailable: 1,
      isPrepaid: true,
    });
    expect(t.price).toBe('$31.00');
    expect(t.name).toBe('2:10 PM, $31.00 per player, 9 holes, Cart, 1 player, Prepaid');
    expect(slotTile('8:00 AM', '$40.00', { teeTimesCount: 1, isRiding: [false] }).cart).toBe('Walking');
  });

  it('leaves out what the answer does not say', () => {
    expect(slotTile('8:00 AM', '$40.00', {})).toEqual({
      price: 'from $40.00',
      holes: null,
      cart: null,
      players: null,
      name: '8:00 AM, from $40.00 per player',
    });
  });
});
