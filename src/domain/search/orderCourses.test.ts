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
});
