import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { createPreloads } from '../../src/core/preloads';
import { AUTOCOMPLETE_PATH } from '../../src/domain/search/autocompleteRules';
import type { SearchLocation } from '../../src/domain/search/searchFilters';
import { LOCATION_LIST_PATH } from '../../src/domain/search/toApiParams';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import { canonicalMarkup, newCss, uiMarkup } from '../../tests/support/firstScreenParity';
import type { SearchProps } from './element';
import { searchFirstScreen } from './firstScreen';
import { preloadSearch } from './preloadSearch';
import type { ListCourse, LocationListAnswer } from './types';
import { answerFixture, type Partly } from '../../tests/support/answerFixture';

// Noon UTC on 24 November 2026: that day in the viewer's zone (UTC−11 to UTC+11), as `today()` reads it.
const NOW = new Date('2026-11-24T12:00:00Z');

type Props = SearchProps & CommonProps;

const AUSTIN: SearchLocation = {
  id: 'c1',
  type: 'City',
  name: 'Austin',
  label: 'Austin, TX',
  hierarchizedUrl: '/explore/us/tx/austin',
  latitude: 30.27,
  longitude: -97.74,
};

const course = (i: number, over: Partly<ListCourse> = {}): ListCourse =>
  answerFixture<ListCourse>({
    id: String(100 + i),
    name: `Course ${i}`,
    addressCity: 'Austin',
    addressState: 'TX',
    photos: [{ photoMediumUrl: `https://img.test/${i}.jpg?size=medium&v=1` }],
    distance: i / 2,
    rating: { value: 3 + (i % 3) / 2 },
    minRate: 20 + i + 0.99,
    isFavorite: false,
    nextAvailableTimes: ['2026-11-24T08:30:00', '2026-11-24T09:10:00', '2026-11-24T08:30:00'],
    hasTeeTimes: true,
    hasForeplayReviewsImageUrl: i % 2 ? `https://img.test/foreplay/${i}.svg` : null,
    ...over,
  });

const listAnswer = (count: number, over: Partly<LocationListAnswer> = {}): LocationListAnswer =>
  answerFixture<LocationListAnswer>({
    locationResults: Array.from({ length: Math.min(count, 15) }, (_, i) => course(i)),
    coursesWithoutTeeTimes: [],
    deals: [],
    banners: [],
    content: { title: 'Golf courses in Austin, TX' },
    total: count,
    page: 1,
    ...over,
  });

/** An API whose calls answer the place's suggestions and its course list (or fail with `Error`). */
const answering = (suggestions: unknown, list: unknown): ApiClient =>
  ({
    baseURL: 'https://api.test/api',
    appKey: 'k',
    get: (path: string) => {
      const answer =
        path === AUTOCOMPLETE_PATH ? suggestions : path === LOCATION_LIST_PATH ? list : undefined;
      return answer instanceof Error || answer === undefined
        ? Promise.reject(answer ?? new Error(`no ${path}`))
        : Promise.resolve(structuredClone(answer));
    },
  }) as unknown as ApiClient;

/** The taking client after the element's preload (its first calls) has settled. */
async function preloaded(props: Props, suggestions: unknown = [AUSTIN], list: unknown = listAnswer(20)) {
  const preloads = createPreloads(answering(suggestions, list));
  await preloadSearch({ props, api: preloads.keeping, brand: getBrand(props.brand) });
  return preloads.taking;
}

const render = async (props: Props, suggestions?: unknown, list?: unknown) =>
  searchFirstScreen(newCss(), props, await preloaded(props, suggestions, list));

