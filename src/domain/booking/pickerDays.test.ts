import { describe, expect, it } from 'vitest';
import {
  dateStrip,
  daysBetween,
  firstDayWithTeeTimes,
  openingRates,
  STRIP_DAYS,
  stripKey,
} from './pickerRules';

describe('the date strip (issue 15 item 6)', () => {
  it('shows two weeks from the course today, a later chosen date at the end', () => {
    const strip = dateStrip('2026-11-22', undefined, STRIP_DAYS);
    expect(strip).toHaveLength(14);
    expect(strip.at(-1)).toBe('2026-12-05');
    expect(dateStrip('2026-11-22', '2027-01-10', STRIP_DAYS).at(-1)).toBe('2027-01-10');
  });

  it('opens on the first day with tee times, today when no day has any', () => {
    const days = [
      { date: '2026-11-22', teeTimesCount: 0 },
      { date: '2026-11-23', teeTimesCount: 0 },
      { date: '2026-11-24', teeTimesCount: 12 },
    ];
    expect(firstDayWithTeeTimes(days, '2026-11-22')).toBe('2026-11-24');
    expect(firstDayWithTeeTimes(days.slice(0, 2), '2026-11-22')).toBe('2026-11-22');
  });

  it('counts days across months and years', () => {
    expect(daysBetween('2026-11-22', '2027-02-20')).toBe(90);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
  });

  it('moves with the arrow keys, Home and End, without wrapping', () => {
    expect(stripKey('ArrowRight', 0, 14)).toBe(1);
    expect(stripKey('ArrowLeft', 0, 14)).toBe(0);
    expect(stripKey('ArrowRight', 13, 14)).toBe(13);
    expect(stripKey('End', 2, 14)).toBe(13);
    expect(stripKey('Home', 5, 14)).toBe(0);
    expect(stripKey('Enter', 5, 14)).toBeUndefined();
  });

  it('wraps round for a tablist', () => {
    expect(stripKey('ArrowRight', 2, 3, true)).toBe(0);
    expect(stripKey('ArrowLeft', 0, 3, true)).toBe(2);
    expect(stripKey('End', 0, 3, true)).toBe(2);
    expect(stripKey('Home', 2, 3, true)).toBe(0);
    expect(stripKey('Enter', 1, 3, true)).toBeUndefined();
  });
});

describe("a deal's link (issue 15 item 14)", () => {
  it('opens with the deal rate preselected when it is a known rate type', () => {
    expect(openingRates('lightning')).toEqual(['lightning']);
    expect(openingRates('senior')).toEqual(['senior']);
    expect(openingRates('Specials')).toEqual([]);
    expect(openingRates(undefined)).toEqual([]);
  });
});
