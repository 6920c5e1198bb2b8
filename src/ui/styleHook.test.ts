// @vitest-environment jsdom
import { createElement, render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { styleHook } from './styleHook';
import { WidgetContext, type WidgetContextValue } from './WidgetContext';

// What `react` is in the embeds: Preact core and its hooks (src/ui/preact/react.ts).
vi.mock('react', () => import('./preact/react'));

const box = document.body.appendChild(document.createElement('div'));
afterEach(() => act(() => render(null, box)));

/** `count` components using `hook` inside a widget whose goober `css` is `css`. */
function renderWith(
  css: WidgetContextValue['css'],
  hook: () => { tile: string },
  count: number,
  seen: string[],
) {
  const Tile = () => {
    seen.push(hook().tile);
    return null;
  };
  const value = { css } as WidgetContextValue;
  act(() =>
    render(
      createElement(
        // React's context types over Preact's (the `react` alias above).
        WidgetContext.Provider as unknown as ComponentType<{ value: WidgetContextValue }>,
        { value },
        Array.from({ length: count }, (_, i) => createElement(Tile, { key: i })),
      ),
      box,
    ),
  );
}

describe('styleHook', () => {
  it('makes the classes once per css, however many components use them and however often they render', () => {
    const css = vi.fn(() => 'go123') as unknown as WidgetContextValue['css'];
    const make = vi.fn((c: WidgetContextValue['css']) => ({ tile: c`display: flex;` }));
    const useTiles = styleHook(make);
    const seen: string[] = [];
    renderWith(css, useTiles, 15, seen);
    renderWith(css, useTiles, 15, seen);
    expect(seen).toHaveLength(30);
    expect(new Set(seen)).toEqual(new Set(['go123']));
    expect(make).toHaveBeenCalledTimes(1);
    // Another shadow root's css (the `<style nonce>` fallback) gets its own rules.
    const other = vi.fn(() => 'go456') as unknown as WidgetContextValue['css'];
    renderWith(other, useTiles, 2, seen);
    expect(make).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)).toBe('go456');
  });

  it('shares the classes made outside a render (`of`, a preload’s warm-up) with the hook', () => {
    const css = vi.fn(() => 'go789') as unknown as WidgetContextValue['css'];
    const make = vi.fn((c: WidgetContextValue['css']) => ({ tile: c`gap: 4px;` }));
    const useTiles = styleHook(make);
    expect(useTiles.of(css).tile).toBe('go789');
    const seen: string[] = [];
    renderWith(css, useTiles, 3, seen);
    expect(seen).toEqual(['go789', 'go789', 'go789']);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
