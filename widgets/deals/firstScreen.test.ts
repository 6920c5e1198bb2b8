import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { createPreloads } from '../../src/core/preloads';
import { AUTOCOMPLETE_PATH } from '../../src/domain/search/autocompleteRules';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import { newCss, uiMarkup } from '../../tests/support/firstScreenParity';
import { DealsApp } from './App';
import type { DealsProps } from './element';
import { dealsFirstScreen } from './firstScreen';
import { preloadDeals } from './preloadDeals';
import type { Deal, DealsPage } from './types';

type Props = DealsProps & CommonProps;
type Place = { type: string; label?: string; name?: string; latitude?: number; longitude?: number };

const NOW = new Date('2027-03-01T17:00:00Z');

const MIAMI: Place[] = [
  { type: 'Zipcode', label: '33101', latitude: 25.78, longitude: -80.2 },
  { type: 'City', label: 'Miami, FL', latitude: 25.77, longitude: -80.19 },
];

const deal = (i: number, over: Partial<Deal> = {}): Deal => ({
  id: `d${i}`,
  title: `Twilight ${i}: 25% off`,
  courseId: `c${i}`,
  courseName: `Course ${i}`,
  addressCity: 'Miami',
  addressState: 'FL',
  price: 30,
  regularPrice: 40,
  discountPercent: 25,
  startsOn: '2027-02-01',
  endsOn: '2027-03-20',
  distance: 3.5,
  rateType: 'lightning',
  ...over,
});

const page = (deals: Deal[], over: Partial<DealsPage> = {}): DealsPage => ({
  deals,
  total: deals.length,
  page: 1,
  hasMore: false,
  ...over,
});

const DEALS = page(
  [
    deal(1, { price: 30 }),
    deal(2, { price: 12.5, regularPrice: 25, discountPercent: 50 }),
    deal(3, { price: null, regularPrice: null, discountPercent: 0 }), // no price: last
    deal(4, { price: 9, rateType: 'standard' }), // not a deal's rate: left out
    deal(5, {
      price: 20,
      regularPrice: 20,
      discountPercent: 0,
      endsOn: undefined,
      distance: null,
      addressCity: '',
    }),
  ],
  { total: 40, hasMore: true },
);

