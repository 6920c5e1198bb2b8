import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './constants';
import { appendPage, hasMore, listCounts, NO_PAGES, nextPage, pageLoaded } from './pagination';

describe('course-list pagination (spec 01 §4)', () => {
  it('starts at page 1, each next page adds one, more while shown < total', () => {
    expect(nextPage(NO_PAGES)).toBe(1);
    let p = pageLoaded(NO_PAGES, { page: 1, count: PAGE_SIZE, total: 40 });
    expect(p).toEqual({ page: 1, shown: 15, total: 40 });
    expect(hasMore(p)).toBe(true);
    expect(nextPage(p)).toBe(2);
    p = pageLoaded(p, { page: 2, count: 15, total: 40 });
    expect(hasMore(p)).toBe(true);
    p = pageLoaded(p, { page: 3, count: 10, total: 40 });
    expect(p).toEqual({ page: 3, shown: 40, total: 40 });
    expect(hasMore(p)).toBe(false);
  });

  it('a new first page replaces the count', () => {
    const p = pageLoaded({ page: 3, shown: 40, total: 40 }, { page: 1, count: 15, total: 16 });
    expect(p).toEqual({ page: 1, shown: 15, total: 16 });
    expect(hasMore(p)).toBe(true);
  });

  it('appends a page without repeating shown ids', () => {
    const shown = [{ id: '1' }, { id: '2' }];
    expect(appendPage(shown, [{ id: '2' }, { id: '3' }, { id: '3' }]).map((x) => x.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('summary and load-more count the same courses: 23 with tee times + 6 without = 29', () => {
    expect(listCounts({ total: 23, withoutTeeTimes: 6, shown: 15 })).toEqual({
      count: 29,
      more: 'Load more (15 of 29)',
    });
    expect(listCounts({ total: 40, withoutTeeTimes: 0, shown: 30 }).more).toBe('Load more (30 of 40)');
  });
});
