import { createStore } from 'jotai';
import { BASE_CSS } from './baseStyles';
import { baseSheet } from './baseSheet';
import { createStyleTarget, supportsAdoptedSheets, type StyleTarget } from './styleTarget';

type JotaiStore = ReturnType<typeof createStore>;

/** What one element keeps for its whole life, across disconnect and reconnect. */
export interface WidgetInstance {
  id: string;
  store: JotaiStore;
  styles: StyleTarget;
  setTheme(cssText: string): void;
}

const instances = new WeakMap<HTMLElement, WidgetInstance>();
let counter = 0;

/** The host page's CSP nonce: the element's own, else the one on our script tags. */
function pageNonce(host: HTMLElement): string | null {
  return host.nonce || document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || null;
}

function create(host: HTMLElement, root: ShadowRoot, tag: string): WidgetInstance {
  const nonce = pageNonce(host);
  const styles = createStyleTarget(root, nonce);
  let setTheme: (cssText: string) => void;
  if (supportsAdoptedSheets()) {
    const theme = new CSSStyleSheet();
    root.adoptedStyleSheets = [baseSheet(), theme, ...styles.sheets];
    setTheme = (cssText) => theme.replaceSync(cssText);
  } else {
    const el = document.createElement('style');
    if (nonce) el.nonce = nonce;
    root.prepend(el);
    setTheme = (cssText) => {
      el.textContent = BASE_CSS + cssText;
    };
  }
  return { id: `${tag}-${++counter}`, store: createStore(), styles, setTheme };
}

export function instanceFor(host: HTMLElement, root: ShadowRoot, tag: string): WidgetInstance {
  let instance = instances.get(host);
  if (!instance) {
    instance = create(host, root, tag);
    instances.set(host, instance);
  }
  return instance;
}
