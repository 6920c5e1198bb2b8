import { describe, expect, it } from 'vitest';
import { parseExpiry } from './hosted/expiry';

describe('parseExpiry', () => {
  it('reads MM/YY as the card shows it, with or without the slash', () => {
    for (const typed of ['08/29', '8/29', '0829', '08 / 29', '08/2029', ' 08-29 '])
      expect(parseExpiry(typed)).toEqual({ month: '08', year: '2029' });
  });
  it('leaves the month range to the card rules and refuses what is not a month and a year', () => {
    expect(parseExpiry('13/29')).toEqual({ month: '13', year: '2029' });
    for (const typed of ['', '08', '08/2', 'aug 29', '08/29/1']) expect(parseExpiry(typed)).toBeNull();
  });
});
