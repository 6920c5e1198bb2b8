import { pageSingleton } from '../core/pageSingleton';

/** What an element's first screen (src/first) tells its UI. */
export interface FirstScreenState {
  /** Its HTML is in the shadow root (the UI mounts over it). */
  rendered: boolean;
  /** Settles once that HTML has been painted, or once it never will be. */
  painted: Promise<void>;
  /** The element-index path (from the shadow root) of the last element clicked before the UI mounted. */
  clicked?: number[];
}

/** The elements whose UI is mounted (src/ui/defineWidget), shared by every bundle on the page. */
const mounted = (): WeakSet<Element> => pageSingleton('mountedUis.v1', () => new WeakSet<Element>());

/** Whether the element's UI has mounted. */
export const uiMounted = (el: Element): boolean => mounted().has(el);

/** Records that the element's UI mounted or unmounted (src/ui/defineWidget). */
export function markMounted(el: Element, on: boolean): void {
  if (on) mounted().add(el);
  else mounted().delete(el);
}

/** Each element's first screen, shared by the first screen's script and the UI's bundle. */
export const firstScreens = (): WeakMap<Element, FirstScreenState> =>
  pageSingleton('firstScreens.v1', () => new WeakMap<Element, FirstScreenState>());

/**
 * The path from `root` to `el` (inside it) as element indexes: elements, not text nodes, since the
 * UI's render keeps the elements of the HTML it mounts over but may split or join its texts.
 */
export function pathOf(root: ParentNode, el: Element): number[] {
  const path: number[] = [];
  for (let e: Element = el; e !== root && e.parentNode; e = e.parentNode as Element)
    path.unshift(Array.prototype.indexOf.call(e.parentNode.children, e));
  return path;
}

/** The element at `path` under `root`, or null. */
export function atPath(root: ParentNode, path: readonly number[]): Element | null {
  let e: ParentNode | null = root;
  for (const i of path) e = e?.children[i] ?? null;
  return e as Element | null;
}
