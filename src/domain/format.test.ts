import { describe, expect, it } from 'vitest';
import {
  formatCourseDate,
  formatDate,
  formatPrice,
  formatTime,
  otherZoneName,
  today,
  wallClock,
} from './format';

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

  it('shows course detail and review dates as YYYY/MM/DD (spec 01 §5), not "Nov 28, 2026"', () => {
    expect(formatCourseDate('2026-11-28')).toBe('2026/11/28');
    expect(formatCourseDate('2026-05-02T14:03:00Z')).toBe('2026/05/02');
    expect(formatCourseDate('soon')).toBe('soon');
  });

  it('shows text that is not a date as it is, rather than failing', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-02-31x')).toBe('2026-02-31x');
  });

  it('knows today in the local calendar', () => {
    expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it("knows today at a course, whatever the viewer's zone", () => {
    // 05:00 UTC on the 23rd: already the 23rd in New York, still the 22nd in Austin and Phoenix.
    const at = new Date('2026-11-23T05:00:00Z');
    expect(today(at, 'America/New_York')).toBe('2026-11-23');
    expect(today(at, 'America/Chicago')).toBe('2026-11-22');
    expect(wallClock(at, 'America/Phoenix')).toBe('2026-11-22T22:00');
    expect(today(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(today(new Date('2026-03-08T04:59:00Z'), 'America/New_York')).toBe('2026-03-07');
  });

  it('names the course zone only when the viewer reads another time', () => {
    const at = new Date('2026-11-23T05:00:00Z');
    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(otherZoneName(viewerZone, 'en-US', at)).toBeNull();
    const other = viewerZone === 'America/Phoenix' ? 'Asia/Tokyo' : 'America/Phoenix';
    expect(otherZoneName(other, 'en-US', at)).toMatch(/Time$/);
    expect(otherZoneName(undefined, 'en-US', at)).toBeNull();
  });
});
