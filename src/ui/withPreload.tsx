import { useMemo, type ComponentType } from 'react';
import type { ApiClient } from '../core/apiClient';
import type { Brand } from '../core/brands';
import { createPreloads } from '../core/preloads';
import { widgetClient } from './widgetClient';
import { useWidget, WidgetContext } from './WidgetContext';
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
 * sign-in); it never throws.
 */
export type WidgetPreload<P extends object> = (context: PreloadContext<P>) => void;

/** An App whose element starts work as it connects, before its UI mounts (src/ui/defineWidget). */
export type ConnectingApp<P extends object> = ComponentType<P & CommonProps> & {
  connect?(host: HTMLElement, props: P & CommonProps): void;
};

/** The kept answers of a connected element, for the client they were asked with. */
const started = new WeakMap<HTMLElement, { client: string; taking: ApiClient }>();
const clientOf = (api: ApiClient) => `${api.baseURL} ${api.appKey}`;

/** Runs `preload` with a keeping client over `api`; answers the client that takes its answers. */
function start<P extends object>(
  preload: WidgetPreload<P>,
  props: P & CommonProps,
  api: ApiClient,
  brand: Brand,
): ApiClient {
  const preloads = createPreloads(api);
  try {
    preload({ props, api: preloads.keeping, brand });
  } catch {
    // The App asks for everything itself.
  }
  return preloads.taking;
}

/**
 * The widget's App, whose first calls leave as its element connects: the first thing the bundle
 * does with an element already in the page, before the UI's first render (session, store,
 * styles, skeleton), and all at once where the App would ask for them one after another
 * (core/preloads: the App's identical GETs take those answers). A mount without a connect (the
 * App rendered on its own) starts them as it first renders. A widget that does not preload does
 * not bundle any of this.
 */
export function withPreload<P extends object>(
  App: ComponentType<P & CommonProps>,
  preload: WidgetPreload<P>,
): ConnectingApp<P> {
  function Preloaded(props: P & CommonProps) {
    const context = useWidget();
    const { api, brand, host } = context;
    const taking = useMemo(() => {
      const early = started.get(host);
      started.delete(host);
      return early?.client === clientOf(api) ? early.taking : start(preload, props, api, brand);
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
  Preloaded.connect = (host: HTMLElement, props: P & CommonProps) => {
    const { api, brand } = widgetClient(props);
    started.set(host, { client: clientOf(api), taking: start(preload, props, api, brand) });
  };
  return Preloaded;
}
