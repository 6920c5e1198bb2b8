import type { StyleTarget } from './styleTarget';
import { useCss } from './WidgetContext';

/**
 * A hook of a widget's classes, made once per goober `css` (once per page with the shared adopted
 * sheet, once per shadow root in the `<style nonce>` fallback) instead of on every render of every
 * component that uses it: each goober call builds and hashes its whole rule text, and a grid of
 * tiles asked for all of them once per tile. `make` may only read `css` (no props, no other hooks).
 */
export function styleHook<T>(make: (css: StyleTarget['css']) => T): StyleHook<T> {
  const made = new WeakMap<StyleTarget['css'], T>();
  const of = (css: StyleTarget['css']) => {
    let styles = made.get(css);
    if (styles === undefined) made.set(css, (styles = make(css)));
    return styles;
  };
  return Object.assign(() => of(useCss()), { of });
}

/** The hook, and `of(css)`: its classes made outside a render (withPreload's `warm`). */
export type StyleHook<T> = (() => T) & { of(css: StyleTarget['css']): T };
