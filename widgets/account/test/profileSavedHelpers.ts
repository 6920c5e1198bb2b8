import { createApiClient, type ApiClient } from '../../../src/core/apiClient';
import { getSession } from '../../../src/core/session';
import { loadScript, mount, shadowOf, until } from '../../../tests/support/dom';

/** Helpers of the profile and saved screens' tests. */
export const PASSWORD = 'teetime-demo-1';

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: unknown }> }>;
}
export const axeViolations = async (el: Element) =>
  (await (window as unknown as { axe: { run(e: Element): Promise<AxeResult> } }).axe.run(el)).violations.map(
    (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  );

let loaded: Promise<void> | undefined;
export const loadAll = () =>
  (loaded ??= loadScript('/node_modules/axe-core/axe.min.js').then(() =>
    loadScript('/dist/embed/teetime-account.js'),
  ));

export type Navigation = { view: string; params: Record<string, string>; path: string | null };

export function apiFor(base: string, brand = 'teetime'): ApiClient {
  return createApiClient({ baseURL: base, appKey: `demo-${brand}`, session: getSession() });
}

export async function signIn(base: string, email: string): Promise<ApiClient> {
  const api = apiFor(base);
  await getSession().signIn(api, { email, password: PASSWORD });
  return api;
}

export async function cleanUp(): Promise<void> {
  if (getSession().get().user) await getSession().signOut();
  getSession().setRedirect(undefined);
  document.querySelectorAll('teetime-account').forEach((n) => n.parentElement?.remove());
}

/** Mounts the element on a screen and waits for the screen's heading. */
export async function open(base: string, view: string, title: string, attrs = '') {
  const box = mount(`<teetime-account api-base="${base}" view="${view}" ${attrs}></teetime-account>`);
  const el = box.querySelector('teetime-account')!;
  const moves: Navigation[] = [];
  el.addEventListener('teetime-account-navigate', (e) => moves.push((e as CustomEvent<Navigation>).detail));
  const root = shadowOf(el);
  await until(() => root.querySelector('h2')?.textContent === title, `the ${view} screen`, 8000);
  return { box, el, root, moves };
}

export const $$ = <T extends Element = HTMLElement>(root: ParentNode, sel: string) =>
  [...root.querySelectorAll(sel)] as T[];

/** The control labelled `label` (by its <label for>). */
export function field<T extends HTMLElement = HTMLInputElement>(root: ShadowRoot, label: string): T {
  const l = $$(root, 'label').find((x) => x.textContent?.trim() === label);
  if (!l) throw new Error(`No field "${label}"`);
  return root.getElementById(l.getAttribute('for')!) as T;
}

export function button(root: ParentNode, name: string | RegExp): HTMLButtonElement {
  const b = $$<HTMLButtonElement>(root, 'button').find((x) => {
    const text = x.getAttribute('aria-label') ?? x.textContent?.trim() ?? '';
    return typeof name === 'string' ? text === name || x.textContent?.trim() === name : name.test(text);
  });
  if (!b) throw new Error(`No button ${name}`);
  return b;
}

/** Types into a field as a user would (value, then an input event). */
export function type(el: HTMLInputElement | HTMLSelectElement, value: string): void {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Clicks a checkbox or radio button (its input event follows, as in a browser). */
export const tick = (el: HTMLInputElement) => el.click();

/** The error shown under (or for) the control labelled `label`. */
export function errorOf(root: ShadowRoot, label: string): string {
  const control = field(root, label);
  const id = control.getAttribute('aria-describedby');
  return (id && root.getElementById(id)?.textContent) || '';
}

/** The error of a group of checkboxes (a fieldset) by its legend. */
export function groupError(root: ShadowRoot, legend: string): string {
  const set = $$(root, 'fieldset').find((f) => f.querySelector('legend')?.textContent === legend);
  if (!set) throw new Error(`No group ${legend}`);
  const id = set.getAttribute('aria-describedby');
  return (id && root.getElementById(id)?.textContent) || '';
}

export const text = (root: ShadowRoot) => root.textContent ?? '';
export const dialog = (root: ShadowRoot) => $$<HTMLDialogElement>(root, 'dialog').find((d) => d.open) ?? null;
