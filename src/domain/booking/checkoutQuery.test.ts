import { describe, expect, it } from 'vitest';
import { parseCheckoutQuery } from './checkoutQuery';

describe('parseCheckoutQuery', () => {
  it('reads the course id in the path and the tee time, players and date in the query', () => {
    expect(
      parseCheckoutQuery('/checkout/at/1001', '?teeTimeId=1001-20261124-63&players=2&date=2026-11-24'),
    ).toEqual({ courseId: '1001', teeTimeId: '1001-20261124-63', players: 2, date: '2026-11-24' });
  });

  it('takes courseId from the query when the path has none (the query variant)', () => {
    expect(parseCheckoutQuery('/checkout', '?courseId=1455&teeTimeId=t1')).toEqual({
      courseId: '1455',
      teeTimeId: 't1',
    });
  });

  it('accepts the flags only as the text true, players only as a whole number 1–6', () => {
    expect(parseCheckoutQuery('/checkout/at/1', '?isGuest=true&isAnchoredTeeTime=1&players=7')).toEqual({
      courseId: '1',
      isGuest: true,
    });
    expect(parseCheckoutQuery('/checkout/at/1', '?isGuest=TRUE&players=2.5&date=tomorrow')).toEqual({
      courseId: '1',
    });
    expect(parseCheckoutQuery('/checkout/at/1', '?isAnchoredTeeTime=true&players=6').isAnchoredTeeTime).toBe(
      true,
    );
  });

  it('opens a named failure page from failureSteps; an unknown name is the general tee-time error', () => {
    expect(parseCheckoutQuery('/checkout/at/1', '?teeTimeId=t&failureSteps=not-available').failure).toBe(
      'not-available',
    );
    expect(parseCheckoutQuery('/checkout/at/1', '?failureSteps=whatever').failure).toBe('tee-time-error');
    expect(parseCheckoutQuery('/checkout/at/1', '').failure).toBe(undefined);
  });

  it('leaves out a malformed course id instead of throwing', () => {
    expect(parseCheckoutQuery('/checkout/at/%E0%A4%A', '')).toEqual({});
  });
});
