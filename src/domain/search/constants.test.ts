import { describe, expect, it } from 'vitest';
import { COURSE_SORTS as API_SORTS } from '../../../host-demo/server/services/courseOrdering';
import {
  CURATED_CATEGORIES as API_CATEGORIES,
  RATE_TYPE_NAMES as API_RATE_NAMES,
  RATE_TYPES as API_RATE_TYPES,
} from '../../../host-demo/server/services/catalogConstants';
import {
  AUTOCOMPLETE_LIMIT,
  AUTOCOMPLETE_MIN_CHARS,
  COURSE_SORTS,
  CURATED_CATEGORIES,
  DEAL_EVERY,
  DEAL_FIRST_POSITION,
  DEALS_RATE_TYPE,
  DISTANCE_MAX,
  DISTANCE_MIN,
  HOLE_OPTIONS,
  MAX_RADIUS,
  MEMBERSHIP_BANNER_EVERY,
  PAGE_SIZE,
  PLAYER_OPTIONS,
  RATE_TYPES,
  isCourseSort,
  isCuratedCategory,
  isRateType,
} from './constants';

describe('search constants (spec 01 §9)', () => {
  it('has the spec numbers', () => {
    expect(PAGE_SIZE).toBe(15);
    expect(PLAYER_OPTIONS).toEqual([null, 1, 2, 3, 4, 5, 6]);
    expect(HOLE_OPTIONS).toEqual([null, 9, 18]);
    expect([DISTANCE_MIN, DISTANCE_MAX, MAX_RADIUS]).toEqual([0, 150, 150]);
    expect([AUTOCOMPLETE_LIMIT, AUTOCOMPLETE_MIN_CHARS]).toEqual([10, 3]);
    expect([MEMBERSHIP_BANNER_EVERY, DEAL_FIRST_POSITION, DEAL_EVERY]).toEqual([6, 12, 13]);
  });

  it('names the six course sorts with the API ids', () => {
    expect(COURSE_SORTS.map((s) => s.label)).toEqual([
      'Best Match',
      'Nearest',
      'Price',
      'Rating',
      'A–Z',
      'Z–A',
    ]);
    expect(COURSE_SORTS.map((s) => s.id)).toEqual([...API_SORTS]);
    expect(isCourseSort('name_desc')).toBe(true);
    expect(isCourseSort('newest')).toBe(false);
  });

  it('lists the seven curated categories as the API does', () => {
    expect(CURATED_CATEGORIES.map((c) => c.id)).toEqual([...API_CATEGORIES]);
    expect(CURATED_CATEGORIES.every((c) => c.label.length > 0)).toBe(true);
    expect(isCuratedCategory('best_9_hole')).toBe(true);
    expect(isCuratedCategory('worst_courses')).toBe(false);
    expect(isCuratedCategory(null)).toBe(false);
  });

  it('has the rate filters with Specials = lightning, as the API names them', () => {
    expect(RATE_TYPES.map((r) => r.id)).toEqual([...API_RATE_TYPES]);
    for (const r of RATE_TYPES) expect(r.label).toBe(API_RATE_NAMES[r.id]);
    expect(DEALS_RATE_TYPE).toBe('lightning');
    expect(RATE_TYPES[0]).toEqual({ id: 'lightning', label: 'Specials' });
    expect(isRateType('military')).toBe(true);
    expect(isRateType('gold')).toBe(false);
  });
});
