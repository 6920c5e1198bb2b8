import { describe, expect, it } from 'vitest';
import { courseList, isBannerPosition, isDealPosition } from './courseList';

const courses = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i + 1}` }));
const deals = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `d${i + 1}` }));
const positions = (items: { type: string; position: number }[], type: string) =>
  items.filter((i) => i.type === type).map((i) => i.position);

describe('course list interleaving (spec 01 §9)', () => {
  it('deal slots are 12 and every 13 after; banner slots every 6', () => {
    expect([11, 12, 13, 24, 25, 38, 51].map(isDealPosition)).toEqual([
      false,
      true,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([5, 6, 7, 12, 18].map(isBannerPosition)).toEqual([false, true, false, true, true]);
  });

  it('40 courses, 5 deals, membership on: deals at 12, 25, 38; banners at 6, 18, …, 48', () => {
    const items = courseList(courses(40), deals(5), { membershipBanners: true });
    expect(positions(items, 'Deal')).toEqual([12, 25, 38]);
    expect(positions(items, 'Banner')).toEqual([6, 18, 24, 30, 36, 42, 48]);
    expect(items).toHaveLength(50);
    expect(items.map((i) => i.position)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(items.at(-1)).toMatchObject({ type: 'Course', position: 50, course: { id: 'c40' } });
    expect(items[11]).toMatchObject({ type: 'Deal', deal: { id: 'd1' } });
    expect(items.filter((i) => i.type === 'Course').map((i) => i.type === 'Course' && i.course.id)).toEqual(
      courses(40).map((c) => c.id),
    );
  });

  it('40 courses, 5 deals, membership off: deals at 12, 25, 38 and no banner', () => {
    const items = courseList(courses(40), deals(5), { membershipBanners: false });
    expect(positions(items, 'Deal')).toEqual([12, 25, 38]);
    expect(positions(items, 'Banner')).toEqual([]);
    expect(items).toHaveLength(43);
  });

  it('without deals a banner takes position 12; deals run out after the last one', () => {
    expect(positions(courseList(courses(20), [], { membershipBanners: true }), 'Banner')).toEqual([
      6, 12, 18,
    ]);
    const items = courseList(courses(40), deals(1), { membershipBanners: false });
    expect(positions(items, 'Deal')).toEqual([12]);
  });

  it('never ends with a deal or a banner', () => {
    expect(courseList(courses(5), deals(2), { membershipBanners: true }).map((i) => i.type)).toEqual(
      Array(5).fill('Course'),
    );
    const eleven = courseList(courses(11), deals(2), { membershipBanners: false });
    expect(eleven).toHaveLength(11);
    const twelve = courseList(courses(12), deals(2), { membershipBanners: false });
    expect(twelve.map((i) => i.type).slice(10)).toEqual(['Course', 'Deal', 'Course']);
  });

  it('loading more pages only appends (page 1 list is a prefix of pages 1–2)', () => {
    const one = courseList(courses(15), deals(5), { membershipBanners: true });
    const two = courseList(courses(30), deals(5), { membershipBanners: true });
    expect(two.slice(0, one.length)).toEqual(one);
  });

  it('gives unique keys', () => {
    const items = courseList(courses(40), deals(5), { membershipBanners: true });
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
  });
});
