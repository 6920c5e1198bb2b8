import { describe, expect, it } from 'vitest';
import { formatExpiryTyped, parseExpiry } from './hosted/expiry';

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

describe('formatExpiryTyped', () => {
  it('puts the slash in as the golfer types the digits', () => {
    const typing = (keys: string) => {
      let value = '';
      for (const k of keys) value = formatExpiryTyped(value + k, true);
      return value;
    };
    expect(typing('1229')).toBe('12/29');
    expect(typing('0829')).toBe('08/29');
    expect(typing('829')).toBe('08/29');
    expect(typing('1/29')).toBe('01/29');
    expect(typing('12')).toBe('12/');
    expect(typing('1')).toBe('1');
    expect(typing('122029')).toBe('12/2029');
  });
  it('formats a pasted or autofilled value at once', () => {
    expect(formatExpiryTyped('1229', true)).toBe('12/29');
    expect(formatExpiryTyped('12/2029', true)).toBe('12/2029');
    expect(formatExpiryTyped('8/29', true)).toBe('08/29');
  });
  it('lets backspace go through the slash', () => {
    expect(formatExpiryTyped('12', false)).toBe('12');
    expect(formatExpiryTyped('12/2', false)).toBe('12/2');
    expect(formatExpiryTyped('1', false)).toBe('1');
    expect(formatExpiryTyped('', false)).toBe('');
  });
  it('every formatted value reads as its month and year', () => {
    expect(parseExpiry(formatExpiryTyped('1229', true))).toEqual({ month: '12', year: '2029' });
    expect(parseExpiry(formatExpiryTyped('1/29', true))).toEqual({ month: '01', year: '2029' });
  });
});