const count = (html: string, what: string) => html.split(what).length - 1;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('searchFirstScreen', () => {
  it('escapes the text and attribute values that come from the answers', async () => {
    const list = listAnswer(3, {
      content: { title: 'Golf <em>near</em> "A & B"' },
      locationResults: [
        course(1, {
          name: '<b>&"',
          addressCity: 'A & B <i>',
          photos: [{ photoMediumUrl: 'https://img.test/a.jpg?x="><b>' }],
          hasForeplayReviewsImageUrl: 'https://img.test/f.svg?a=1&b="',
        }),
        course(2, {
          minRate: null,
          hasTeeTimes: false,
          bookingSiteUrl: 'https://club.test/book?a=1&b="<x>',
          nextAvailableTimes: [],
        }),
        course(3, { minRate: null, hasTeeTimes: false, phone: '<555> & "1"', nextAvailableTimes: [] }),
      ],
    });
    const html = (await render({ location: 'Austin' }, [{ ...AUSTIN, label: 'Aus<tin> & "TX"' }], list))!;
    expect(html).toContain('<h2 tabindex="-1">Golf &#60;em&#62;near&#60;/em&#62; &#34;A &#38; B&#34;</h2>');
    expect(html).toContain('aria-label="&#60;b&#62;&#38;&#34;"');
    expect(html).toContain('alt="Photo of &#60;b&#62;&#38;&#34;"');
    expect(html).toContain('class="tt-link">&#60;b&#62;&#38;&#34;</button>');
    expect(html).toContain('<p>A &#38; B &#60;i&#62;, TX · 0.5 mi');
    expect(html).toContain('src="https://img.test/a.jpg?x=&#34;&#62;&#60;b&#62;"');
    expect(html).toContain('src="https://img.test/f.svg?a=1&#38;b=&#34;"');
    expect(html).toContain('href="https://club.test/book?a=1&#38;b=&#34;&#60;x&#62;"');
    expect(html).toContain(
      'href="tel:&#60;555&#62; &#38; &#34;1&#34;">Call &#60;555&#62; &#38; &#34;1&#34;</a>',
    );
    expect(html).toContain('value="Aus&#60;tin&#62; &#38; &#34;TX&#34;"');
    expect(html).toContain('<p>Aus&#60;tin&#62; &#38; &#34;TX&#34; · Tue, Nov 24</p>');
    for (const raw of ['<b>&', 'B <i>', '<em>', '?x="', '&b="', 'Aus<tin>', '<555>'])
      expect(html).not.toContain(raw);
  });

  it('is null when the first render would not show the place’s course list from these answers', async () => {
    expect(await render({})).toBeNull(); // no location
    expect(await render({ location: 'Austin', syncUrl: true })).toBeNull();
    expect(await render({ location: '/explore/us/tx/austin' })).toBeNull(); // a path: the UI asks itself
    expect(await render({ location: 'Austin' }, new Error('503'))).toBeNull(); // suggestions failed
    expect(await render({ location: 'Austin' }, [])).toBeNull(); // no suggestion
    expect(await render({ location: 'Austin' }, { error: 'odd' })).toBeNull(); // not a list of them
    expect(await render({ location: 'Papago' }, [{ type: 'Course', id: '12', name: 'Papago' }])).toBeNull();
    expect(
      await render({ location: 'Desert' }, [{ type: 'Section', slug: 'desert-golf', name: 'Desert' }]),
    ).toBeNull();
    expect(await render({ location: 'Austin' }, [AUSTIN], new Error('500'))).toBeNull(); // list failed
    expect(await render({ location: 'Austin' }, [AUSTIN], { error: 'odd' })).toBeNull(); // not a list
    expect(await render({ location: 'Austin' }, [AUSTIN], listAnswer(0))).toBeNull(); // no courses
    const nameless = listAnswer(1, { locationResults: [{ id: '1' } as ListCourse] });
    expect(await render({ location: 'Austin' }, [AUSTIN], nameless)).toBeNull();
    // Answers the UI would not take: another place's suggestions, another search's list.
    const other = await preloaded({ location: 'Austin', players: 2 });
    expect(searchFirstScreen(newCss(), { location: 'Dallas', players: 2 }, other)).toBeNull();
    const same = await preloaded({ location: 'Austin', players: 2 });
    expect(searchFirstScreen(newCss(), { location: 'Austin', players: 3 }, same)).toBeNull();
    // Each answer is taken once, as the UI takes it.
    const once = await preloaded({ location: 'Austin' });
    expect(searchFirstScreen(newCss(), { location: 'Austin' }, once)).not.toBeNull();
    expect(searchFirstScreen(newCss(), { location: 'Austin' }, once)).toBeNull();
  });

  it('shows six entries of the list, its count and "Load more"', async () => {
    // cedar-ridge: no membership banner, so six cards.
    const html = (await render({ location: 'Austin', brand: 'cedar-ridge' }))!;
    expect(count(html, '<article class="tt-card"')).toBe(6);
    expect(count(html, '<li><article')).toBe(6);
    expect(html).toContain('<ul class="tt-list" aria-busy="true">');
    expect(html).toContain('<p role="status" class="tt-summary">20 courses near Austin, TX</p>');
    expect(html).toContain('<button type="button" class="tt-button">Load more (15 of 20)</button>');
    expect(html).toContain('from <strong>$20.99</strong> per player');
    // Next times: distinct, as the chips show them.
    expect(html).toContain(
      '<ul class="tt-times" aria-label="Next tee times at Course 0"><li><button type="button" class="tt-chip">8:30 AM</button></li><li><button type="button" class="tt-chip">9:10 AM</button></li></ul>',
    );
    // The main brand: a membership banner takes the sixth place.
    const main = (await render({ location: 'Austin' }))!;
    expect(count(main, '<article class="tt-card"')).toBe(5);
    expect(count(main, '<div class="tt-banner">')).toBe(1);
    // A short list: its courses without tee times follow, nothing more to load.
    const short = (await render(
      { location: 'Austin', brand: 'cedar-ridge' },
      [AUSTIN],
      listAnswer(3, {
        coursesWithoutTeeTimes: [course(9, { minRate: null, hasTeeTimes: false, phone: '555' })],
      }),
    ))!;
    expect(count(short, '<article class="tt-card"')).toBe(4);
    expect(short).toContain('aria-busy="false"');
    expect(short).toContain('4 courses near Austin, TX');
    expect(short).toContain('No tee times online here');
    expect(short).not.toContain('Load more');
  });

  it('says the search of the attributes: form, filters, sort and summary', async () => {
    const html = (await render({
      location: 'Austin',
      players: 2,
      holes: 18,
      date: '2026-11-27',
      hotDeals: true,
    }))!;
    expect(html).toContain('<p>Austin, TX · Fri, Nov 27 · 2 players · 18 holes</p>');
    expect(html).toContain('<option value="18" selected>18</option>');
    expect(html).toContain('<option value="2" selected>2</option>');
    expect(html).toContain('<option value="distance" selected>Nearest</option>');
    expect(count(html, ' selected>')).toBe(3);
    expect(html).toContain('min="2026-11-24" type="text" readonly tabindex="-1">');
    expect(html).toContain(
      'Filters<span class="tt-count"> 1<span class="tt-visually-hidden"> active</span></span>',
    );
    expect(html).toContain('20 courses near Austin, TX on Fri, Nov 27 for 2 players, 18 holes');
    expect(html.startsWith('<div class="tt-root" lang="en-US"><div><div class="')).toBe(true);
    expect(await render({ location: 'Austin', locale: 'fr-FR' })).toMatch(
      /^<div class="tt-root" lang="fr-FR">/,
    );
  });
});

