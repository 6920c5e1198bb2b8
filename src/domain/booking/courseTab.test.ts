import { describe, expect, it } from 'vitest';
import { courseTab } from './courseTab';

describe('courseTab', () => {
  it('takes details, reviews or tee-details; anything else resets to details', () => {
    expect(courseTab('tee-details', true)).toBe('tee-details');
    expect(courseTab('reviews', true)).toBe('reviews');
    expect(courseTab('Reviews', true)).toBe('details');
    expect(courseTab('scorecard', true)).toBe('details');
    expect(courseTab(undefined, true)).toBe('details');
  });

  it('needs the course reviews feature for the reviews tab', () => {
    expect(courseTab('reviews', false)).toBe('details');
    expect(courseTab('tee-details', false)).toBe('tee-details');
  });
});
