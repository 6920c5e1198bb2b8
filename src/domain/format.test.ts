import { describe, expect, it, vi } from 'vitest';
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

describe('en-US formats written without Intl', () => {
  // What Intl writes (spaces as Chromium writes them: Node's ICU puts a narrow no-break space before AM/PM).
  const intl = {
    price: (n: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
      }).format(n),
    date: (d: string) =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${d}T00:00:00Z`)),
    time: (t: string) =>
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
        .format(new Date(`${t}Z`))
        .replace(/\u202f/g, ' '),
  };

  it('writes every price as Intl does: cents, thousands, rounding and signs', () => {
    const prices = [
      0, -0, 1, 9.99, 12.5, 45, 99.995, 1.005, 0.125, 1000, 1234.56, 1234567.5, -5, -0.001, 2.675, 1e21,
    ];
    for (let cents = 0; cents < 20000; cents += 37) prices.push(cents / 100, cents / 100 + 0.005);
    for (const n of [...prices, NaN, Infinity]) expect(formatPrice(n), String(n)).toBe(intl.price(n));
    // Other currencies and locales still go through Intl.
    expect(formatPrice(1234.5, 'de-DE', 'EUR').replace(/\s/g, ' ')).toBe('1.234,50 €');
  });

  it('writes every date and tee-off time of a year as Intl does', () => {
    for (let day = 0; day < 366; day++) {
      const d = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatDate(d), d).toBe(intl.date(d));
    }
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const t = `2026-11-28T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
      expect(formatTime(t), t).toBe(intl.time(t));
    }
    expect(formatDate('2026-11-28', 'en-US', { weekday: 'long' })).toBe('Saturday, Nov 28');
    expect(formatTime('2026-11-28T00:05')).toBe('12:05 AM');
    expect(formatTime('2026-11-28T12:00:00')).toBe('12:00 PM');
  });

  it('makes no Intl formatter for them (the first one of a page costs ~20 ms)', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect([formatPrice(1234.5), formatDate('2031-03-04'), formatTime('2031-03-04T19:41')]).toEqual([
        '$1,234.50',
        'Tue, Mar 4',
        '7:41 PM',
      ]);
      expect(dates).not.toHaveBeenCalled();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("a North American course's clock, without Intl", () => {
  // Intl's wall clock, written the Swedish way ('2026-03-08 03:07:00'): ISO order, 24 hours.
  const intlClock = (at: Date, timeZone: string) =>
    at.toLocaleString('sv-SE', { timeZone }).replace(' ', 'T').slice(0, 16);

  it('reads the wall clock Intl reads, across both changes of the year', () => {
    for (const zone of ['America/New_York', 'America/Phoenix', 'America/St_Johns', 'Pacific/Honolulu'])
      for (let t = Date.UTC(2026, 2, 7); t < Date.UTC(2026, 10, 3); t += 3_600_000 * 5 + 60_000 * 7) {
        const at = new Date(t);
        expect(wallClock(at, zone), `${zone} ${at.toISOString()}`).toBe(intlClock(at, zone));
      }
  });

  it("makes no Intl formatter for a course's today or its zone's en-US name", () => {
    const at = new Date('2026-11-23T05:00:00Z');
    const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const zone = viewer === 'America/Phoenix' ? 'America/New_York' : 'America/Phoenix';
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(today(at, 'America/Chicago')).toBe('2026-11-22');
      expect(otherZoneName(zone, 'en-US', at)).toMatch(/^(Mountain|Eastern) Standard Time$/);
      expect(dates).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
    // Other locales (and zones) are Intl's to name.
    expect(otherZoneName(zone, 'fr-FR', at)).toMatch(/^heure/i);
    const far = viewer === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    expect(otherZoneName(far, 'en-US', at)).toMatch(/^(Japan|Central European) Standard Time$/);
  });
});