/** The API's answers (camelCased, as both clients give them): a place's suggestions, then its deals. */
const answers = (places: Place[] | Error, deals: DealsPage | Error) =>
  ({
    baseURL: 'https://api.test/api',
    appKey: 'k',
    get: (path: string) => {
      const answer = path === AUTOCOMPLETE_PATH ? places : deals;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  }) as unknown as ApiClient;

/** The client taking the answers the element's preload received, once it has settled. */
async function preloaded(props: Props, api: ApiClient) {
  const preloads = createPreloads(api);
  await preloadDeals({ props, api: preloads.keeping, brand: getBrand(props.brand) });
  return preloads.taking;
}

const render = async (props: Props, places: Place[] | Error = MIAMI, deals: DealsPage | Error = DEALS) =>
  dealsFirstScreen(newCss(), props, await preloaded(props, answers(places, deals)));

/** The UI's first render of the same answers and attributes: DealsApp in the Shell, by React. */
async function uiFirstRender(props: Props, places: Place[] = MIAMI, deals: DealsPage = DEALS) {
  return uiMarkup('teetime-deals', DealsApp, props, await preloaded(props, answers(places, deals)), newCss());
}

/**
 * Markup as the DOM reads it: character references decoded (React writes `&amp;`, `&#x27;`, this
 * `&#38;`), React's `<!-- -->` between text nodes dropped.
 */
const canonical = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&#x([\da-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(lt|gt|quot|amp);/g, (_, n: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[n]!);

/** `<teetime-picker>` elements on the page (BookingLink asks the document). */
let pickers: unknown[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  pickers = [];
  vi.stubGlobal('document', {
    getElementsByTagName: (tag: string) => (tag === 'teetime-picker' ? pickers : []),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dealsFirstScreen', () => {
  it('shows the special-rate deals lowest price first, with their prices, count and "More deals"', async () => {
    const html = (await render({ location: 'Miami', courseUrl: '/book/{courseId}?date={date}' }))!;
    expect([...html.matchAll(/data-deal="(\w+)"/g)].map((m) => m[1])).toEqual(['d2', 'd5', 'd1', 'd3']);
    expect(html).toContain('<h2 id="tt-deals-title" tabindex="-1">Golf deals near Miami, FL</h2>');
    expect(html).toContain('<p id="tt-deals-count">Showing 4 of 40 deals</p>');
    expect(html).toContain(
      '<strong>$12.50</strong><span>per player</span><s><span class="tt-visually-hidden">Regular price </span>$25</s><span class="tt-hot">50% off</span>',
    );
    // No regular price above it, no discount: the price alone; no price: no price block.
    expect(html).toContain('<strong>$20</strong><span>per player</span></div>');
    expect(html.match(/<strong>/g)).toHaveLength(3);
    expect(html).toContain('<p>Course 5 · FL</p>');
    expect(html).toContain('<p>Ends Sat, Mar 20</p>');
    // The booking link opens today (the deal's run has begun), with its rate.
    expect(html).toContain(
      '<a class="tt-button" href="/book/c2?date=2027-03-01&#38;rateType=lightning&#38;dealId=d2">',
    );
    expect(html).toMatch(/More deals<\/button><\/section><\/div><\/div>$/);
    expect(html).toMatch(/^<div class="tt-root" lang="en-US"><div><section class="go\d+" /);
  });

  it('escapes the text and attribute values that come from the answers and attributes', async () => {
    const html = (await render(
      { location: 'Miami', courseUrl: '/b?c={courseId}&x="><i>' },
      [{ type: 'City', label: 'Miami <FL> & "co"', latitude: 25.77, longitude: -80.19 }],
      page([deal(1, { id: 'a"b', title: '<img src=x onerror=alert(1)>', courseName: 'A & B <C>' })]),
    ))!;
    expect(html).toContain('Golf deals near Miami &#60;FL&#62; &#38; &#34;co&#34;');
    expect(html).toContain('data-deal="a&#34;b"');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('<p>A &#38; B &#60;C&#62; · Miami, FL · 3.5 mi</p>');
    expect(html).toContain(' at A &#38; B &#60;C&#62;</span>');
    expect(html).toContain(
      'href="/b?c=c1&#38;x=&#34;&#62;&#60;i&#62;&#38;rateType=lightning&#38;dealId=a%22b"',
    );
    for (const raw of ['<img', '<C>', '<i>', '<FL>', 'a"b']) expect(html).not.toContain(raw);
  });

  it('is null when the first render would not show the deals list from these answers', async () => {
    expect(await render({ location: 'Miami', brand: 'cedar-ridge' })).toBeNull(); // no deals page
    expect(await render({})).toBeNull(); // the reader's position
    expect(await render({ location: 'Mi' })).toBeNull(); // too short to look up
    expect(await render({ location: 'Zzqx' }, [])).toBeNull(); // place not found
    expect(await render({ location: 'Miami' }, [{ type: 'Section', label: 'Florida' }])).toBeNull();
    expect(await render({ location: 'Miami' }, new Error('503'))).toBeNull();
    expect(await render({ location: 'Miami' }, MIAMI, new Error('500'))).toBeNull();
    expect(await render({ location: 'Miami' }, MIAMI, page([]))).toBeNull(); // "No deals near…"
    expect(await render({ location: 'Miami' }, MIAMI, page([deal(1, { rateType: 'standard' })]))).toBeNull();
    expect(await render({ location: 'Miami' }, MIAMI, { total: 3 } as DealsPage)).toBeNull();
    expect(await render({ location: 'Miami' }, MIAMI, null as unknown as DealsPage)).toBeNull();
    // A locale Intl does not know: the UI's render throws (its error view).
    expect(await render({ location: 'Miami', locale: 'en-US"><b>' })).toBeNull();
  });

  it('takes the answers of the calls the UI makes: its radius and limit', async () => {
    const props = { location: 'Miami', radius: 40, limit: 5 };
    const api = await preloaded(props, answers(MIAMI, DEALS));
    // Other params are another call: nothing to take.
    expect(dealsFirstScreen(newCss(), { location: 'Miami', radius: 40 }, api)).toBeNull();
    expect(dealsFirstScreen(newCss(), props, await preloaded(props, answers(MIAMI, DEALS)))).not.toBeNull();
  });
});

describe('dealsFirstScreen and the UI’s first render', () => {
  const odd = page([
    deal(1, { title: 'Fish & "chips" <today>', courseName: "O'Hare <Links>", price: 14.5, distance: 0 }),
    deal(2, {
      price: 99,
      regularPrice: 120,
      discountPercent: 18,
      startsOn: '2027-04-01',
      endsOn: '2027-04-30',
    }),
    deal(3, { price: 5, rateType: null, addressState: undefined, discountPercent: undefined }),
  ]);
  const cases: [string, Props, Place[]?, DealsPage?, boolean?][] = [
    ['a place', { location: 'Miami' }],
    ['coordinates', { latitude: 25.77, longitude: -80.19 }],
    ['a brand with the deals page', { location: 'Miami', brand: 'lakeside' }],
    ['radius and limit', { location: 'Miami', radius: 40, limit: 3 }],
    ['another locale', { location: 'Miami', locale: 'fr-FR' }],
    [
      'a course-url, date and players',
      {
        location: 'Miami',
        courseUrl: '/book?c={courseId}&d={date}&p={players}',
        date: '2027-03-10',
        players: 3,
      },
    ],
    ['a picker on the page', { location: 'Miami', date: '2027-05-02', players: 9 }, MIAMI, odd, true],
    ['unusual text and fields', { location: 'Miami', courseUrl: '/b/{courseId}' }, MIAMI, odd],
  ];

  it.each(cases)(
    'is the same markup: %s',
    async (_, props, places = MIAMI, deals = DEALS, picker = false) => {
      if (picker) pickers = [{}];
      const ui = await uiFirstRender(props, places, deals);
      const mine = await render(props, places, deals);
      expect(mine).not.toBeNull();
      expect(canonical(mine!)).toBe(canonical(ui));
      expect(ui).toContain('<li class=');
    },
  );
});
