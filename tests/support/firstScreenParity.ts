/**
 * Unit-test helpers (vitest, node) comparing a widget's first screen (`widgets/<name>/firstScreen.ts`)
 * with its UI's first render of the same answers, rendered by React on the server.
 */
import { resolveApiBase } from '../../src/core/apiBase';
import { resolveSiteUrl } from '../../src/core/siteUrl';
import { css as gooberCss } from 'goober';
import { createStore, Provider } from 'jotai';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import type { StyleTarget } from '../../src/ui/styleTarget';
import { WidgetContext, type WidgetContextValue } from '../../src/ui/WidgetContext';
import type { CommonProps } from '../../src/ui/widgetDefinition';

/** goober's css writing to a stand-in sheet (as in node: the target is the sheet). */
export const newCss = (): StyleTarget['css'] =>
  gooberCss.bind({ target: { data: '' } as unknown as Element }) as StyleTarget['css'];

/**
 * The UI's first render of `App` with `api`'s answers: its markup in src/ui/WidgetShell's wrapper
 * (no maintenance), as a first screen writes it.
 */
export function uiMarkup<P extends object>(
  tag: string,
  App: ComponentType<P & CommonProps>,
  props: P & CommonProps,
  api: ApiClient,
  css: StyleTarget['css'],
): string {
  const value = {
    id: 't',
    tag,
    host: {} as HTMLElement,
    brand: getBrand(props.brand),
    api,
    css,
    emit: () => true,
    track: () => undefined,
    // As src/ui/WidgetShell resolves it: a first screen's links resolve the same way.
    siteUrl: resolveSiteUrl(props.siteUrl, undefined, resolveApiBase(props.apiBase)),
  } satisfies WidgetContextValue;
  const app = createElement(
    WidgetContext.Provider,
    { value },
    createElement(Provider, { store: createStore() }, createElement(App, props)),
  );
  return `<div class="tt-root" lang="${props.locale || 'en-US'}"><div>${renderToStaticMarkup(app)}</div></div>`;
}

const decode = (s: string) =>
  s
    .replace(/&#x([\da-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(lt|gt|quot|nbsp|amp);/g, (_, n: string) =>
      n === 'lt' ? '<' : n === 'gt' ? '>' : n === 'quot' ? '"' : n === 'nbsp' ? '\u00a0' : '&',
    );

/**
 * Markup compared as the DOM reads it: entities decoded, attributes sorted, ids named in order,
 * React's `<!-- -->`, `/>` and preload links dropped, and the values React writes as attributes but
 * Preact sets as properties (an input's `value`, an option's `selected`) left out.
 */
export function canonicalMarkup(html: string): string {
  const ids = new Map<string, string>();
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/<([a-z\d]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*\/?>/gi, (_, tag: string, attrs: string) => {
      const list = [...attrs.matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)]
        .map(([, n = '', v = '']) => [n.toLowerCase(), v] as const)
        .filter(([n]) => n !== 'selected' && !(tag === 'input' && n === 'value'))
        .map(([n, v]) => {
          let text = decode(v);
          if (['id', 'for', 'aria-controls', 'aria-labelledby'].includes(n)) {
            if (!ids.has(text)) ids.set(text, `id${ids.size}`);
            text = ids.get(text)!;
          }
          return `${n}=${JSON.stringify(text)}`;
        })
        .sort();
      return `<${[tag, ...list].join(' ')}>`;
    })
    .replace(/>([^<]+)</g, (_, text: string) => `>${decode(text)}<`);
}
