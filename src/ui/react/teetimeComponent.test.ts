// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventOfProp, teetimeComponent } from './teetimeComponent';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const TeetimePicker = teetimeComponent('teetime-picker', 'TeetimePicker');
let box: HTMLElement;
let root: Root;

beforeEach(() => {
  box = document.body.appendChild(document.createElement('div'));
  root = createRoot(box);
});
afterEach(() => {
  act(() => root.unmount());
  box.remove();
});

const render = (props: Record<string, unknown>) =>
  act(() => root.render(createElement(TeetimePicker, props)));
const picker = () => box.querySelector('teetime-picker')!;
const fire = (type: string, detail: unknown) =>
  picker().dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));

describe('teetimeComponent (the React build’s <TeetimePicker> and friends)', () => {
  it('names the DOM event of an on<Event> prop', () => {
    expect(eventOfProp('onBookingConfirmed')).toBe('teetime-booking-confirmed');
    expect(eventOfProp('onTeeTimeSelect')).toBe('teetime-tee-time-select');
    expect(eventOfProp('onError')).toBe('teetime-error');
    expect(eventOfProp('once')).toBeUndefined();
  });

  it('renders the element with kebab-case attributes the element parses back', () => {
    render({ courseId: '1455', players: 4, isAnchoredTeeTime: true, brand: 'lakeside', className: 'wide' });
    const el = picker();
    expect(el.getAttribute('course-id')).toBe('1455');
    expect(el.getAttribute('players')).toBe('4');
    expect(el.getAttribute('is-anchored-tee-time')).toBe('');
    expect(el.getAttribute('brand')).toBe('lakeside');
    expect(el.getAttribute('class')).toBe('wide');

    render({ courseId: '1456', isAnchoredTeeTime: false });
    expect(el.getAttribute('course-id')).toBe('1456');
    expect(el.hasAttribute('is-anchored-tee-time')).toBe(false);
    expect(el.hasAttribute('players')).toBe(false);
  });

  it('calls the latest on<Event> handler with the event, and stops after unmount', () => {
    const seen: string[] = [];
    render({
      courseId: '1455',
      onCheckoutStart: (e: CustomEvent<{ teeTimeId: string }>) => seen.push(`a:${e.detail.teeTimeId}`),
    });
    fire('teetime-checkout-start', { teeTimeId: 't1' });
    render({
      courseId: '1455',
      onCheckoutStart: (e: CustomEvent<{ teeTimeId: string }>) => seen.push(`b:${e.detail.teeTimeId}`),
    });
    fire('teetime-checkout-start', { teeTimeId: 't2' });
    fire('teetime-tee-time-select', { teeTimeId: 'ignored' });
    const el = picker();
    render({ courseId: '1455' });
    el.dispatchEvent(new CustomEvent('teetime-checkout-start', { detail: { teeTimeId: 't3' } }));
    expect(seen).toEqual(['a:t1', 'b:t2']);
  });

  describe('server rendering (Next.js, Remix)', () => {
    const props = {
      courseId: '1455',
      brand: 'lakeside',
      players: 2,
      isAnchoredTeeTime: true,
      onCheckoutStart: () => undefined,
    };
    const html =
      '<teetime-hydrated course-id="1455" brand="lakeside" players="2" is-anchored-tee-time=""></teetime-hydrated>';
    const TeetimeHydrated = teetimeComponent('teetime-hydrated', 'TeetimeHydrated');

    /** Hydrates the server's HTML in a fresh container; returns what React logged as errors. */
    async function hydrate(): Promise<unknown[][]> {
      const server = document.body.appendChild(document.createElement('div'));
      server.innerHTML = renderToString(createElement(TeetimeHydrated, props));
      expect(server.innerHTML).toBe(html);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let hydrated: Root | undefined;
      try {
        await act(async () => {
          hydrated = hydrateRoot(server, createElement(TeetimeHydrated, props));
        });
        return errors.mock.calls;
      } finally {
        errors.mockRestore();
        act(() => hydrated?.unmount());
        server.remove();
      }
    }

    it('renders the tag with its attributes, and hydrates without a mismatch warning', async () => {
      expect(await hydrate()).toEqual([]);
    });

    it('hydrates without a warning once the element is defined, with its properties', async () => {
      // The browser runs the widget's module (which defines the element) before React hydrates.
      class Defined extends HTMLElement {
        courseId?: string;
        brand?: string;
        players?: number;
      }
      customElements.define('teetime-hydrated', Defined);
      expect(await hydrate()).toEqual([]);
    });
  });
});
