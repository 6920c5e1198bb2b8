/** Helpers for the picker's browser tests: sandbox look-ups (snake_case answers) and DOM queries. */
import { sendKeys } from '@web/test-runner-commands';
import { addDays } from '../../../src/domain/booking/pickerRules';
import { today } from '../../../src/domain/format';
import { shadowOf } from '../../../tests/support/dom';
import { loadWidget } from '../../../tests/support/firstScreen';

/**
 * Waits until `check` returns a truthy value, polling on a timer (not animation frames, which stop
 * when Chromium treats the page as hidden while another test page has the keyboard).
 */
export async function until<T>(check: () => T, what = 'condition', timeout = 5000): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const EMBED = '/dist/embed/teetime-picker.js';

/** Loads the picker's script (its first screen's, which adds its UI's) and waits for the element. */
export const loadPicker = () => loadWidget(EMBED, 'teetime-picker');

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: unknown }> }>;
}
/** axe-core violations of `el` (ids with their targets, for readable failures). */
export async function axeViolations(el: Element): Promise<string[]> {
  const axe = (window as unknown as { axe: { run(e: Element): Promise<AxeResult> } }).axe;
  return (await axe.run(el)).violations.map(
    (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  );
}

export async function sandbox<T = Record<string, unknown>>(
  scenario: string,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`/sandbox/${scenario}/api/${path}?${q}`, {
    headers: { 'X-Api-Key': 'demo-teetime' },
  });
  return (await res.json()) as T;
}

/** The zone of the courses these tests use (around New York): their date strip starts at its today. */
export const COURSE_ZONE = 'America/New_York';

/** `offset` days after the courses' today (in their own zone, whatever the browser's). */
export const isoDay = (offset = 0) => addDays(today(new Date(), COURSE_ZONE), offset);

export async function courseIds(scenario: string): Promise<string[]> {
  const list = await sandbox<{ location_results: { id: string; tee_times_count: number }[] }>(
    scenario,
    'v6/courses/location_list',
    { lat: 40.7, lon: -74, date: isoDay(1) },
  );
  return list.location_results.filter((c) => c.tee_times_count > 0).map((c) => c.id);
}

export interface SandboxTeeTime {
  id: string;
  tee_time_id: string;
  time_slot: string;
  rate_type: string;
  price: number;
  is_sold_out: boolean;
  instant_booking: boolean;
  allow_booking_redirect: boolean;
  reservation_url: string | null;
  prepayment_rule_id: string | null;
  provider: { name: string; code: string };
}

export interface Offer {
  courseId: string;
  date: string;
  timeSlot: string;
  rateType: string;
  rateIndex: number;
  teeTimes: SandboxTeeTime[];
}

/** The first `count` matching offers (findOffer), one per course, in the course list's order. */
export async function findOffers(
  scenario: string,
  date: string,
  match: (teeTimes: SandboxTeeTime[]) => boolean,
  count = 1,
): Promise<Offer[]> {
  const found: Offer[] = [];
  for (const courseId of await courseIds(scenario)) {
    const o = await findOffer(scenario, courseId, date, match).catch(() => null);
    if (o) found.push(o);
    if (found.length === count) break;
  }
  return found;
}

