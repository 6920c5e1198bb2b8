import { describe, expect, it } from 'vitest';
import { caretAfterDigits, cardBrand, groupCardNumber } from './cardFormat';

describe('groupCardNumber', () => {
  it('groups a 16-digit card in fours as typed, pasted or autofilled', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('4242')).toBe('4242');
    expect(groupCardNumber('')).toBe('');
  });
  it('groups American Express 4-6-5 and stops at its 15 digits', () => {
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('3782822463100059')).toBe('3782 822463 10005');
    expect(groupCardNumber('37828224')).toBe('3782 8224');
  });
  it('stops a Visa at 16 digits and an unknown number at 19', () => {
    expect(groupCardNumber('42424242424242424')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('9999999999999999999')).toBe('9999 9999 9999 9999 999');
  });
});

describe('cardBrand', () => {
  it('tells the brand from the first digits', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('2223')).toBe('mastercard');
    expect(cardBrand('37')).toBe('amex');
    expect(cardBrand('6011')).toBe('discover');
    expect(cardBrand('3')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });
});

describe('caretAfterDigits', () => {
  it('keeps the caret after the same digit when spaces move', () => {
    expect(caretAfterDigits('4242 4242 4', 8)).toBe(9);
    expect(caretAfterDigits('4242 4242 4', 9)).toBe(11);
    expect(caretAfterDigits('4242 4', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });
});
