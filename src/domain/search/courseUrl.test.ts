import { describe, expect, it } from 'vitest';
import { courseUrl } from './courseUrl';

describe('courseUrl: a deal link carries its deal', () => {
  it('fills {dealId} where the template has it', () => {
    expect(courseUrl('/deal/{dealId}/c/{courseId}', { courseId: '1454', dealId: 'd 7' })).toBe(
      '/deal/d%207/c/1454',
    );
  });

  it('adds dealId to the query when the template has no place for it, after the rate', () => {
    expect(
      courseUrl('/courses/{courseId}?date={date}', {
        courseId: '4232',
        date: '2026-11-28',
        rateType: 'lightning',
        dealId: 'd194',
      }),
    ).toBe('/courses/4232?date=2026-11-28&rateType=lightning&dealId=d194');
    expect(courseUrl('/c/{courseId}', { courseId: '1', dealId: 'd1' })).toBe('/c/1?dealId=d1');
  });

  it('adds nothing for a link that is not a deal', () => {
    expect(courseUrl('/c/{courseId}?d={date}', { courseId: '1', date: '2026-11-28' })).toBe(
      '/c/1?d=2026-11-28',
    );
  });
});
