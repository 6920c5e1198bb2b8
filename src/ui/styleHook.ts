import type { StyleTarget } from './styleTarget';

type Css = StyleTarget['css'];

/**
 * How a render finds its widget's goober `css`: set by src/ui/WidgetContext (useCss). Style hooks
 * import no React, so a widget's first screen (src/first) makes their classes (`of`) without it.
 */
let renderCss: () => Css = () => {
  throw new Error('A style hook was called outside a teetime widget');
};

/** Tells style hooks how a render finds its css (src/ui/WidgetContext, once). */
export function setRenderCss(find: () => Css): void {
  renderCss = find;
}

/**
 * A hook of a widget's classes, made once per goober `css` (once per page with the shared adopted
 * sheet, once per shadow root in the `<style nonce>` fallback) instead of on every render of every
 * component that uses it: each goober call builds and hashes its whole rule text, and a grid of
 * tiles asked for all of them once per tile. `make` may only read `css` (no props, no other hooks).
 */
export function styleHook<T>(make: (css: Css) => T): StyleHook<T> {
  const made = new WeakMap<Css, T>();
  const of = (css: Css) => {
    let styles = made.get(css);
    if (styles === undefined) made.set(css, (styles = make(css)));
    return styles;
  };
  return Object.assign(() => of(renderCss()), { of });
}

/** The hook, and `of(css)`: its classes made outside a render (withPreload's `warm`, src/first). */
export type StyleHook<T> = (() => T) & { of(css: Css): T };
