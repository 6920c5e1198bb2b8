import { sendKeys } from '@web/test-runner-commands';
import { loadScript, mount, shadowOf, until } from '../../../tests/support/dom';
import { loadWidget } from '../../../tests/support/firstScreen';

export const EMBED = '/dist/embed/teetime-search.js';

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: unknown }> }>;
}
const axe = () => (window as unknown as { axe: { run(e: Element): Promise<AxeResult> } }).axe;

let loaded: Promise<void> | undefined;
/** axe-core and the built embed (its first screen's script, which adds its UI's), once per test file. */
export function loadAll(): Promise<void> {
  loaded ??= loadScript('/node_modules/axe-core/axe.min.js').then(() => loadWidget(EMBED, 'teetime-search'));
  return loaded;
}

/** Violations of an axe scan, as "id: targets" lines (empty when clean). */
export async function axeViolations(el: Element): Promise<string[]> {
  const r = await axe().run(el);
  return r.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

export function mountSearch(attrs: string): { box: HTMLElement; el: HTMLElement; root: ShadowRoot } {
  const box = mount(`<teetime-search ${attrs}></teetime-search>`);
  const el = box.querySelector('teetime-search') as HTMLElement;
  return { box, el, root: shadowOf(el) };
}

export const $ = <T extends Element = HTMLElement>(root: ShadowRoot, sel: string) =>
  root.querySelector(sel) as T | null;
export const $$ = <T extends Element = HTMLElement>(root: ShadowRoot, sel: string) =>
  [...root.querySelectorAll(sel)] as T[];

export const combo = (root: ShadowRoot) => $<HTMLInputElement>(root, 'input[role=combobox]')!;

/** Types into a field as a user would (value, then an input event). */
export function type(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function key(field: Element, k: string): void {
  field.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
}

/** The field labelled `label` (by its <label for>). */
export function field<T extends HTMLElement = HTMLInputElement>(root: ShadowRoot, label: string): T {
  const l = $$(root, 'label').find((x) => x.textContent?.trim() === label);
  if (!l) throw new Error(`No field "${label}"`);
  return root.getElementById(l.getAttribute('for')!) as T;
}

/** Opens the filter drawer (built only while it is open) and answers it. */
export async function openFilters(root: ShadowRoot): Promise<HTMLElement> {
  button(root, /^\s*Filters/).click();
  return until(() => $(root, '[role=dialog]'), 'filter drawer');
}

export function button(root: ShadowRoot, name: string | RegExp): HTMLButtonElement {
  const b = $$<HTMLButtonElement>(root, 'button').find((x) =>
    typeof name === 'string' ? x.textContent?.trim() === name : name.test(x.textContent ?? ''),
  );
  if (!b) throw new Error(`No button ${name}`);
  return b;
}

export const options = (root: ShadowRoot) => $$(root, '[role=option]');

/**
 * Types `text` with real keys into the focused field, then presses ArrowDown until the suggestion
 * whose text starts with `pick` is the active one, and stays so. Each key asks for suggestions,
 * and an earlier key's answer may land after the first arrow presses and start the list afresh;
 * so this waits for the answer to the whole text, and presses again if the list starts over.
 */
export async function typeAndArrowTo(root: ShadowRoot, text: string, pick: string): Promise<void> {
  let answered = false;
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await original(input, init);
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    if (url.pathname.includes('search/autocomplete') && url.searchParams.get('q') === text) answered = true;
    return res;
  };
  try {
    await sendKeys({ type: text });
    await until(() => answered, `the suggestions for "${text}"`, 15000);
  } finally {
    window.fetch = original;
  }
  const chosen = () =>
    options(root)
      .find((o) => o.textContent?.startsWith(pick))
      ?.getAttribute('aria-selected') === 'true';
  for (let presses = 0; presses < 40; presses++) {
    await until(() => options(root).some((o) => o.textContent?.startsWith(pick)), `"${pick}"`, 15000);
    if (chosen()) {
      await new Promise((r) => setTimeout(r, 300));
      if (chosen()) return;
      continue;
    }
    await sendKeys({ press: 'ArrowDown' });
    await new Promise((r) => requestAnimationFrame(r));
  }
  throw new Error(`ArrowDown never reached "${pick}"`);
}

/** Types a place and chooses the suggestion whose text starts with `pick`. */
export async function choose(root: ShadowRoot, text: string, pick: string): Promise<void> {
  type(combo(root), text);
  const opt = await until(
    () => options(root).find((o) => o.textContent?.startsWith(pick)),
    `suggestion ${pick}`,
  );
  opt.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
}

export const heading = (root: ShadowRoot) => $(root, '.tt-results h2')?.textContent ?? '';
export const cards = (root: ShadowRoot) => $$(root, '.tt-list article.tt-card:not(.tt-deal)');

export { spyFetch } from '../../../tests/support/spyFetch';

export { until };
