import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { qBool, qDate, qInt, qList, qNumber } from './queryValues';

describe('query values', () => {
  it('converts numbers and refuses text, decimals for ints and out-of-range values', () => {
    expect(v.parse(qInt(1, 6), ' 4 ')).toBe(4);
    expect(v.safeParse(qInt(1, 6), '4.5').success).toBe(false);
    expect(v.safeParse(qInt(1, 6), '7').success).toBe(false);
    expect(v.safeParse(qInt(1, 6), 'NaN').success).toBe(false);
    expect(v.parse(qNumber(-90, 90), '40.7484')).toBe(40.7484);
    expect(v.safeParse(qNumber(-90, 90), '1e5').success).toBe(false);
  });

  it('accepts flags only as the text true or false', () => {
    expect(v.parse(qBool, 'true')).toBe(true);
    expect(v.parse(qBool, 'false')).toBe(false);
    expect(v.safeParse(qBool, '1').success).toBe(false);
    expect(v.safeParse(qBool, ['true', 'true']).success).toBe(false);
  });

  it('accepts real calendar dates only', () => {
    expect(v.parse(qDate, '2026-02-28')).toBe('2026-02-28');
    expect(v.safeParse(qDate, '2026-02-30').success).toBe(false);
    expect(v.safeParse(qDate, '2026/02/01').success).toBe(false);
  });

  it('says why a well-formed date is refused', () => {
    const message = (input: string) => v.safeParse(qDate, input).issues?.[0]?.message;
    expect(message('1999-01-01')).toBe('Must be a date from 2000 to 2100');
    expect(message('2026-13-01')).toBe('Must be a real calendar date');
    expect(message('tomorrow')).toBe('Must be a date YYYY-MM-DD');
  });

  it('reads lists comma-separated or repeated, and refuses unknown members', () => {
    const list = qList(['online', 'lightning'] as const);
    expect(v.parse(list, 'online,lightning')).toEqual(['online', 'lightning']);
    expect(v.parse(list, ['online', 'lightning'])).toEqual(['online', 'lightning']);
    expect(v.safeParse(list, 'online,bogus').success).toBe(false);
  });
});
