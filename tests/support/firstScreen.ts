/** Helpers for browser tests of a widget's first screen (src/first) and of its script. */
import { uiMounted } from '../../src/ui/firstScreens';
import { loadScript, mount, until } from './dom';
import { spyFetch } from './spyFetch';

/**
 * Loads a widget's script as a partner page does and waits for its element to be defined: for a
 * widget with a first screen, the script is the first screen's, which adds the UI's.
 */
export async function loadWidget(src: string, tag: string): Promise<void> {
  await loadScript(src);
  await customElements.whenDefined(tag);
}

export { uiMounted };

/** A node's markup with each element's attributes sorted (their order is not what a golfer sees). */
export function canonical(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attrs = [...node.attributes].map((a) => ` ${a.name}="${a.value}"`).sort();
  return `<${node.localName}${attrs.join('')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`;
}

/** A box as the golfer sees it, rounded to pixels. */
export const boxOf = (e: Element): string => {
  const r = e.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height].map(Math.round).join(',');
};

/**
 * Runs `run` (which loads a widget's script) watching every shadow root attached meanwhile: at
 * the first change of a root after which `shown(host)` holds, calls `onShown(host)` (in that
 * mutation's callback: before the next paint, before anything else runs).
 */
export async function watchShadowRoots(
  shown: (host: Element) => boolean,
  onShown: (host: Element) => void,
  run: () => Promise<void>,
): Promise<void> {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const shadow = attach.call(this, init);
    new MutationObserver((_, observer) => {
      if (!shown(shadow.host)) return;
      observer.disconnect();
      onShown(shadow.host);
    }).observe(shadow, { childList: true, subtree: true });
    return shadow;
  };
  try {
    await run();
  } finally {
    Element.prototype.attachShadow = attach;
  }
}

/** What a first-screen page run saw (`firstScreenRun`). */
export interface FirstScreenRun<S> {
  box: HTMLElement;
  first: HTMLElement;
  second: HTMLElement;
  /** What `seen` read of each element as its first content showed, and whether its UI had mounted. */
  painted: Map<Element, { mounted: boolean; seen: S }>;
  /** The page's API calls meanwhile (restore() once done). */
  fetches: ReturnType<typeof spyFetch>;
}

/**
 * A partner page with two elements of `tag` (attributes `a` and `b`) in it before the widget's
 * script (`src`) runs: records what each showed at its first content (`shown`, `seen`), clicks
 * the second one's first content there (`click`: a golfer quicker than the UI's script), then
 * waits until both UIs have mounted.
 */
export async function firstScreenRun<S>(options: {
  tag: string;
  src: string;
  a: string;
  b: string;
  shown(el: Element): boolean;
  seen(el: Element): S;
  click(el: Element): void;
}): Promise<FirstScreenRun<S>> {
  localStorage.clear();
  const fetches = spyFetch();
  const box = mount(
    `<${options.tag} ${options.a}></${options.tag}><${options.tag} ${options.b}></${options.tag}>`,
  );
  const [first, second] = [...box.querySelectorAll<HTMLElement>(options.tag)];
  if (!first || !second) throw new Error(`two ${options.tag} elements`);
  const painted: FirstScreenRun<S>['painted'] = new Map();
  await watchShadowRoots(
    options.shown,
    (el) => {
      painted.set(el, { mounted: uiMounted(el), seen: options.seen(el) });
      if (el === second) options.click(el);
    },
    () => loadScript(options.src),
  );
  await until(() => uiMounted(first) && uiMounted(second), 'the UIs', 10000);
  return { box, first, second, painted, fetches };
}

/** Resolves after two frames (the next paint done). */
export const twoFrames = (): Promise<unknown> =>
  new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
