import { mount, shadowOf, until } from '../../../tests/support/dom';
import { loadWidget } from '../../../tests/support/firstScreen';

export const DEALS_EMBED = '/dist/embed/teetime-deals.js';

/** Loads the deals' script (its first screen's, which adds its UI's) and waits for the element. */
export const loadDeals = () => loadWidget(DEALS_EMBED, 'teetime-deals');

export interface ApiDeal {
  id: string;
  price: number;
  course_id: string;
  course_name: string;
  title: string;
  description: string;
  starts_on: string;
  ends_on: string;
}

/** The sandbox API of one scenario, as the tests ask it (snake_case answers). */
export const sandbox = (scenario: string) => {
  const base = `/sandbox/${scenario}/api`;
  const get = async <T>(path: string): Promise<T> =>
    (await fetch(`${base}/${path}`, { headers: { 'X-Api-Key': 'demo-teetime' } })).json() as Promise<T>;
  return {
    base,
    get,
    /** The point a place name resolves to: the first suggestion that is not a zip code. */
    async place(q: string) {
      const list = await get<Array<{ type: string; label: string; latitude: number; longitude: number }>>(
        `v6/search/autocomplete?q=${encodeURIComponent(q)}&limit=10&include_zip_codes=true`,
      );
      return list.find((s) => s.type !== 'Zipcode')!;
    },
    async dealsNear(p: { latitude: number; longitude: number }) {
      return get<{ deals: ApiDeal[]; total: number }>(
        `v6/deals/near?lat=${p.latitude}&lon=${p.longitude}&limit=50`,
      );
    },
  };
};

export function mountDeals(attrs: string): Element {
  return mount(`<teetime-deals ${attrs}></teetime-deals>`).querySelector('teetime-deals')!;
}

export const cards = (el: Element) => [...shadowOf(el).querySelectorAll('li')];
export const titles = (el: Element) => cards(el).map((li) => li.querySelector('h3')!.textContent!.trim());
export const prices = (el: Element) =>
  cards(el).map((li) => Number(li.querySelector('strong')!.textContent!.replace(/[^0-9.]/g, '')));
export const heading = (el: Element) => shadowOf(el).querySelector('h2')!.textContent!.trim();

export const waitForCards = (el: Element, count?: number) =>
  until(
    () => (count === undefined ? cards(el).length > 0 : cards(el).length === count),
    `${count ?? 'some'} deals`,
    8000,
  );

export const byText = <E extends Element = HTMLElement>(el: Element, selector: string, text: string) =>
  [...shadowOf(el).querySelectorAll<E & Element>(selector)].find((n) => n.textContent?.trim() === text);

export const typeInto = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

export const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** Replaces navigator.geolocation for one test; returns the undo. */
export function fakeGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  sessionStorage.removeItem('teetime:geo-position');
  const geolocation = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback) {
      setTimeout(() =>
        'code' in answer
          ? fail({ code: answer.code, message: 'denied' } as GeolocationPositionError)
          : ok({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition),
      );
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return () => {
    delete (navigator as unknown as Record<string, unknown>).geolocation;
    sessionStorage.removeItem('teetime:geo-position');
  };
}

/** Waits until keyboard focus is on the element matching `selector` in the widget. */
export const focusOn = (el: Element, selector: string) =>
  until(() => {
    const target = shadowOf(el).querySelector(selector);
    return !!target && shadowOf(el).activeElement === target;
  }, `focus on ${selector}`);
