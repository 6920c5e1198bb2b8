import { resolveApiBase } from '../core/apiBase';
import { resolveAppKey } from '../core/appKey';
import { getBrand } from '../core/brands';
import { hasDom } from '../core/hasDom';
import type { ApiClient } from '../core/apiClient';
import { getMaintenance } from '../core/maintenance';
import { createPreloads } from '../core/preloads';
import { getSafeStorage } from '../core/safeStorage';
import { SESSION_TOKEN_KEY, USER_TOKEN_KEY } from '../core/storageKeys';
import { baseSheet } from '../ui/baseSheet';
import { firstScreens, pathOf, uiMounted, type FirstScreenState } from '../ui/firstScreens';
import { hostCss } from '../ui/hostCss';
import { hostLook } from '../ui/hostScheme';
import { createStyleTarget, supportsAdoptedSheets, type StyleTarget } from '../ui/styleTarget';
import { attributeTypes, readProps, type CommonProps, type WidgetDefinition } from '../ui/widgetDefinition';
import { FIRST_CALLS_WAIT_MS, type WidgetPreload } from '../ui/withPreload';
import { firstClient } from './firstClient';
import { createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveSiteUrl } from '../core/siteUrl';
import { RootFrame } from '../ui/RootFrame';
import { WidgetContext, type WidgetContextValue } from '../ui/WidgetContext';

type Css = StyleTarget['css'];

/**
 * A widget's first screen: its UI's first render, by the UI's own views, from its first answers.
 */
export interface FirstScreen<P extends object> {
  definition: WidgetDefinition<P>;
  /** The UI's own preload (src/ui/withPreload): the first calls, which its UI then takes. */
  preload: WidgetPreload<P>;
  /** Makes the classes its views use (goober parsing their rules) while the calls are out. */
  warm?(css: Css): void;
  /**
   * What the UI's first render shows inside its shell (src/ui/RootFrame) once the preload has
   * settled: the UI's views given the answers that are in (`takeAnswer(api, …)`, core/preloads, as
   * the UI's first render takes them), with the stores they read; or null (the UI renders alone).
   */
  render(props: P & CommonProps, api: ApiClient): ReactNode | null;
  /** Whether that render shows what is worth painting before the UI (else the UI renders alone). */
  shows?(root: Element): boolean;
}

/** The UI's script, beside this one (the CDN build writes its hashed name and integrity here). */
export interface UiScript {
  src: string;
  integrity: string;
}

/** Resolves after the next frame has been painted (or after 100 ms when frames do not come). */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(resolve, 100);
  });

/**
 * The HTML of `view` as the UI's renderer makes it (Preact in the embeds), escaping included:
 * rendered off the page and unmounted before any effect runs (the UI's own render runs those).
 * A select's choice and a field's value are properties, not markup: written as attributes. Null
 * when `shows` finds nothing worth painting in it.
 */
function markupOf(view: ReactNode, shows?: (root: Element) => boolean): string | null {
  const box = document.createElement('div');
  const root = createRoot(box);
  try {
    // Preact renders at once (react-dom/client is src/ui/preact's in the embeds, this script's only build).
    root.render(view);
    if (shows && !shows(box)) return null;
    for (const s of box.querySelectorAll('select')) s.options[s.selectedIndex]?.setAttribute('selected', '');
    for (const i of box.querySelectorAll('input')) if (i.value) i.setAttribute('value', i.value);
    return box.innerHTML;
  } finally {
    root.unmount();
  }
}

