import { DEALS_RATE_TYPE, MAX_RADIUS, PAGE_SIZE, type RateType } from './constants';
import { courseUrl, type CourseUrlValues } from './courseUrl';

/** `<teetime-deals>` shows the special (lightning) rate only. */
export const DEALS_RATE_TYPES: readonly RateType[] = [DEALS_RATE_TYPE];

/** Deals-list paging: more exist while page × pageSize is below the count. */
export function dealsHasMore(page: number, count: number, pageSize: number = PAGE_SIZE): boolean {
  return page * pageSize < count;
}

/**
 * Lowest price first; entries without a price go last; equal prices keep their order (the API's
 * nearest-first). The input is not changed.
 */
export function sortDealsByPrice<T extends { price?: number | null }>(deals: readonly T[]): T[] {
  const key = (d: T) => (typeof d.price === 'number' && Number.isFinite(d.price) ? d.price : Infinity);
  return deals
    .map((deal, index) => ({ deal, index }))
    .sort((a, b) => key(a.deal) - key(b.deal) || a.index - b.index)
    .map((x) => x.deal);
}

/**
 * Only entries on the special (lightning) rate (entries without a rate type are kept: deals are
 * lightning, and the deals answers carry none).
 */
export function onlySpecialRate<T extends object>(entries: readonly T[]): T[] {
  return entries.filter((e) => {
    const rateType = (e as { rateType?: string | null }).rateType;
    return rateType === undefined || rateType === null || rateType === DEALS_RATE_TYPE;
  });
}

/** The deals near a point: `<teetime-deals>`' list and its first calls ask the same path. */
export const DEALS_NEAR_PATH = 'v6/deals/near';

/**
 * Params of GET v6/deals/near from the element's attributes: radius capped at 150 miles (a
 * missing or non-positive radius means 150), limit a whole 1–50 (default = page size 15), page ≥ 1.
 */
export function dealsNearParams(input: {
  latitude: number;
  longitude: number;
  radius?: number | null;
  limit?: number | null;
  page?: number;
}): { lat: number; lon: number; radius: number; limit: number; page: number } {
  const radius =
    input.radius && Number.isFinite(input.radius) && input.radius > 0
      ? Math.min(input.radius, MAX_RADIUS)
      : MAX_RADIUS;
  const limit =
    input.limit && Number.isFinite(input.limit)
      ? Math.min(50, Math.max(1, Math.round(input.limit)))
      : PAGE_SIZE;
  const page = input.page && input.page >= 1 ? Math.floor(input.page) : 1;
  return { lat: input.latitude, lon: input.longitude, radius, limit, page };
}

/** Where a deal's booking link goes. */
export type BookingTarget =
  | { kind: 'picker'; courseId: string; date?: string; players?: number; rateType?: string }
  | { kind: 'url'; url: string }
  | { kind: 'none' };

/**
 * A deal's booking link: to the tee-time picker on the page when there is one (a course-select
 * event it will open), else the element's `course-url` template filled with the course id, date
 * and players (URL-encoded), else nothing to link (the view shows the deal without a link).
 * Interpretation: a picker on the page wins over the template.
 */
export function bookingTarget(
  deal: CourseUrlValues,
  options: { pickerOnPage: boolean; courseUrlTemplate?: string | null },
): BookingTarget {
  if (options.pickerOnPage) {
    const target: BookingTarget = { kind: 'picker', courseId: deal.courseId };
    if (deal.date) target.date = deal.date;
    if (deal.players !== null && deal.players !== undefined) target.players = deal.players;
    if (deal.rateType) target.rateType = deal.rateType;
    return target;
  }
  if (options.courseUrlTemplate) return { kind: 'url', url: courseUrl(options.courseUrlTemplate, deal) };
  return { kind: 'none' };
}

/**
 * The day a deal's booking link opens: the day asked for (the element's `date`, else today),
 * moved into the deal's run (`startsOn`–`endsOn`, inclusive) when it falls outside it, so the
 * picker never lands on a day without the deal. Interpretation: a day after the run's end goes
 * back to the latest day of the run that is not before today.
 */
export function dealDate(
  deal: { startsOn?: string | null; endsOn?: string | null },
  wanted: string | null | undefined,
  today: string,
): string {
  const later = (a: string, b?: string | null) => (b && b > a ? b : a);
  const first = later(today, deal.startsOn);
  const day = later(later(wanted ?? today, today), deal.startsOn);
  if (!deal.endsOn || day <= deal.endsOn) return day;
  return first > deal.endsOn ? first : deal.endsOn;
}
