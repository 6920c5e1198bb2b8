import { describe, expect, it } from 'vitest';
import {
  CARD_FIELD_MESSAGES as M,
  checkCardFields,
  checkCardNumber,
  checkCvv,
  checkExpiry,
  luhnValid,
} from './cardRules';

// A fixed page clock: 15 June 2026, local time (the rules read the page's own calendar).
const NOW = new Date(2026, 5, 15, 10, 0, 0);
const good = {
  number: '4242 4242 4242 4242',
  expiryMonth: '12',
  expiryYear: String(NOW.getFullYear() + 3),
  cvv: '123',
  name: 'Pat Guest',
  zip: '80202',
};

describe('card rules (checked before sending)', () => {
  it('Luhn: the documented test cards pass, a changed last digit fails', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002'])
      expect(luhnValid(n), n).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242a4242424')).toBe(false);
  });

  it('card number: required, 12–19 digits (spaces and dashes fine), Luhn', () => {
    expect(checkCardNumber('')).toBe('Enter the card number.');
    expect(checkCardNumber('   ')).toBe(M.numberMissing);
    expect(checkCardNumber('4242')).toBe('Check the card number: it has 12 to 19 digits.');
    expect(checkCardNumber('4242-4242-4242-424x')).toBe(M.numberShape);
    expect(checkCardNumber('4242 4242 4242 4241')).toBe(
      'This card number is not valid. Check the digits and try again.',
    );
    expect(checkCardNumber('4242-4242-4242-4242')).toBeNull();
  });

  it('expiry month: two digits 01–12 ("12/34" and "8" are refused with the example)', () => {
    const year = String(NOW.getFullYear() + 1);
    expect(checkExpiry('', year, NOW)).toEqual({
      expiryMonth: 'Enter the expiry month as two digits, e.g. 08.',
    });
    for (const m of ['12/34', '8', '13', '00', 'ab'])
      expect(checkExpiry(m, year, NOW), m).toEqual({ expiryMonth: 'Use the month as two digits, e.g. 08.' });
    expect(checkExpiry('08', year, NOW)).toEqual({});
  });

  it('expiry: this month is still good, last month has expired, by the page clock', () => {
    const thisYear = String(NOW.getFullYear());
    expect(checkExpiry('06', thisYear, NOW)).toEqual({});
    expect(checkExpiry('05', thisYear, NOW)).toEqual({ expiryMonth: M.expired });
    expect(checkExpiry('12', String(NOW.getFullYear() - 1), NOW)).toEqual({ expiryYear: M.expired });
    // The same card a year later has expired: nothing depends on a fixed year.
    const later = new Date(NOW.getFullYear() + 1, 6, 1);
    expect(checkExpiry('06', thisYear, later)).toEqual({ expiryYear: M.expired });
  });

  it('expiry year: four digits, at most 20 years ahead', () => {
    expect(checkExpiry('08', '', NOW)).toEqual({
      expiryYear: 'Enter the expiry year as four digits (YYYY).',
    });
    expect(checkExpiry('08', '29', NOW)).toEqual({ expiryYear: 'Use the year as four digits (YYYY).' });
    expect(checkExpiry('08', String(NOW.getFullYear() + 21), NOW)).toEqual({ expiryYear: M.yearTooFar });
    expect(checkExpiry('08', String(NOW.getFullYear() + 20), NOW)).toEqual({});
  });

  it('CVV: 3 digits, 4 for American Express', () => {
    expect(checkCvv('', good.number)).toBe('Enter the security code (CVV) from your card.');
    expect(checkCvv('12', good.number)).toBe(
      'Enter the 3-digit security code (CVV) from the back of your card.',
    );
    expect(checkCvv('1234', good.number)).toBe(M.cvv3);
    expect(checkCvv('123', '378282246310005')).toBe(
      'Enter the 4-digit security code (CVV) from the front of your card.',
    );
    expect(checkCvv('1234', '378282246310005')).toBeNull();
    // Before the number is valid, 3 or 4 digits will do.
    expect(checkCvv('1234', '')).toBeNull();
    expect(checkCvv('12a', '')).toBe(M.cvv3);
  });

  it('every field at once, the name required and the zip optional', () => {
    expect(checkCardFields(good, NOW)).toEqual({});
    expect(checkCardFields({ ...good, zip: '' }, NOW)).toEqual({});
    expect(checkCardFields({ expiryMonth: '12/34' }, NOW)).toEqual({
      number: M.numberMissing,
      expiryMonth: M.month,
      expiryYear: M.yearMissing,
      cvv: M.cvvMissing,
      name: 'Enter the name as it appears on the card.',
    });
    expect(checkCardFields({ ...good, zip: '!!' }, NOW)).toEqual({ zip: M.zip });
  });
});
