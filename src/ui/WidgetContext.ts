import { createContext, useContext } from 'react';
import type { ApiClient } from '../core/apiClient';
import type { Brand } from '../core/brands';
import type { TeetimeEventMap, WidgetEventName } from '../core/events';
import type { TrackEventName, TrackPayload } from '../core/tracking';
import { setRenderCss } from './styleHook';
import type { StyleTarget } from './styleTarget';

export interface WidgetContextValue {
  /** Unique per element instance; the `source` of its bus messages. */
  id: string;
  tag: string;
  host: HTMLElement;
  brand: Brand;
  api: ApiClient;
  css: StyleTarget['css'];
  /**
   * Dispatches a DOM event on the element (bubbles, composed, cancelable) and the same message on
   * the bus. False when the host called preventDefault(): a host router navigates itself, so the
   * widget must not follow its own URL template.
   */
  emit<K extends WidgetEventName>(type: K, detail: TeetimeEventMap[K]): boolean;
  /** The marketplace site (`site-url`, else the API's origin): marketplace links resolve against it. */
  siteUrl: string;
  /** Sends a tracking event (tag manager, marketing service) with the signed-in user's id and email. */
  track(name: TrackEventName, payload?: TrackPayload): void;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget() must be used inside a teetime widget');
  return value;
}

/** goober's `css` bound to this widget's shadow root. */
export const useCss = (): StyleTarget['css'] => useWidget().css;

// Style hooks (src/ui/styleHook) find the css of the widget they render in here.
setRenderCss(useCss);
