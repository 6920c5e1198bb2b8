import { describe, expect, it } from 'vitest';
import { courseGroup, orderCourses } from './orderCourses';

const c = (id: string, over: { forDate?: boolean; silver?: boolean; site?: boolean } = {}) => ({
  id,
  availability: { forDate: over.forDate ?? false },
  partnerTier: over.silver ? 'silver' : null,
  bookingSiteUrl: over.site ? `https://example.com/${id}` : null,
});

describe('course ordering (spec 01 §9)', () => {
  it('groups: availability, then silver partners, then booking site, then others', () => {
    expect(courseGroup(c('a', { forDate: true, silver: true }))).toBe(0);
    expect(courseGroup(c('b', { silver: true, site: true }))).toBe(1);
    expect(courseGroup(c('c', { site: true }))).toBe(2);
    expect(courseGroup(c('d'))).toBe(3);
    expect(courseGroup({})).toBe(3);
  });

  it('orders by group and keeps the given order within a group', () => {
    const list = [
      c('other1'),
      c('site1', { site: true }),
      c('silver1', { silver: true }),
      c('avail1', { forDate: true }),
      c('other2'),
      c('silver2', { silver: true }),
      c('avail2', { forDate: true, site: true }),
      c('site2', { site: true }),
    ];
    expect(orderCourses(list).map((x) => x.id)).toEqual([
      'avail1',
      'avail2',
      'silver1',
      'silver2',
      'site1',
      'site2',
      'other1',
      'other2',
    ]);
    expect(list[0]?.id).toBe('other1');
  });

  // The "Nearest" sort (spec 01 §9 ordering under every sort): the groups stay, and each orders
  // by distance, courses without a distance last (for a merged list, e.g. the block of courses
  // without tee times the API sends in name order).
  it('nearest: by distance within each group, no distance last; groups still first', () => {
    const at = (id: string, distance: number | null, over: Parameters<typeof c>[1] = {}) => ({
      ...c(id, over),
      name: id,
      distance,
    });
    const list = [
      at('Arrowhead', 12.4),
      at('Bluffs', null),
      at('City Park', 2.1),
      at('Dunes', 30, { forDate: true }),
      at('Eagle', 5.6, { forDate: true }),
      at('Fossil', 8, { site: true }),
      at('Green Valley', 150),
    ];
    expect(orderCourses(list, 'distance').map((x) => x.id)).toEqual([
      'Eagle',
      'Dunes',
      'Fossil',
      'City Park',
      'Arrowhead',
      'Green Valley',
      'Bluffs',
    ]);
    // Other sorts keep the given order (the API's) within a group.
    expect(orderCourses(list, 'name').map((x) => x.id)).toEqual([
      'Dunes',
      'Eagle',
      'Fossil',
      'Arrowhead',
      'Bluffs',
      'City Park',
      'Green Valley',
    ]);
    expect(orderCourses(list).map((x) => x.id)).toEqual(orderCourses(list, 'price').map((x) => x.id));
  });
});
