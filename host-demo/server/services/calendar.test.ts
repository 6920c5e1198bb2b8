import { describe, expect, it } from 'vitest';
import { isBookableDate, isStillAhead, localNowIn, zoneNow } from './calendar';
import { BOOKING_HORIZON_DAYS } from './catalogConstants';

describe('localNowIn: an instant on a course wall clock', () => {
  it('reads Phoenix at UTC−7 all year (no daylight saving)', () => {
    expect(localNowIn('America/Phoenix', new Date('2026-01-15T21:59:00Z')).nowLocal).toBe(
      '2026-01-15T14:59:00',
    );
    expect(localNowIn('America/Phoenix', new Date('2026-07-15T21:59:00Z')).nowLocal).toBe(
      '2026-07-15T14:59:00',
    );
  });

  it('follows New York across the spring and autumn clock changes', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT; 2026-11-01 02:00 EDT → 01:00 EST.
    expect(localNowIn('America/New_York', new Date('2026-03-08T06:59:00Z')).nowLocal).toBe(
      '2026-03-08T01:59:00',
    );
    expect(localNowIn('America/New_York', new Date('2026-03-08T07:00:00Z')).nowLocal).toBe(
      '2026-03-08T03:00:00',
    );
    expect(localNowIn('America/New_York', new Date('2026-03-08T19:00:00Z')).nowLocal).toBe(
      '2026-03-08T15:00:00',
    );
    expect(localNowIn('America/New_York', new Date('2026-11-01T05:30:00Z')).nowLocal).toBe(
      '2026-11-01T01:30:00',
    );
    expect(localNowIn('America/New_York', new Date('2026-11-01T06:30:00Z')).nowLocal).toBe(
      '2026-11-01T01:30:00',
    );
    expect(localNowIn('America/New_York', new Date('2026-11-01T20:00:00Z')).nowLocal).toBe(
      '2026-11-01T15:00:00',
    );
  });

  it('gives each course its own today: late evening UTC is still the afternoon in Austin and Phoenix', () => {
    const at = zoneNow(new Date('2026-11-22T23:30:00Z'));
    expect(at('America/Chicago')).toEqual({ today: '2026-11-22', nowLocal: '2026-11-22T17:30:00' });
    expect(at('America/Phoenix').today).toBe('2026-11-22');
    const early = zoneNow(new Date('2026-11-23T05:00:00Z'));
    expect(early('America/New_York').today).toBe('2026-11-23');
    expect(early('America/Chicago').today).toBe('2026-11-22');
    expect(early('America/Vancouver').nowLocal).toBe('2026-11-22T21:00:00');
  });
});

describe('a 15:00 tee time', () => {
  const teeOff = '2026-07-15T15:00:00';
  it('is bookable at 14:59 local and gone at 15:00 and 15:01 (Phoenix, UTC−7)', () => {
    expect(isStillAhead(teeOff, localNowIn('America/Phoenix', new Date('2026-07-15T21:59:00Z')))).toBe(true);
    expect(isStillAhead(teeOff, localNowIn('America/Phoenix', new Date('2026-07-15T22:00:00Z')))).toBe(false);
    expect(isStillAhead(teeOff, localNowIn('America/Phoenix', new Date('2026-07-15T22:01:00Z')))).toBe(false);
  });

  it('is bookable at 14:59 local and gone at 15:01 in New York on the day clocks change', () => {
    const day = '2026-03-08T15:00:00';
    expect(isStillAhead(day, localNowIn('America/New_York', new Date('2026-03-08T18:59:00Z')))).toBe(true);
    expect(isStillAhead(day, localNowIn('America/New_York', new Date('2026-03-08T19:01:00Z')))).toBe(false);
  });
});

describe('isBookableDate: from the course today to the booking horizon', () => {
  it('takes today and the next days up to the horizon, not yesterday nor later', () => {
    expect(isBookableDate('2026-11-22', '2026-11-22')).toBe(true);
    expect(isBookableDate('2026-11-21', '2026-11-22')).toBe(false);
    const last = new Date(Date.UTC(2026, 10, 22 + BOOKING_HORIZON_DAYS)).toISOString().slice(0, 10);
    expect(isBookableDate(last, '2026-11-22')).toBe(true);
    const beyond = new Date(Date.UTC(2026, 10, 23 + BOOKING_HORIZON_DAYS)).toISOString().slice(0, 10);
    expect(isBookableDate(beyond, '2026-11-22')).toBe(false);
  });
});
