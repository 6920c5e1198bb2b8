import { Provider } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { resolveApiBase } from '../core/apiBase';
import { resolveAppKey } from '../core/appKey';
import { createApiClient } from '../core/apiClient';
import { getBrand } from '../core/brands';
import { getBus } from '../core/bus';
import type { TeetimeEventMap, WidgetEventName } from '../core/events';
import { getMaintenance } from '../core/maintenance';
import { getSession } from '../core/session';
import { resolveSiteUrl } from '../core/siteUrl';
import { startPage } from '../core/startPage';
import { getTracker, type TrackEventName, type TrackPayload } from '../core/tracking';
import { apiBaseProblem, brandProblem } from '../core/setupProblems';
import { ErrorBoundary } from './ErrorBoundary';
import { SetupNotice } from './SetupNotice';
import { MaintenanceNotice } from './MaintenanceNotice';
import { RootFrame } from './RootFrame';
import { useSubscription } from './useSubscription';
import { WidgetContext, type WidgetContextValue } from './WidgetContext';
import type { CommonProps, WidgetDefinition } from './widgetDefinition';
import { hostCss } from './hostCss';
import { hostLook, sameLook } from './hostScheme';
import { onLookChange } from './lookChanges';
import { instanceFor } from './widgetInstance';

type ShellProps = CommonProps & Record<string, unknown> & { container?: ShadowRoot };

const maintenanceActive = () => getMaintenance().get().active;
const subscribeMaintenance = (fn: () => void) => getMaintenance().subscribe(fn);

/**
 * Wraps a widget's App with what every element gets: its own Jotai store, styles in
 * its shadow root, the brand theme, an API client for its `api-base` and brand, the
 * page session, the maintenance notice, an error boundary and an `emit` that reaches
 * both the host page (DOM event) and the other widgets (bus).
 */
export function createShell<P extends object>(
  definition: WidgetDefinition<P>,
  App: ComponentType<P & CommonProps>,
): ComponentType<ShellProps> {
  const booleans = Object.entries(definition.attributes)
    .filter(([, spec]) => (spec as { type: string }).type === 'boolean')
    .map(([name]) => name);

  return function Shell({ container, ...props }: ShellProps) {
    const root = container as ShadowRoot;
    const host = root.host as HTMLElement;
    const instance = instanceFor(host, root, definition.tag);
    const brand = useMemo(() => getBrand(props.brand), [props.brand]);
    const baseURL = resolveApiBase(props.apiBase);
    // The partner's own key (app-key, or the page's brand configuration), else the brand's demo key.
    const appKey = resolveAppKey(props.appKey, brand);
    const api = useMemo(() => createApiClient({ baseURL, appKey, session: getSession() }), [baseURL, appKey]);

    const siteUrl = resolveSiteUrl(props.siteUrl, undefined, baseURL);

    // The palette for the page behind the element (dark text on a light page, light on a dark
    // one), looked at again when the page may have changed it (a dark-mode switch, a new sheet).
    const [look, setLook] = useState(() => hostLook(host));
    useEffect(() => {
      const check = () =>
        setLook((last) => {
          const now = hostLook(host);
          return sameLook(last, now) ? last : now;
        });
      // Also now: the page may have changed (or the element moved) between the render and here.
      check();
      return onLookChange(check);
    }, [host]);
    // The brand theme, the palette, and the element's reserved height as a `:host` default
    // (core/reservedSpace).
    useLayoutEffect(() => instance.setTheme(hostCss(brand, definition.tag, look)), [instance, brand, look]);
    useEffect(startPage, []);
    // The widget's own page views (spec 02 §7): the view it opens with, then each screen it moves
    // to; a host router that tracks the same path (the main site) is not counted twice.
    useEffect(() => {
      getTracker().pageView(`${location.pathname}${location.search}`, { widget: definition.tag });
    }, [host]);
    useEffect(() => {
      void getSession()
        .restore(api)
        .catch(() => undefined);
    }, [api]);

    const emit = useCallback(
      <K extends WidgetEventName>(type: K, detail: TeetimeEventMap[K]) => {
        const go = host.dispatchEvent(
          new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }),
        );
        getBus().emit(type, detail, { source: instance.id });
        const path = type === 'teetime-account-navigate' ? (detail as { path?: string | null }).path : null;
        if (path) getTracker().pageView(path, { widget: definition.tag });
        return go;
      },
      [host, instance],
    );

    const track = useCallback((name: TrackEventName, payload: TrackPayload = {}) => {
      const user = getSession().get().user;
      void getTracker().track(name, { userId: user?.id, email: user?.email, ...payload });
    }, []);

    const context = useMemo<WidgetContextValue>(
      () => ({
        id: instance.id,
        tag: definition.tag,
        host,
        brand,
        api,
        css: instance.styles.css,
        emit,
        track,
        siteUrl,
      }),
      [instance, host, brand, api, emit, track, siteUrl],
    );

    // A set-up mistake the page can see before any call: an api-base that is no address (the
    // widget cannot load), an unknown brand (it loads in the main brand's look).
    const baseProblem = useMemo(
      () =>
        apiBaseProblem(
          definition.tag,
          props.apiBase || (typeof window !== 'undefined' ? window.TEETIME_API_BASE : ''),
        ),
      [props.apiBase],
    );
    const unknownBrand = useMemo(() => brandProblem(definition.tag, props.brand), [props.brand]);

    const maintenance = useSubscription(maintenanceActive, subscribeMaintenance);
    const appProps = { ...props } as Record<string, unknown>;
    for (const name of booleans) appProps[name] = appProps[name] === true;

    return (
      <WidgetContext.Provider value={context}>
        <Provider store={instance.store}>
          {/* The app stays mounted under the notice, so nothing typed is lost during maintenance. */}
          <RootFrame locale={props.locale} notice={maintenance && <MaintenanceNotice />} hidden={maintenance}>
            <ErrorBoundary
              onError={(error) => emit('teetime-error', { tag: definition.tag, message: error.message })}
            >
              {unknownBrand && <SetupNotice problem={unknownBrand} quiet />}
              {baseProblem ? (
                <SetupNotice problem={baseProblem} />
              ) : (
                <App {...(appProps as P & CommonProps)} />
              )}
            </ErrorBoundary>
          </RootFrame>
        </Provider>
      </WidgetContext.Provider>
    );
  };
}
