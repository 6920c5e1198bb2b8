import { useMemo, type ComponentType } from 'react';
import type { ApiClient } from '../core/apiClient';
import type { Brand } from '../core/brands';
import { createPreloads } from '../core/preloads';
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

/**
 * The widget's App, whose first calls leave as the element first renders (the element mounts on
 * connect with all its attributes: src/ui/defineWidget), before the App's own effects, and all
 * at once where the App would ask for them one after another (core/preloads: the App's identical
 * GETs take those answers). A widget that does not preload does not bundle any of this.
 */
export function withPreload<P extends object>(
  App: ComponentType<P & CommonProps>,
  preload: WidgetPreload<P>,
): ComponentType<P & CommonProps> {
  return function Preloaded(props: P & CommonProps) {
    const context = useWidget();
    const { api, brand } = context;
    const taking = useMemo(() => {
      const preloads = createPreloads(api);
      try {
        preload({ props, api: preloads.keeping, brand });
      } catch {
        // The App asks for everything itself.
      }
      return preloads.taking;
      // Once per client (per mount, api-base or app-key): later attributes are the App's to follow.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [api]);
    const value = useMemo(() => ({ ...context, api: taking }), [context, taking]);
    return (
      <WidgetContext.Provider value={value}>
        <App {...props} />
      </WidgetContext.Provider>
    );
  };
}