/** The first time slot + rate type (among the first 15 slots of the date) whose offers match. */
export async function findOffer(
  scenario: string,
  courseId: string,
  date: string,
  match: (teeTimes: SandboxTeeTime[]) => boolean,
): Promise<Offer> {
  const groups = await sandbox<{ tee_time_groups: { time_slot: string }[] }>(
    scenario,
    `v6/tee_time_groups/at/${courseId}`,
    { date, qty: 1 },
  );
  for (const g of groups.tee_time_groups.slice(0, 15)) {
    const rates = await sandbox<{ rate_types: { rate_type: string }[] }>(
      scenario,
      `v6/tee_time_groups/at/${courseId}/rate_types`,
      { date, qty: 1, time_slot: g.time_slot },
    );
    // The picker lists rate types in the API's order: rateIndex is the button to click.
    for (const [rateIndex, r] of rates.rate_types.entries()) {
      const offers = await sandbox<{ tee_times: SandboxTeeTime[] }>(
        scenario,
        `v6/tee_times/at/${courseId}/tee_times`,
        {
          date,
          qty: 1,
          time_slot: g.time_slot,
          rate_type: r.rate_type,
        },
      );
      if (match(offers.tee_times))
        return {
          courseId,
          date,
          timeSlot: g.time_slot,
          rateType: r.rate_type,
          rateIndex,
          teeTimes: offers.tee_times,
        };
    }
  }
  throw new Error(`No matching offer at ${courseId} on ${date}`);
}

export const root = (el: Element) => shadowOf(el);
export const heading = (el: Element) => root(el).querySelector('h3')?.textContent?.trim() ?? '';
export const buttons = (el: Element, selector = 'button') => [
  ...root(el).querySelectorAll<HTMLButtonElement>(selector),
];
/** The button whose text includes `text` (first match). */
export function button(el: Element, text: string | RegExp): HTMLButtonElement {
  const b = buttons(el).find((x) =>
    typeof text === 'string' ? x.textContent?.includes(text) : text.test(x.textContent ?? ''),
  );
  if (!b)
    throw new Error(
      `No button with "${text}" in ${el.localName}: ${buttons(el)
        .map((x) => x.textContent)
        .join(' | ')}`,
    );
  return b;
}
export const hasButton = (el: Element, text: string) =>
  buttons(el).some((x) => x.textContent?.includes(text));
/** The time-slot tiles (not the best deals). */
export const slotButtons = (el: Element) => buttons(el, 'button[data-slot]');
/** The date strip's days; `dayText` is a day's date without its price. */
export const stripDays = (el: Element) => buttons(el, '[role=group][aria-label=Date] button');
export const dayText = (b: Element) => b.firstChild?.textContent ?? '';

/** '07:36' → the picker's label '7:36 AM'. */
export function timeLabel(slot: string): string {
  const [h = 0, m = 0] = slot.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const waitForHeading = (el: Element, text: string) =>
  until(() => heading(el).startsWith(text), `heading "${text}" (is "${heading(el)}")`, 8000);

/** Presses Tab until the focused element in the widget satisfies `match` (keyboard only). */
export async function tabTo(el: Element, match: (e: Element) => boolean, what: string, max = 80) {
  for (let i = 0; i < max; i++) {
    const active = root(el).activeElement;
    if (active && match(active)) return active as HTMLElement;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error(`Tab never reached ${what}`);
}

export const press = (key: string) => sendKeys({ press: key });

/** The data-layer entries named `event`. */
export const tracked = (event: string) =>
  ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
    (e) => e.event === event,
  );

/** One course's flow tokens (the picker keeps them per course: `teetime:flow-tokens:{courseId}`). */
export function flowTokens(
  courseId: string,
): Record<string, { authToken: string | null; url: string | null }> {
  return JSON.parse(sessionStorage.getItem(`teetime:flow-tokens:${courseId}`) ?? '{}');
}

/** The toolbar's "Filters" button (it opens the chips) and the chips. */
export const filtersButton = (el: Element) =>
  root(el).querySelector<HTMLButtonElement>('[role=group][aria-label=Filters] > [aria-expanded]')!;
export const chips = (el: Element) => buttons(el, '[role=group][aria-label=Filters] [aria-pressed]');
/** Opens "Filters" (its chips are built only while it is open) and answers the chips. */
export async function openFilters(el: Element): Promise<HTMLButtonElement[]> {
  if (filtersButton(el).getAttribute('aria-expanded') !== 'true') filtersButton(el).click();
  await until(() => chips(el).length > 0, 'filter chips');
  return chips(el);
}
