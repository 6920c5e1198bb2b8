import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES as M, checkExpiry, checkHolder, checkNewCard, luhnValid } from './cardChecks';

const now = new Date(2026, 10, 22, 12); // 22 November 2026 on the page's clock
const good = {
  number: '4242 4242 4242 4242',
  expiryMonth: '08',
  expiryYear: '2030',
  cvv: '123',
  name: 'Gary Golfer',
  zip: '80202',
};

describe('card checks before sending (the sandbox gateway’s test cards)', () => {
  it('accepts the test cards (Luhn) and refuses a mistyped number', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002'])
      expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
    expect(checkNewCard(good, now)).toEqual({});
    expect(checkNewCard({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe(M.numberInvalid);
    expect(checkNewCard({ ...good, number: '4242' }, now).number).toBe(M.numberShape);
    expect(checkNewCard({ ...good, number: ' ' }, now).number).toBe(M.number);
  });

  it('wants MM as two digits and a four-digit year, not past by the page’s clock', () => {
    expect(checkExpiry('8', '2030', now)).toEqual({ expiryMonth: M.month });
    expect(checkExpiry('13', '2030', now)).toEqual({ expiryMonth: M.month });
    expect(checkExpiry('08', '30', now)).toEqual({ expiryYear: M.year });
    expect(checkExpiry('11', '2026', now)).toEqual({});
    expect(checkExpiry('10', '2026', now)).toEqual({ expiryMonth: M.expired });
    expect(checkExpiry('12', '2025', now)).toEqual({ expiryYear: M.expired });
    expect(checkExpiry('01', '2047', now)).toEqual({ expiryYear: M.yearTooFar });
  });

  it('wants a CVV of 3 digits, or 4 for American Express', () => {
    expect(checkNewCard({ ...good, cvv: '12' }, now).cvv).toBe(M.cvv);
    expect(checkNewCard({ ...good, cvv: '1234' }, now).cvv).toBe(M.cvv);
    expect(checkNewCard({ ...good, number: '378282246310005', cvv: '123' }, now).cvv).toBe(M.cvv4);
    expect(checkNewCard({ ...good, number: '378282246310005', cvv: '1234' }, now)).toEqual({});
    expect(checkNewCard({ ...good, number: '', cvv: '1234' }, now).cvv).toBeUndefined();
  });

  it('wants the name on the card; the zip is optional but must look like one', () => {
    expect(checkHolder({ name: ' G ' })).toEqual({ name: M.name });
    expect(checkHolder({ name: 'Gary Golfer', zip: '' })).toEqual({});
    expect(checkHolder({ name: 'Gary Golfer', zip: 'K1A 0B1' })).toEqual({});
    expect(checkHolder({ name: 'Gary Golfer', zip: '!!' })).toEqual({ zip: M.zip });
  });
});
