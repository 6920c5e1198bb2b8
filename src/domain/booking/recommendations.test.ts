import { describe, expect, it } from 'vitest';
import {
  noTeeTimesFeedback,
  recommendationCount,
  recommendationsParams,
  recommendedCoursesParams,
  recommendedDateClick,
} from './recommendations';

const ctx = { courseId: '1001', date: '2026-06-01', players: 2 };

describe('recommendationCount', () => {
  it('2 below 768 px, 4 from 768 px', () => {
    expect(recommendationCount(375)).toBe(2);
    expect(recommendationCount(767)).toBe(2);
    expect(recommendationCount(768)).toBe(4);
    expect(recommendationCount(1440)).toBe(4);
  });
});

describe('recommendationsParams', () => {
  it('limit by viewport, qty 1 by default', () => {
    expect(recommendationsParams({ courseId: '1001', date: '2026-06-01', teeTimeId: 'tt1' }, 1024)).toEqual({
      courseId: '1001',
      date: '2026-06-01',
      teeTimeId: 'tt1',
      qty: 1,
      limit: 4,
    });
    expect(recommendationsParams({ courseId: '1001', qty: 3 }, 400)).toEqual({
      courseId: '1001',
      qty: 3,
      limit: 2,
    });
  });
});

describe('recommendedCoursesParams', () => {
  it('the default limit 4 and qty 1 on any screen, with the failed tee time', () => {
    expect(recommendedCoursesParams({ courseId: '1001', teeTimeId: 'tt1' })).toEqual({
      courseId: '1001',
      teeTimeId: 'tt1',
      qty: 1,
      limit: 4,
    });
    expect(recommendedCoursesParams({ courseId: '1001', date: '2026-06-01', qty: 4 })).toEqual({
      courseId: '1001',
      date: '2026-06-01',
      qty: 4,
      limit: 4,
    });
  });
});

describe('feedback', () => {
  it('no tee times for the date sends the feedback event', () => {
    expect(noTeeTimesFeedback(0, ctx)).toEqual({ name: 'noTeeTimesFeedback', payload: ctx });
    expect(noTeeTimesFeedback(3, ctx)).toBeNull();
  });

  it('a recommended-date click is tracked as success or failure, then the flag resets', () => {
    expect(recommendedDateClick(true, 5, ctx)).toEqual({
      event: { name: 'noTeeTimesFeedback', payload: { ...ctx, recommendedDate: 'success' } },
      isRecommendedDate: false,
    });
    expect(recommendedDateClick(true, 0, ctx).event?.payload.recommendedDate).toBe('failure');
    expect(recommendedDateClick(false, 5, ctx)).toEqual({ event: null, isRecommendedDate: false });
  });
});
