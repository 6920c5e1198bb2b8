import { describe, expect, it } from 'vitest';
import { defaultSort, locationRoute } from './locationRoute';

describe('default sorts (spec 01 §2, §9)', () => {
  it('distance for cities, best match with a searched course', () => {
    expect(defaultSort('city')).toBe('distance');
    expect(defaultSort('city', { searchedCourse: '1001' })).toBe('best_match');
  });
  it('name ascending for states and sections without a location; price for deals', () => {
    expect(defaultSort('state')).toBe('name');
    expect(defaultSort('state', { searchedCourse: '1001' })).toBe('name');
    expect(defaultSort('section')).toBe('name');
    expect(defaultSort('section', { hasPosition: true })).toBe('distance');
    expect(defaultSort('deals')).toBe('price');
    expect(defaultSort('nearMe')).toBe('distance');
  });
});

describe('locationRoute', () => {
  it('City → city list', () => {
    const city = { type: 'City' as const, hierarchizedUrl: '/explore/us/tx/austin' };
    expect(locationRoute(city)).toEqual({
      kind: 'list',
      list: 'city',
      path: '/explore/us/tx/austin',
      sort: 'distance',
      location: city,
    });
    expect(locationRoute(city, { searchedCourse: '7' })).toMatchObject({ sort: 'best_match' });
  });
  it('State → state list sorted by name', () => {
    expect(locationRoute({ type: 'State', hierarchizedUrl: '/explore/us/tx' })).toMatchObject({
      kind: 'list',
      list: 'state',
      sort: 'name',
    });
  });
  it('Section → section list', () => {
    expect(locationRoute({ type: 'Section', slug: 'desert-golf' })).toMatchObject({
      list: 'section',
      path: '/sections/desert-golf',
      sort: 'name',
    });
    expect(locationRoute({ type: 'Section', slug: 'desert-golf' }, { hasPosition: true })).toMatchObject({
      sort: 'distance',
    });
  });
  it('Course → the picker, Deal → the deal, Zipcode → resolve, Current → near me', () => {
    expect(
      locationRoute({ type: 'Course', id: '1001', hierarchizedUrl: '/explore/us/ny/new-york/1001' }),
    ).toEqual({
      kind: 'course',
      courseId: '1001',
      path: '/explore/us/ny/new-york/1001',
    });
    expect(locationRoute({ type: 'Deal', id: '12' })).toEqual({
      kind: 'deal',
      dealId: '12',
      path: '/deals/12',
    });
    expect(locationRoute({ type: 'Zipcode', name: '78701', label: '78701 - Austin, TX' })).toEqual({
      kind: 'resolveZipcode',
      query: '78701',
    });
    expect(locationRoute({ type: 'Current', latitude: 30, longitude: -97 })).toMatchObject({
      list: 'nearMe',
      path: '/explore/currentlocation',
      sort: 'distance',
    });
  });
  it('is invalid when the location lacks what its route needs', () => {
    expect(locationRoute({ type: 'City' }).kind).toBe('invalid');
    expect(locationRoute({ type: 'Course' }).kind).toBe('invalid');
    expect(locationRoute({ type: 'Current' }).kind).toBe('invalid');
    expect(locationRoute({ type: 'Zipcode', name: ' ' }).kind).toBe('invalid');
  });
});
