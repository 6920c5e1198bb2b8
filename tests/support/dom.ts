/** Small helpers for browser tests against the built bundles. */

export const FIXTURE_EMBED = '/dist/test/embed/teetime-fixture.js';

/** Adds a classic <script> and waits for it to run. Adding the same src twice runs it twice. */
export function loadScript(src: string, attrs: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${src}${src.includes('?') ? '&' : '?'}copy=${Math.random()}`;
    for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.appendChild(script);
  });
}

/** Waits until `check` returns a truthy value (polling each frame), or fails with `what`. */
export async function until<T>(check: () => T, what = 'condition', timeout = 5000): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  }
}

/** Puts HTML in a fresh container on the page and returns the container. */
export function mount(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.appendChild(box);
  return box;
}

export function shadowOf(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`${el.localName} has no open shadow root`);
  return el.shadowRoot;
}

/** Text of the element matching `selector` inside a widget's shadow root. */
export function textIn(el: Element, selector: string): string {
  return shadowOf(el).querySelector(selector)?.textContent?.trim() ?? '';
}

export function buttonIn(el: Element, name: string): HTMLButtonElement {
  const found = [...shadowOf(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}" in ${el.localName}`);
  return found;
}

/** Controls the mock API of one scenario (see tests/support/mockApi.mjs). */
export async function mockControl(scenario: string, body: Record<string, unknown>): Promise<void> {
  await fetch(`/mock/${scenario}/api/__control`, { method: 'POST', body: JSON.stringify(body) });
}

export async function mockCalls(scenario: string): Promise<Array<Record<string, string>>> {
  return (await fetch(`/mock/${scenario}/api/__calls`)).json();
}

export const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(undefined)));

/** The first `count` matches of `selector`, failing clearly when there are fewer. */
export function elements<N extends number>(root: ParentNode, count: N, selector = 'teetime-fixture') {
  const found = [...root.querySelectorAll(selector)];
  if (found.length < count) throw new Error(`Expected ${count} ${selector}, found ${found.length}`);
  return found as Element[] as N extends 2
    ? [Element, Element]
    : N extends 3
      ? [Element, Element, Element]
      : Element[];
}
