import { describe, expect, it } from 'vitest';
import { courseUrl } from './courseUrl';
import { bookingTarget, dealDate } from './dealsRules';

describe("a deal's booking link (issue 15 item 14)", () => {
  const run = { startsOn: '2026-11-26', endsOn: '2026-11-30' };

  it("opens a day of the deal's run: the day asked for, moved into the run", () => {
    expect(dealDate(run, null, '2026-11-23')).toBe('2026-11-26');
    expect(dealDate(run, '2026-11-28', '2026-11-23')).toBe('2026-11-28');
    expect(dealDate(run, '2026-12-05', '2026-11-23')).toBe('2026-11-30');
    expect(dealDate(run, '2026-11-01', '2026-11-27')).toBe('2026-11-27');
    expect(dealDate({}, null, '2026-11-23')).toBe('2026-11-23');
    expect(dealDate({ endsOn: '2026-11-20' }, null, '2026-11-23')).toBe('2026-11-23');
  });

  it('carries the rate type to the picker and into the link', () => {
    const deal = { courseId: '1001', date: '2026-11-26', rateType: 'lightning' };
    expect(bookingTarget(deal, { pickerOnPage: true })).toEqual({
      kind: 'picker',
      courseId: '1001',
      date: '2026-11-26',
      rateType: 'lightning',
    });
    expect(
      bookingTarget(deal, { pickerOnPage: false, courseUrlTemplate: '/c/{courseId}?date={date}' }),
    ).toEqual({ kind: 'url', url: '/c/1001?date=2026-11-26&rateType=lightning' });
    expect(courseUrl('/c/{courseId}/{rateType}', deal)).toBe('/c/1001/lightning');
    expect(courseUrl('/c/{courseId}', { courseId: '7', time: '07:30' })).toBe('/c/7?time=07%3A30');
  });
});
