import { describe, expect, it } from 'vitest';
import { courseFilters, withCourseFilters } from './courseFilters';
import { setPriceRange, setTimeRange } from './filterRules';
import { defaultFilters } from './searchFilters';

describe('search filters a course keeps', () => {
  it('hands on only the narrowed hours, prices and membership rates', () => {
    expect(courseFilters(defaultFilters())).toEqual({});
    let f = setTimeRange(defaultFilters(), { min: 7, max: 10 });
    f = setPriceRange(f, { min: null, max: 60 });
    f = { ...f, networkMembershipOnly: true };
    expect(courseFilters(f)).toEqual({ minHour: 7, maxHour: 10, maxPrice: 60, networkMembershipOnly: true });
  });

  it('adds them to a course link, keeping its query', () => {
    const c = { minHour: 7, maxPrice: 60, networkMembershipOnly: true as const };
    expect(withCourseFilters('/?course=12&date=2026-11-28', c)).toBe(
      '/?course=12&date=2026-11-28&minHour=7&maxPrice=60&networkMembershipOnly=true',
    );
    expect(withCourseFilters('/book/12', { minPrice: 0 })).toBe('/book/12?minPrice=0');
    expect(withCourseFilters('/book', {})).toBe('/book');
  });
});