/** The UI's first render of the same answers and attributes: SearchApp, rendered by React. */
async function uiFirstRender(props: Props, suggestions: unknown, list: unknown) {
  // The UI's modules listen to the page as they load (quietFocus): a node stand-in for them.
  vi.stubGlobal('addEventListener', () => undefined);
  const { SearchApp } = await import('./App');
  const css = newCss();
  const api = await preloaded(props, suggestions, list);
  return { css, html: uiMarkup('teetime-search', SearchApp, props, api, css) };
}

describe('searchFirstScreen and the UI’s first render', () => {
  afterAll(() => vi.unstubAllGlobals());

  const cases: [string, Props, unknown, unknown][] = [
    ['a city', { location: 'Austin' }, [AUSTIN], listAnswer(20)],
    [
      'players, holes, a date, a brand and a locale',
      {
        location: 'Austin',
        players: 2,
        holes: 18,
        date: '2026-11-27',
        brand: 'cedar-ridge',
        locale: 'en-GB',
      },
      [AUSTIN],
      listAnswer(17, {
        deals: [{ id: 'd1', title: 'Deal', courseId: '101' }],
        locationResults: Array.from({ length: 15 }, (_, i) =>
          course(i, i === 1 ? { isFavorite: true, rating: null, distance: null, addressState: '' } : {}),
        ),
      }),
    ],
    [
      'hot deals, a banner and courses without tee times',
      { location: 'Austin', brand: 'lakeside', hotDeals: true },
      [AUSTIN],
      listAnswer(3, {
        deals: [{ id: 'd1', title: 'Deal', courseId: '101' }],
        banners: [{ id: 'b', title: 'Members & friends', body: 'Save <more>' }],
        coursesWithoutTeeTimes: [
          course(7, { minRate: null, hasTeeTimes: false, bookingSiteUrl: 'https://club.test/?a=1&b=2' }),
          course(8, { minRate: null, hasTeeTimes: false, phone: '(512) 555-0100', photos: [] }),
        ],
        locationResults: [course(0), course(1, { minRate: null, nextAvailableTimes: [] }), course(2)],
      }),
    ],
    [
      'a state, its name sort and odd text',
      { location: 'Texas' },
      [
        {
          id: 's1',
          type: 'State',
          name: 'Texas',
          label: 'Tex<as> & "co"',
          hierarchizedUrl: '/explore/us/tx',
        },
      ],
      listAnswer(8, {
        content: {},
        locationResults: Array.from({ length: 8 }, (_, i) => course(i, { name: `A&B <${i}> "x"` })),
      }),
    ],
  ];

  it.each(cases)('is the same markup: %s', async (_, props, suggestions, list) => {
    const ui = await uiFirstRender(props, suggestions, list);
    const mine = searchFirstScreen(ui.css, props, await preloaded(props, suggestions, list));
    expect(mine).not.toBeNull();
    expect(canonicalMarkup(mine!)).toBe(canonicalMarkup(ui.html));
  });
});
