/** Course-list pagination (spec 01 §4): pages start at 1 and each next page adds one. */
export interface Pagination {
  /** The last page loaded (1-based); 0 before the first load. */
  page: number;
  /** Items shown so far. */
  shown: number;
  /** Total matching items, from the answer. */
  total: number;
}

export const NO_PAGES: Pagination = { page: 0, shown: 0, total: 0 };

/** More results exist while the shown count is below the total. */
export function hasMore(p: Pagination): boolean {
  return p.shown < p.total;
}

/** The page to ask for next: 1 first, then one more each time. */
export function nextPage(p: Pagination): number {
  return p.page + 1;
}

/** State after a page's answer arrived: a first page replaces, a later page adds its items. */
export function pageLoaded(
  p: Pagination,
  answer: { page: number; count: number; total: number },
): Pagination {
  const shown = answer.page <= 1 ? answer.count : p.shown + answer.count;
  return { page: answer.page, shown, total: answer.total };
}

/**
 * Items of a next page appended to those shown, skipping ids already shown (the ordering can move
 * a course between pages while the user scrolls; it is shown once).
 */
export function appendPage<T extends { id: string }>(shown: readonly T[], next: readonly T[]): T[] {
  const seen = new Set(shown.map((x) => x.id));
  return [...shown, ...next.filter((x) => !seen.has(x.id) && (seen.add(x.id), true))];
}

/**
 * The counts a course list shows, from one answer: the summary's count and the load-more
 * button's "shown of total" use the same total, the courses with tee times (`total`, paged)
 * plus the courses without tee times a city list merges after the last page (spec 01 §7). So a
 * list never says "29 courses" over "Load more (15 of 23)".
 */
export function listCounts(input: { total: number; withoutTeeTimes: number; shown: number }): {
  count: number;
  more: string;
} {
  const count = input.total + input.withoutTeeTimes;
  return { count, more: `Load more (${input.shown} of ${count})` };
}
