import { useMemo, type ComponentType } from 'react';
import type { ApiClient } from '../core/apiClient';
import type { Brand } from '../core/brands';
import { createPreloads } from '../core/preloads';
import { widgetClient } from './widgetClient';
import { atPath, firstScreens } from './firstScreens';
import { hostCss } from './hostCss';
import { hostLook } from './hostScheme';
import { instanceFor } from './widgetInstance';
import { useWidget, WidgetContext } from './WidgetContext';
import type { StyleTarget } from './styleTarget';
import type { CommonProps } from './widgetDefinition';

/** What a widget's preload gets: the element's attributes, a client for its API and brand, the brand. */
export interface PreloadContext<P extends object> {
  props: P & CommonProps;
  api: ApiClient;
  brand: Brand;
}

/**
 * Starts a widget's first calls. It asks only for what the UI asks for first with these
 * attributes (the same paths and params), and nothing that needs the golfer (a position, a
 * sign-in); it never throws. It answers a promise that settles once the answers its UI shows
 * first are in (never rejects): the element's UI mounts then (or after FIRST_CALLS_WAIT_MS), so
 * the main thread is free when an answer that a next call waits on comes, and the first render
 * shows the content (src/ui/defineWidget).
 */
export type WidgetPreload<P extends object> = (context: PreloadContext<P>) => void | Promise<unknown>;

/**
 * An App whose element starts work as it connects, before its UI mounts (src/ui/defineWidget):
 * `connect` calls `mount` when the UI should mount (at once, or later).
 */
export type ConnectingApp<P extends object> = ComponentType<P & CommonProps> & {
  connect?(host: HTMLElement, props: P & CommonProps, mount: () => void): void;
};

/** The longest an element's UI waits for its first calls before it mounts (a skeleton). */
export const FIRST_CALLS_WAIT_MS = 100;

/** The kept answers of a connected element, for the client they were asked with. */
const started = new WeakMap<HTMLElement, { client: string; taking: ApiClient }>();
const clientOf = (api: ApiClient) => `${api.baseURL} ${api.appKey}`;

/**
 * Runs `preload` with a keeping client over `api`; answers the client that takes its answers and
 * what the preload answered (its calls sent).
 */
function start<P extends object>(
  preload: WidgetPreload<P>,
  props: P & CommonProps,
  api: ApiClient,
  brand: Brand,
): { taking: ApiClient; sent: void | Promise<unknown> } {
  const preloads = createPreloads(api);
  let sent: void | Promise<unknown> = undefined;
  try {
    sent = preload({ props, api: preloads.keeping, brand });
  } catch {
    // The App asks for everything itself.
  }
  return { taking: preloads.taking, sent };
}

/**
 * The widget's App, whose first calls leave as its element connects: the first thing the bundle
 * does with an element already in the page, before the UI's first render (session, store,
 * styles, skeleton), and all at once where the App would ask for them one after another
 * (core/preloads: the App's identical GETs take those answers). A mount without a connect (the
 * App rendered on its own) starts them as it first renders. A widget that does not preload does
 * not bundle any of this. `warm(css)` makes the classes its first render uses (goober parsing
 * their rules) once the first calls have left, while the page waits for their answers.
 */
export function withPreload<P extends object>(
  App: ComponentType<P & CommonProps>,
  preload: WidgetPreload<P>,
  warm?: (css: StyleTarget['css']) => void,
): ConnectingApp<P> {
  function Preloaded(props: P & CommonProps) {
    const context = useWidget();
    const { api, brand, host } = context;
    const taking = useMemo(() => {
      const early = started.get(host);
      started.delete(host);
      return early?.client === clientOf(api) ? early.taking : start(preload, props, api, brand).taking;
      // Once per client (per mount, api-base or app-key): later attributes are the App's to follow.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [api]);
    const value = useMemo(() => ({ ...context, api: taking }), [context, taking]);
    return (
      <WidgetContext.Provider value={value}>
        <App {...props} />
      </WidgetContext.Provider>
    );
  }
  Preloaded.connect = (host: HTMLElement, props: P & CommonProps, mount: () => void) => {
    let sent: void | Promise<unknown> = undefined;
    try {
      const { api, brand } = widgetClient(props);
      const first = start(preload, props, api, brand);
      started.set(host, { client: clientOf(api), taking: first.taking });
      sent = first.sent;
      if (sent) {
        const instance = instanceFor(host, host.shadowRoot!, host.localName);
        // Until the UI mounts, the element keeps its reserved height and theme (its `:host` rules).
        instance.setTheme(hostCss(brand, host.localName, hostLook(host)));
        // While the calls are out the page waits: the UI's rules are parsed and added to its
        // sheet now (`warm`), not in its first render once the answers are in.
        warm?.(instance.styles.css);
      }
    } catch {
      // The App asks for everything itself.
    }
    // Over a first screen's HTML (src/first), the UI mounts once that has been painted, and clicks
    // again what the golfer clicked on it meanwhile.
    const screen = firstScreens().get(host);
    const go = () => {
      if (!screen?.rendered) return mount();
      void screen.painted.then(() => {
        firstScreens().delete(host);
        mount();
        const clicked = screen.clicked && host.shadowRoot && atPath(host.shadowRoot, screen.clicked);
        if (clicked instanceof HTMLElement) clicked.click();
      });
    };
    if (!sent) return go();
    // The UI mounts once the first calls say so (the picker's course and tee times, a place's
    // deals or courses answered) or after FIRST_CALLS_WAIT_MS: its first render and layout do not
    // hold up an answer a next call waits for, and a first render with the answers in lays out
    // no skeleton before them.
    void Promise.race([sent, new Promise((resolve) => setTimeout(resolve, FIRST_CALLS_WAIT_MS))]).then(
      go,
      go,
    );
  };
  return Preloaded;
}
