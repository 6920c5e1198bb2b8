/** What the `<teetime-account>` browser tests share: mounting, reading the screen, the sandbox. */
import { createApiClient } from '../../../src/core/apiClient';
import { getSession } from '../../../src/core/session';
import { mount, shadowOf, until } from '../../../tests/support/dom';

export const EMBED = '/dist/embed/teetime-account.js';
export const PASSWORD = 'teetime-demo-1';

export type Navigation = { view: string; params: Record<string, string>; path: string | null };

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: unknown }> }>;
}
export const axeViolations = async (el: Element) =>
  (await (window as unknown as { axe: { run(e: Element): Promise<AxeResult> } }).axe.run(el)).violations.map(
    (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  );

export const root = (el: Element) => shadowOf(el);
export const heading = (el: Element) => root(el).querySelector('h2')?.textContent ?? '';
export const text = (el: Element) => root(el).textContent ?? '';
export const alertText = (el: Element) => root(el).querySelector('[role=alert]')?.textContent ?? '';
export const statusText = (el: Element) =>
  [...root(el).querySelectorAll('[role=status]')].map((n) => n.textContent).join(' ');

/** The field a visible label names (TextField, CountrySelect, checkboxes). */
export const input = (el: Element, label: string) => {
  const l = [...root(el).querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
  return l ? (root(el).getElementById(l.getAttribute('for')!) as HTMLInputElement) : null;
};
export const type = (field: HTMLInputElement | null, value: string) => {
  if (!field) throw new Error('No such field');
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
export const button = (el: Element, name: string | RegExp) =>
  [...root(el).querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? ''),
  ) ?? null;
export const click = async (el: Element, name: string | RegExp, what = `button ${String(name)}`) =>
  (await until(() => button(el, name), what, 8000)).click();

/** The provider's account chooser (a dialog) open on `el`: the button of the sandbox's Gary Golfer. */
export const garyInChooser = async (el: Element) => {
  const dialog = await until(() => root(el).querySelector('dialog[open]'), 'account chooser', 8000);
  return until(
    () =>
      [...dialog.querySelectorAll('button')].find(
        (b) => b.textContent === 'Gary Golfer (golfer@example.com)',
      ),
    'the sandbox account',
    8000,
  );
};

/** The sandbox scenario a test file talks to: its own freshly seeded database. */
export function sandbox(scenario: string) {
  const base = `/sandbox/${scenario}/api`;
  const call = async (method: string, path: string, body?: unknown, userToken?: string) => {
    const res = await fetch(`${base}/${path}`, {
      method,
      headers: {
        'X-Api-Key': 'demo-teetime',
        'Content-Type': 'application/json',
        ...(userToken ? { 'X-Api-User-Token': userToken } : {}),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of sandbox answers
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  let accounts = 0;
  return {
    base,
    call,
    /** A new account (API sign-up): its e-mail and user token. */
    async newAccount(name = 'golfer') {
      const email = `${name}.${Date.now()}.${++accounts}@example.com`;
      const { body } = await call('POST', 'v6/users', {
        first_name: 'Pat',
        last_name: 'Putter',
        address_zipcode: '78701',
        address_country_iso2: 'US',
        email,
        password: PASSWORD,
        g_recaptcha_response_data: 'sandbox-bot-check',
      });
      return { email, token: body.user_token as string, id: body.user.id as string };
    },
    /** The newest e-mail of a kind the sandbox "sent" to an address. */
    async lastMail(email: string, kind: string) {
      const { body } = await call('GET', `v6/sandbox/outbox?email=${encodeURIComponent(email)}&kind=${kind}`);
      const mail = body.messages[0] as { token: string; link: string } | undefined;
      if (!mail) throw new Error(`no ${kind} e-mail to ${email}`);
      return mail;
    },
    /** Signs the page's session in (as a widget would). */
    signIn: (email: string, password = PASSWORD) =>
      getSession().signIn(createApiClient({ baseURL: base, appKey: 'demo-teetime', session: getSession() }), {
        email,
        password,
      }),
    /** Mounts an account element on this sandbox and records its navigation events. */
    account(attrs: string) {
      const box = mount(`<teetime-account api-base="${base}" ${attrs}></teetime-account>`);
      const el = box.querySelector('teetime-account')!;
      const moves: Navigation[] = [];
      el.addEventListener('teetime-account-navigate', (e) =>
        moves.push((e as CustomEvent<Navigation>).detail),
      );
      return { box, el, moves };
    },
  };
}

/** After each test: nobody signed in, nothing stored, no element, the page back at /. */
export async function cleanUp() {
  if (getSession().get().user) await getSession().signOut();
  getSession().setRedirect(undefined);
  sessionStorage.removeItem('teetime:welcome');
  document.querySelectorAll('teetime-account').forEach((n) => n.parentElement?.remove());
  history.replaceState(null, '', '/');
}
