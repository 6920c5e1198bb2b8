/** Helpers for the checkout's browser tests against the real sandbox API. */
import { createApiClient, type ApiClient } from '../../../src/core/apiClient';
import type { SafeStorage } from '../../../src/core/safeStorage';
import { getSession } from '../../../src/core/session';
import { button, field, fill, type, waitText } from '../../../tests/support/checkoutPage';
import { loadScript, mount, shadowOf, until } from '../../../tests/support/dom';
import { axeViolations, cardFieldsReady, cardFrameDoc } from './cardFrame';

export { axeViolations, cardFieldsReady, cardFrameDoc };
export { button, field, fill, type, waitText };

export const EMBED = '/dist/embed/teetime-checkout.js';
export const PASSWORD = 'teetime-demo-1';

export async function loadAll() {
  await loadScript('/node_modules/axe-core/axe.min.js');
  await loadScript(EMBED);
}

let n = 0;
/** A fresh sandbox database for a test that books. */
export const scenario = (name: string) => `/sandbox/checkout-${name}-${Date.now().toString(36)}${n++}/api`;

export const apiFor = (base: string, brand = 'teetime') =>
  createApiClient({
    baseURL: base,
    appKey: `demo-${brand}`,
    session: { handleUnauthorized: () => undefined },
  });

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

export const inDays = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

export interface Found {
  courseId: string;
  teeTimeId: string;
  prepaymentRuleId: string | null;
  date: string;
  hasInsurance: boolean;
}

/** A bookable tee time (two days ahead, not a member rate) found through the API, never hard-coded. */
export async function findTeeTime(
  base: string,
  opts: {
    qty?: number;
    soldOut?: boolean;
    insurance?: boolean;
    skip?: number;
    sameCourse?: string;
    /** Only a tee time that is (or is not) refundable. */
    refundable?: boolean;
  } = {},
): Promise<Found> {
  const api = apiFor(base);
  const date = inDays(2);
  const list = await api.get('v6/courses/location_list', { params: { lat: 39.7397, lon: -104.9768, date } });
  let skip = opts.skip ?? 0;
  for (const c of list.locationResults.filter((x) => x.type === 'Course')) {
    if (opts.sameCourse && c.id !== opts.sameCourse) continue;
    if (opts.insurance !== undefined && Boolean(c.hasEventualInsurance) !== opts.insurance) continue;
    const { teeTimes } = await api.get(`v6/tee_times/at/${c.id}/tee_times`, {
      params: { date, qty: 1 },
    });
    const t = teeTimes.filter(
      (x) =>
        x.isSoldOut === Boolean(opts.soldOut) &&
        x.rateType !== 'member' &&
        x.provider.code !== 'sandbox-glitch' &&
        (opts.refundable === undefined || x.isRefundable === opts.refundable) &&
        (opts.soldOut || x.players >= (opts.qty ?? 1)),
    )[opts.sameCourse ? skip : 0];
    if (t && (opts.sameCourse || skip-- <= 0))
      return {
        courseId: c.id,
        teeTimeId: t.id,
        prepaymentRuleId: t.prepaymentRuleId,
        date,
        hasInsurance: Boolean(c.hasEventualInsurance),
      };
  }
  throw new Error('No tee time found');
}

/** Signs the page session in against this scenario's database. */
export async function signIn(base: string, email: string): Promise<ApiClient> {
  const api = apiFor(base);
  await getSession().signIn(api, { email, password: PASSWORD });
  return api;
}

export async function signOut() {
  if (getSession().get().user) await getSession().signOut();
}

/** Mounts a checkout element and waits for the session restore. */
export async function mountCheckout(attrs: Record<string, string | number | boolean | null>) {
  const html = Object.entries(attrs)
    .map(([k, v]) => (v === true ? k : `${k}="${v}"`))
    .join(' ');
  const box = mount(`<teetime-checkout ${html}></teetime-checkout>`);
  const el = box.querySelector('teetime-checkout')!;
  await until(() => getSession().get().restored, 'session restored');
  return { box, el };
}

export const root = (el: Element) => shadowOf(el);
export const text = (el: Element) => root(el).textContent ?? '';

export function openExtra(el: Element, label: string): HTMLButtonElement {
  const toggle = [...root(el).querySelectorAll('button[aria-expanded]')].find((b) =>
    b.textContent?.trim().startsWith(label),
  ) as HTMLButtonElement | undefined;
  if (!toggle) throw new Error(`No extra "${label}"`);
  if (toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
  return toggle;
}

/** What an extra saves, beside its disclosure button ("−$5.00"). */
export const savingOf = (el: Element, label: string) =>
  openExtra(el, label).parentElement?.querySelector('.tt-saving')?.textContent ?? '';

export const errorOf = (el: Element, label: string) => {
  const input = field(el, label);
  const id = input.getAttribute('aria-describedby');
  const scope = input.getRootNode() as Document | ShadowRoot;
  return id ? (scope.getElementById(id)?.textContent ?? '') : '';
};

export const total = (el: Element) => root(el).querySelector('[data-testid=total]')?.textContent ?? '';

/** Books directly through the API (for confirmation and invitation tests). */
export async function bookByApi(api: ApiClient, found: Found, qty = 1) {
  const prep = await api.post(`v6/tee_times/${found.teeTimeId}/reservations/prepare`, {
    teeTimeId: found.teeTimeId,
    qty,
  });
  const cards = await api.get('v6/credit_cards');
  return api.post(`v6/reservations/${prep.authToken}`, {
    creditCardId: cards.creditCards[0]!.id,
  });
}

export const cleanup = async () => {
  await signOut();
  document.querySelectorAll('teetime-checkout').forEach((x) => x.parentElement?.remove());
};

/** A new scenario, a tee time with seats, and a guest checkout opened on it, at "Your details". */
export async function openGuestCheckout(name: string, opts: Parameters<typeof findTeeTime>[1] = {}) {
  const base = scenario(name);
  const found = await findTeeTime(base, opts);
  const { el } = await mountCheckout({
    'api-base': base,
    'course-id': found.courseId,
    'tee-time-id': found.teeTimeId,
    'is-guest': true,
  });
  await waitText(el, 'Your details');
  await cardFieldsReady(el);
  return { el, base, found };
}