function start<P extends object>(
  screen: FirstScreen<P>,
  el: HTMLElement,
  types: ReturnType<typeof attributeTypes>,
): Promise<void> | undefined {
  if (el.shadowRoot) return;
  // Under maintenance the UI shows its notice.
  if (getMaintenance().active) return;
  const props = readProps(el, types) as P & CommonProps;
  const tag = screen.definition.tag;
  const brand = getBrand(props.brand);
  const preloads = createPreloads(
    firstClient(resolveApiBase(props.apiBase), resolveAppKey(props.appKey, brand)),
  );
  const sent = screen.preload({ props, api: preloads.keeping, brand });
  if (!sent) return;
  // A stored session or user token goes with every call of the UI, which then asks again: that
  // page is the UI's. Read once the calls have left (a page's first storage read takes ~3 ms).
  const storage = getSafeStorage('local');
  if (storage.getItem(USER_TOKEN_KEY) || storage.getItem(SESSION_TOKEN_KEY)) return;
  const root = el.attachShadow({ mode: 'open' });
  const theme = new CSSStyleSheet();
  theme.replaceSync(hostCss(brand, tag, hostLook(el)));
  const styles = createStyleTarget(root, null);
  root.adoptedStyleSheets = [baseSheet(), theme, ...styles.sheets];
  screen.warm?.(styles.css);
  let painted!: () => void;
  const state: FirstScreenState = { rendered: false, painted: new Promise<void>((r) => (painted = r)) };
  firstScreens().set(el, state);
  // A click before the UI mounts is kept, and clicked again once it has (src/ui/withPreload): a
  // plain click on a link too, where the UI may handle it (a host routing a course itself).
  root.addEventListener('click', (event) => {
    const e = event as MouseEvent;
    if (uiMounted(el) || !(e.target instanceof Element)) return;
    state.clicked = pathOf(root, e.target);
    const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (plain && e.target.closest('a[href]')) e.preventDefault();
  });
  sent
    .then(() => {
      if (uiMounted(el)) return;
      const view = screen.render(props, preloads.taking);
      if (view === null) return;
      const context: WidgetContextValue = {
        id: `${tag}-first`,
        tag,
        host: el,
        brand,
        api: preloads.taking,
        css: styles.css,
        emit: () => true,
        track: () => undefined,
        siteUrl: resolveSiteUrl(props.siteUrl, undefined, preloads.taking.baseURL),
      };
      const html = markupOf(
        createElement(
          WidgetContext.Provider,
          { value: context },
          createElement(RootFrame, { locale: props.locale, children: view }),
        ),
        screen.shows,
      );
      if (html === null) return;
      root.innerHTML = html;
      state.rendered = true;
      return afterPaint();
    })
    .catch(() => undefined)
    .then(painted);
  return state.painted;
}

/**
 * The script a partner page loads for a widget (`teetime-<name>.js`): for each of its elements
 * already in the page, it sends the UI's first calls (its preload), then paints the UI's first
 * render of their answers (the UI's views, rendered to HTML here) in the element's shadow root. Then it adds the UI's script (`ui`, beside
 * this one), which takes those calls' answers (core/earlyCalls), mounts over that HTML and clicks
 * again what was clicked on it before.
 * Elements added later, pages with a stored session and browsers without constructable
 * stylesheets get the UI alone, as before.
 */
export function startFirstScreen<P extends object>(screen: FirstScreen<P>, ui: UiScript): void {
  if (!hasDom()) return;
  const script = document.currentScript as HTMLScriptElement | null;
  const tag = screen.definition.tag;
  if (customElements.get(tag)) return;
  const painted: Promise<void>[] = [];
  if (supportsAdoptedSheets()) {
    const types = attributeTypes(screen.definition);
    for (const el of document.querySelectorAll<HTMLElement>(tag)) {
      try {
        const p = start(screen, el, types);
        if (p) painted.push(p);
      } catch {
        // The UI renders it.
      }
    }
  }
  // The UI's script once the first screens are painted (its compile and run would otherwise meet
  // their answers on the main thread), or after FIRST_CALLS_WAIT_MS when their answers are slow
  // (the UI then shows its skeleton, as without a first screen).
  if (!painted.length) return addScript(ui, script);
  const add = () => addScript(ui, script);
  void Promise.race([Promise.all(painted), new Promise((r) => setTimeout(r, FIRST_CALLS_WAIT_MS))]).then(add);
}

/** Adds the UI's script (its URL beside this one, its integrity, this tag's nonce and CORS mode). */
function addScript(ui: UiScript, script: HTMLScriptElement | null): void {
  const s = document.createElement('script');
  s.src = new URL(ui.src, script?.src || location.href).href;
  if (ui.integrity) {
    s.integrity = ui.integrity;
    s.crossOrigin = script?.crossOrigin ?? 'anonymous';
  }
  if (script?.nonce) s.nonce = script.nonce;
  document.head.append(s);
}
