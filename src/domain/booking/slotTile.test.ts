import { describe, expect, it } from 'vitest';
import { slotTile } from './slotTile';

describe('slotTile', () => {
  it('says "from" when a slot has several offers (a senior rate is not the price for all)', () => {
    const t = slotTile('$88.99', {
      teeTimesCount: 3,
      numHoles: [18, 9],
      isRiding: [true, false],
      playersAvailable: 4,
    });
    expect(t).toEqual({
      price: 'from $88.99',
      holes: '9 or 18 holes',
      cart: 'Cart or walking',
      players: 'Up to 4 players',
      restricted: null,
    });
  });

  it('one offer is its price; riding only, walking only, one player', () => {
    const t = slotTile('$31.00', { teeTimesCount: 1, numHoles: [9], isRiding: [true], playersAvailable: 1 });
    expect(t).toEqual({
      price: '$31.00',
      holes: '9 holes',
      cart: 'Cart',
      players: '1 player',
      restricted: null,
    });
    expect(slotTile('$40.00', { teeTimesCount: 1, isRiding: [false] }).cart).toBe('Walking');
  });

  it('leaves out what the answer does not say', () => {
    expect(slotTile('$40.00', {})).toEqual({
      price: 'from $40.00',
      holes: null,
      cart: null,
      players: null,
      restricted: null,
    });
  });

  it('Elk Falls 4:16 PM: leads with the Online $116, says the Senior $44.99 with who may book it', () => {
    const fmt = (n: number) => `$${n.toFixed(2)}`;
    const t = slotTile(
      fmt(116),
      { teeTimesCount: 2, restrictedRate: { name: 'Senior', price: 44.99, eligibility: 'Seniors only' } },
      fmt,
    );
    expect([t.price, t.restricted]).toEqual(['from $116.00', 'Senior $44.99 · Seniors only']);
  });

  it('a lead that is itself restricted (junior rates asked for) says who may book it', () => {
    expect(slotTile('$29.00', { teeTimesCount: 2, startingRateEligibility: 'Juniors only' }).restricted).toBe(
      'Juniors only',
    );
  });
});
