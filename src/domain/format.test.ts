import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, formatTime, today } from './format';

describe('display formats', () => {
  it('shows whole dollar prices without cents and others with two', () => {
    expect(formatPrice(45)).toBe('$45');
    expect(formatPrice(39.5)).toBe('$39.50');
    expect(formatPrice(1234.56, 'en-CA', 'CAD')).toBe('$1,234.56');
  });

  it('shows dates and tee-off times as written, whatever the viewer’s time zone', () => {
    expect(formatDate('2026-11-28')).toBe('Sat, Nov 28');
    expect(formatTime('2026-11-28T07:30:00')).toBe('7:30 AM');
    expect(formatTime('2026-11-28T16:05')).toBe('4:05 PM');
    expect(formatDate('2027-01-01')).toBe('Fri, Jan 1');
  });

  it('shows text that is not a date as it is, rather than failing', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-02-31x')).toBe('2026-02-31x');
  });

  it('knows today in the local calendar', () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
