import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { courseTier, orderCourses, type OrderableCourse } from './courseOrdering';

function course(id: string, over: Partial<OrderableCourse> = {}): OrderableCourse {
  return {
    id,
    name: `Course ${id}`,
    available: false,
    partner_tier: null,
    booking_site_url: null,
    distance: 10,
    min_rate: null,
    rating: 4,
    booking_count: 10,
    ...over,
  };
}

describe('course ordering', () => {
  it('puts available courses first, then silver partners, then booking sites, then others', () => {
    const other = course('1', { distance: 1 });
    const site = course('2', { booking_site_url: 'https://x.example', distance: 2 });
    const silver = course('3', { partner_tier: 'silver', distance: 3 });
    const available = course('4', { available: true, distance: 50 });
    expect(orderCourses([other, site, silver, available], 'distance').map((c) => c.id)).toEqual([
      '4',
      '3',
      '2',
      '1',
    ]);
  });

  it('sorts within a tier by the chosen sort', () => {
    const a = course('1', { available: true, distance: 9, min_rate: 20, name: 'Birch' });
    const b = course('2', { available: true, distance: 3, min_rate: 50, name: 'Aspen' });
    expect(orderCourses([a, b], 'distance').map((c) => c.id)).toEqual(['2', '1']);
    expect(orderCourses([a, b], 'price').map((c) => c.id)).toEqual(['1', '2']);
    expect(orderCourses([a, b], 'name').map((c) => c.id)).toEqual(['2', '1']);
    expect(orderCourses([a, b], 'name_desc').map((c) => c.id)).toEqual(['1', '2']);
  });

  it('never lets a lower tier come before a higher one, whatever the sort', () => {
    const arb = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      name: fc.string(),
      available: fc.boolean(),
      partner_tier: fc.constantFrom(null, 'silver'),
      booking_site_url: fc.constantFrom(null, 'https://a.example'),
      distance: fc.option(fc.double({ min: 0, max: 150, noNaN: true })),
      min_rate: fc.option(fc.double({ min: 0, max: 500, noNaN: true })),
      rating: fc.double({ min: 0, max: 5, noNaN: true }),
      booking_count: fc.nat(),
    });
    fc.assert(
      fc.property(
        fc.array(arb),
        fc.constantFrom('best_match', 'distance', 'price', 'rating', 'name', 'name_desc' as const),
        (list, sort) => {
          const tiers = orderCourses(list, sort).map(courseTier);
          expect(tiers).toEqual([...tiers].sort((x, y) => x - y));
        },
      ),
    );
  });
});
