/**
 * Rules of the `<teetime-picker>` widget (spec 01 §2, §4): the date strip, the filters as API
 * parameters, the checkout URL template and the flow-token URLs the picker's steps are kept in.
 * Pure: no DOM, no I/O.
 */
import type { FlowTokens } from './flowTokens';

/** `2026-11-28` plus `days` (negative goes back), calendar-exact. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The dates of the strip: `today` and the `days - 1` days after it; a chosen date outside
 * that window (later) is added at the end, a past one is replaced by today.
 */
export function dateStrip(today: string, chosen: string | undefined, days = 7): string[] {
  const strip = Array.from({ length: days }, (_, i) => addDays(today, i));
  if (chosen && chosen > today && !strip.includes(chosen)) strip.push(chosen);
  return strip;
}

/** The date to show: the attribute's when it is a real date not in the past, else today. */
export function initialDate(today: string, attribute?: string): string {
  if (!attribute || !/^\d{4}-\d{2}-\d{2}$/.test(attribute)) return today;
  const valid = addDays(attribute, 0) === attribute;
  return valid && attribute >= today ? attribute : today;
}

export interface PickerFilters {
  players: number;
  /** 9 or 18; null = any. */
  holes: 9 | 18 | null;
  /** true riding, false walking, null any. */
  riding: boolean | null;
  rateTypes: readonly string[];
  prepaidOnly: boolean;
  /** Narrowed by the search the course came from (attributes or course-select): hours, prices, membership rates. */
  narrow?: TeeTimeNarrowing;
}

/** Hours (0–24), prices (dollars) and membership rates a search narrowed its tee times to. */
export interface TeeTimeNarrowing {
  minHour?: number;
  maxHour?: number;
  minPrice?: number;
  maxPrice?: number;
  networkMembershipOnly?: boolean;
}

const hourOk = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 24;
const priceOk = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/**
 * The search's narrowing as the picker accepts it: whole hours 0–24 with min ≤ max, prices ≥ 0
 * with min ≤ max (a reversed or bad pair is dropped), membership rates only when true.
 */
export function narrowing(input: {
  minHour?: unknown;
  maxHour?: unknown;
  minPrice?: unknown;
  maxPrice?: unknown;
  networkMembershipOnly?: unknown;
}): TeeTimeNarrowing {
  const n: TeeTimeNarrowing = {};
  const { minHour, maxHour, minPrice, maxPrice } = input;
  if (!(hourOk(minHour) && hourOk(maxHour) && minHour > maxHour)) {
    if (hourOk(minHour)) n.minHour = minHour;
    if (hourOk(maxHour)) n.maxHour = maxHour;
  }
  if (!(priceOk(minPrice) && priceOk(maxPrice) && minPrice > maxPrice)) {
    if (priceOk(minPrice)) n.minPrice = minPrice;
    if (priceOk(maxPrice)) n.maxPrice = maxPrice;
  }
  if (input.networkMembershipOnly === true) n.networkMembershipOnly = true;
  return n;
}

/** The shared tee-time filter params (docs/api.md) for the groups and rate-types calls. */
export function filterParams(date: string, f: PickerFilters) {
  return {
    date,
    qty: f.players,
    ...(f.holes ? { numHoles: f.holes } : {}),
    ...(f.riding === null ? {} : { isRiding: f.riding }),
    ...(f.rateTypes.length ? { rateTypes: [...f.rateTypes] } : {}),
    ...(f.prepaidOnly ? { isPrepaidOnly: true } : {}),
    ...f.narrow,
  };
}

/** Params of the providers call: one rate type; isPrepaidOnly is never sent for lightning (spec 01 §7). */
export function providerParams(date: string, timeSlot: string, rateType: string, f: PickerFilters) {
  return {
    date,
    qty: f.players,
    timeSlot,
    rateType,
    ...(f.holes ? { numHoles: f.holes } : {}),
    ...(f.riding === null ? {} : { isRiding: f.riding }),
    ...(f.prepaidOnly && rateType !== 'lightning' ? { isPrepaidOnly: true } : {}),
  };
}

export interface CheckoutValues {
  courseId: string;
  teeTimeId: string;
  players: number;
  date: string;
  /** Checking out as a guest: `isGuest=true` is appended (spec 01 §5: flags as the text true). */
  isGuest?: boolean;
  /** An anchored tee-time link: `isAnchoredTeeTime=true` is appended. */
  isAnchoredTeeTime?: boolean;
}

