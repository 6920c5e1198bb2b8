/** Helpers for the bookings and payment-methods tests against the real sandbox API. */
import { sendKeys } from '@web/test-runner-commands';
import { createApiClient, type ApiClient } from '../../../src/core/apiClient';
import type { SafeStorage } from '../../../src/core/safeStorage';
import { getSession } from '../../../src/core/session';
import { today } from '../../../src/domain/format';
import { mount, shadowOf, until } from '../../../tests/support/dom';

export const EMBED = '/dist/embed/teetime-account.js';
export const PASSWORD = 'teetime-demo-1';

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: unknown }> }>;
}
export const axeViolations = async (el: Element) =>
  (await (window as unknown as { axe: { run(e: Element): Promise<AxeResult> } }).axe.run(el)).violations.map(
    (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  );

let n = 0;
/** A fresh sandbox database: one per test that books or changes cards. */
export const scenario = (name: string) => `/sandbox/account-${name}-${Date.now().toString(36)}${n++}/api`;

/** An API client signed in as `email` on its own (the page session is left alone). */
export async function asUser(base: string, email: string): Promise<ApiClient> {
  const memory = new Map<string, string>();
  const storage = { getItem: (k: string) => memory.get(k) ?? null } as unknown as SafeStorage;
  const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', storage });
  const { userToken } = await api.post('v6/users/sign-in', {
    email,
    password: PASSWORD,
  });
  memory.set('X-Api-User-Token', userToken);
  return api;
}

/** Signs the page session in against this scenario's database. */
export async function signIn(base: string, email = 'golfer@example.com') {
  const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', session: getSession() });
  await getSession().signIn(api, { email, password: PASSWORD });
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

type BookOptions = { days?: number; skip?: number; qty?: number; seats?: number; insurance?: boolean };

/**
 * A bookable tee time: the `skip`-th bookable course near Denver, with at least `seats` free,
 * `days` after the course's own today (the page's clock, the course's zone).
 */
async function findTeeTime(api: ApiClient, opts: BookOptions) {
  const now = new Date();
  const date = plusDays(today(now, 'America/Denver'), opts.days ?? 2);
  const { locationResults } = await api.get('v6/courses/location_list', {
    params: { lat: 39.7397, lon: -104.9768, date },
  });
  let skip = opts.skip ?? 0;
  for (const c of locationResults.filter((x) => x.type === 'Course')) {
    if (opts.insurance !== undefined && Boolean(c.hasEventualInsurance) !== opts.insurance) continue;
    const day = plusDays(today(now, c.timeZone), opts.days ?? 2);
    const { teeTimes } = await api.get(`v6/tee_times/at/${c.id}/tee_times`, {
      params: { date: day, qty: opts.qty ?? 1 },
    });
    const t = teeTimes.find(
      (x) =>
        !x.isSoldOut &&
        x.rateType !== 'member' &&
        x.rateType !== 'lightning' &&
        x.isRefundable !== false &&
        x.provider.code !== 'sandbox-glitch' &&
        x.players >= (opts.seats ?? opts.qty ?? 1),
    );
    if (!t || skip-- > 0) continue;
    return { t, course: c };
  }
  throw new Error('No bookable tee time found');
}

/** Books a tee time (findTeeTime) through the API as `api`'s user, paid with the user's default card. */
export async function book(api: ApiClient, opts: BookOptions = {}) {
  const { t, course } = await findTeeTime(api, opts);
  const prep = await api.post(`v6/tee_times/${t.id}/reservations/prepare`, {
    teeTimeId: t.id,
    qty: opts.qty ?? 1,
  });
  const { creditCards } = await api.get('v6/credit_cards');
  const { receipt } = await api.post(`v6/reservations/${prep.authToken}`, {
    creditCardId: creditCards.find((x) => x.isDefault)!.id,
  });
  return { id: receipt.reservationId, course };
}

/** Books a tee time (findTeeTime) on `base` as a guest with `email`, paying with a new guest card. */
export async function guestBook(base: string, email: string, opts: BookOptions = {}) {
  const api = createApiClient({ baseURL: base, appKey: 'demo-teetime', storage: noStorage });
  const { t, course } = await findTeeTime(api, opts);
  const prep = await api.post(`v6/tee_times/${t.id}/reservations/prepare`, {
    teeTimeId: t.id,
    qty: opts.qty ?? 1,
    isGuest: true,
  });
  const { creditCard } = await api.post('v6/guests/credit_cards', {
    number: '4242424242424242',
    expiryMonth: 1,
    expiryYear: 2031,
    cvv: '123',
    name: 'Gail Guest',
    email,
  });
  const { receipt } = await api.post('v6/guests/reservations', {
    authToken: prep.authToken!,
    email,
    firstName: 'Gail',
    lastName: 'Guest',
    gatewayId: 'sandbox',
    gatewayToken: creditCard.gatewayToken,
  });
  return { id: receipt.reservationId, accessToken: receipt.accessToken, course };
}

const noStorage = { getItem: () => null } as unknown as SafeStorage;

export interface Navigation {
  view: string;
  params: Record<string, string>;
  path: string | null;
}

/** Mounts `<teetime-account>` on `base` and records its navigation events. */
export function account(base: string, view: string, params: Record<string, string> = {}) {
  const box = mount(
    `<teetime-account api-base="${base}" view="${view}" params='${JSON.stringify(params)}'></teetime-account>`,
  );
  const el = box.querySelector('teetime-account')!;
  const moves: Navigation[] = [];
  el.addEventListener('teetime-account-navigate', (e) => moves.push((e as CustomEvent<Navigation>).detail));
  return { box, el, moves };
}

export const root = (el: Element) => shadowOf(el);
export const text = (el: Element) => root(el).textContent ?? '';
export const heading = (el: Element) => root(el).querySelector('h2')?.textContent ?? '';
export const active = (el: Element) => root(el).activeElement;

export const waitText = (el: Element, pattern: string | RegExp, timeout = 8000) =>
  until(
    () => (typeof pattern === 'string' ? text(el).includes(pattern) : pattern.test(text(el))),
    `text ${String(pattern)}`,
    timeout,
  ).catch((e: Error) => {
    throw new Error(`${e.message}; shown: ${text(el).slice(-600)}`);
  });

/** The button whose text is `name` (or matches it); visually hidden words count. */
export function button(el: Element, name: string | RegExp): HTMLButtonElement {
  const found = [...root(el).querySelectorAll('button')].find((b) => {
    const t = b.textContent?.trim() ?? '';
    return typeof name === 'string' ? t === name : name.test(t);
  });
  if (!found) throw new Error(`No button "${String(name)}"; shown: ${text(el).slice(-400)}`);
  return found;
}
export const hasButton = (el: Element, name: string | RegExp) => {
  try {
    return Boolean(button(el, name));
  } catch {
    return false;
  }
};

/** The input, select or textarea whose label text starts with `label`. */
export function field(el: Element, label: string): HTMLInputElement {
  const l = [...root(el).querySelectorAll('label')].find((x) => x.textContent?.trim().startsWith(label));
  if (!l) throw new Error(`No field "${label}"`);
  return root(el).getElementById(l.getAttribute('for')!) as HTMLInputElement;
}

export function type(input: HTMLInputElement | HTMLSelectElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export const errorOf = (el: Element, label: string) => {
  const id = field(el, label).getAttribute('aria-describedby');
  return id ? (root(el).getElementById(id)?.textContent ?? '') : '';
};

export async function cleanup() {
  if (getSession().get().user) await getSession().signOut();
  document.querySelectorAll('teetime-account').forEach((x) => x.parentElement?.remove());
}

/** Presses Tab until the focused element inside the widget matches, as a keyboard user would. */
export async function tabTo(el: Element, match: (e: Element) => boolean, what: string) {
  for (let i = 0; i < 25; i++) {
    const now = active(el);
    if (now && match(now)) return now;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error(`Tab never reached ${what}`);
}
