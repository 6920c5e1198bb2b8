import { describe, expect, it } from 'vitest';
import { bestPriceIndex, feesForParty, partyLine, partyTotal, priceForParty } from './bookingTotals';

const usd = (n: number) => `$${n.toFixed(2)}`;
const offer = (price: number, isSoldOut = false) => ({ price, isSoldOut });

describe('partyTotal', () => {
  it('multiplies the price per player by the players, exact to the cent', () => {
    expect(partyTotal(101.99, 2)).toBe(203.98);
    expect(partyTotal(51.99, 4)).toBe(207.96);
    expect(partyTotal(0.1, 3)).toBe(0.3);
  });
  it('counts at least one player', () => {
    expect(partyTotal(45, 0)).toBe(45);
  });
});

describe('priceForParty', () => {
  it('shows the price per player and the total for the party', () => {
    expect(priceForParty(101.99, 2, usd)).toBe('$101.99 per player · $203.98 for 2 players');
  });
  it('says one player plainly', () => {
    expect(priceForParty(101.99, 1, usd)).toBe('$101.99 for 1 player');
  });
});

describe('bestPriceIndex', () => {
  it('marks the lowest bookable price, the first of equal ones', () => {
    expect(bestPriceIndex([offer(60), offer(55), offer(55)])).toBe(1);
    expect(bestPriceIndex([offer(55), offer(55)])).toBe(0);
  });
  it('skips sold-out offers and players not available', () => {
    expect(bestPriceIndex([offer(40, true), offer(55), offer(60)])).toBe(1);
    expect(
      bestPriceIndex([{ price: 40, isSoldOut: false, playerNotAvailable: true }, offer(55), offer(60)]),
    ).toBe(1);
  });
  it('marks nothing with one bookable offer or none', () => {
    expect(bestPriceIndex([offer(55), offer(40, true)])).toBe(-1);
    expect(bestPriceIndex([])).toBe(-1);
  });
});

describe('feesForParty', () => {
  it("says the party's booking fee: $1.99 per player for 2 players is + $3.98", () => {
    expect(feesForParty(1.99, 2, usd)).toBe('+ $3.98 booking fee');
    expect(feesForParty(2.25, 1, usd)).toBe('+ $2.25 booking fee');
  });
  it('no fee: fees included; an answer that does not say: + fees at checkout', () => {
    expect(feesForParty(0, 4, usd)).toBe('fees included');
    expect(feesForParty(undefined, 2, usd)).toBe('+ fees at checkout');
  });
});

describe('partyLine', () => {
  it('says the total for 2 or more after a price per player, nothing for one', () => {
    expect(partyLine(58, 2, usd)).toBe(' · $116.00 for 2 players');
    expect(partyLine(53.99, 4, usd)).toBe(' · $215.96 for 4 players');
    expect(partyLine(58, 1, usd)).toBe('');
    expect(partyLine(58, null, usd)).toBe('');
  });
});