/** The default checkout URL (spec 01 §2: `/checkout/at/{courseId}`). */
export const DEFAULT_CHECKOUT_URL =
  '/checkout/at/{courseId}?teeTimeId={teeTimeId}&players={players}&date={date}';

/**
 * Fills `{courseId} {teeTimeId} {players} {date}` of a checkout URL template, URL-encoded, and
 * appends the guest and anchored flags that are set: to the query, before any `#fragment`, or
 * into the fragment when the template is only a fragment.
 */
export function checkoutUrl(template: string | undefined, v: CheckoutValues): string {
  const values: Record<string, string> = {
    courseId: v.courseId,
    teeTimeId: v.teeTimeId,
    players: String(v.players),
    date: v.date,
  };
  const url = (template || DEFAULT_CHECKOUT_URL).replace(
    /\{(courseId|teeTimeId|players|date)\}/g,
    (_, k: string) => encodeURIComponent(values[k] ?? ''),
  );
  const flags = [v.isGuest && 'isGuest=true', v.isAnchoredTeeTime && 'isAnchoredTeeTime=true'].filter(
    Boolean,
  );
  if (flags.length === 0) return url;
  const hashAt = url.indexOf('#');
  // A fragment-only template (a hash router) takes the flags inside the fragment.
  const [head, hash] = hashAt <= 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${head}${head.includes('?') ? '&' : '?'}${flags.join('&')}${hash}`;
}

/** The URL stored with each step's flow token: the route of the spec plus the step's choices. */
export function stepUrl(
  step: 'teeTimes' | 'rateTypes' | 'provider',
  courseId: string,
  q: Readonly<Record<string, unknown>>,
): string {
  const path = { teeTimes: 'tee-times', rateTypes: 'rate-types', provider: 'select-provider' }[step];
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  return `/${path}/at/${encodeURIComponent(courseId)}?${search.toString()}`;
}

function readUrl(url: string | null, courseId: string, date: string) {
  if (!url) return null;
  const [path = '', query = ''] = url.split('?');
  if (!path.endsWith(`/at/${encodeURIComponent(courseId)}`)) return null;
  const q = new URLSearchParams(query);
  return q.get('date') === date ? q : null;
}

/**
 * The picker's choices kept in the flow tokens (restored after a reload): the time slot of the
 * rate-types URL and the rate type of the provider URL, when they belong to this course and date.
 */
export function restoreSelection(
  tokens: FlowTokens,
  courseId: string,
  date: string,
): { timeSlot: string | null; rateType: string | null } {
  const rates = readUrl(tokens.rateTypes.url, courseId, date);
  const timeSlot = rates?.get('timeSlot') ?? null;
  const provider = timeSlot ? readUrl(tokens.provider.url, courseId, date) : null;
  const rateType = provider?.get('timeSlot') === timeSlot ? (provider?.get('rateType') ?? null) : null;
  return { timeSlot, rateType };
}

/** Days the date strip shows with their prices (the calendar reaches the booking horizon). */
export const STRIP_DAYS = 14;

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The day the picker opens on without a `date` (issue 15 item 6): the first day that has tee
 * times, from the days' counts in order; today when none has any.
 */
export function firstDayWithTeeTimes(
  days: readonly { date: string; teeTimesCount: number }[],
  today: string,
) {
  return days.find((d) => d.teeTimesCount > 0)?.date ?? today;
}

/**
 * The next day of the strip (or tab of a tablist) for an arrow key (Home and End: first and
 * last); undefined for another key. Does not wrap unless `wrap` (a tablist's arrows go round).
 */
export function stripKey(key: string, index: number, count: number, wrap = false): number | undefined {
  const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[key];
  if (to === undefined) return undefined;
  return wrap ? (to + count) % count : Math.min(count - 1, Math.max(0, to));
}

/** The rate types the tee-time calls take, in the API's order (`lightning`: hot deals). */
export const PICKER_RATES = ['lightning', 'online', 'junior', 'senior', 'resident', 'member', 'military'];

/**
 * The rate filter a deal's link opens with (issue 15 item 14: the deal's rate preselected): the
 * `rate-type` value when it is a known rate type, else none (every rate).
 */
export const openingRates = (rateType: unknown): string[] =>
  typeof rateType === 'string' && PICKER_RATES.includes(rateType) ? [rateType] : [];
