import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { createPreloads } from '../../src/core/preloads';
import { getSafeStorage } from '../../src/core/safeStorage';
import { stepUrl } from '../../src/domain/booking/pickerRules';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import { canonicalMarkup, newCss, uiMarkup } from '../../tests/support/firstScreenParity';
import { PickerApp } from './App';
import type { PickerProps } from './element';
import { pickerFirstScreen } from './firstScreen';
import { flowKey, updateFlow } from './flow';
import { preloadPicker } from './preloadPicker';
import type { Course, Group, GroupsAnswer } from './types';
import { answerFixture, type Partly } from '../../tests/support/answerFixture';

// 17:00 UTC on 1 March 2027 is 10:00 in Phoenix (no daylight saving): the course's today is 2027-03-01.
const NOW = new Date('2027-03-01T17:00:00Z');
const TODAY = '2027-03-01';

const course = (over: Partly<Course> = {}): { course: Course } => ({
  course: answerFixture<Course>({
    id: '12',
    name: 'Papago',
    formattedAddress: '5595 E Karsten Way, Phoenix, AZ',
    description: 'A desert classic.',
    numHoles: 18,
    parScore: 72,
    slope: 131,
    phone: '(602) 555-0100',
    rating: { value: 4.5, valueRounded: 5 },
    photos: [{ photoMediumUrl: 'https://img.test/papago.jpg?w=96&h=72' }],
    timeZone: 'America/Phoenix',
    ...over,
  }),
});

const group = (i: number, date = TODAY): Group => {
  const hh = String(6 + Math.floor(i / 2)).padStart(2, '0');
  const slot = `${hh}:${i % 2 ? '30' : '00'}`;
  return answerFixture<Group>({
    teeOffAtLocal: `${date}T${slot}:00`,
    timeSlot: slot,
    startingRate: 40 + i + 0.99,
    hotDeals: i % 5 === 2,
    isPrepaid: i % 4 === 3,
    teeTimesCount: 1 + (i % 3),
    numHoles: i % 2 ? [9, 18] : [18],
    isRiding: i % 3 ? [true] : [true, false],
    playersAvailable: 1 + (i % 4),
  });
};

const slots = (count: number, date = TODAY, over: Partly<GroupsAnswer> = {}): GroupsAnswer =>
  answerFixture<GroupsAnswer>({
    summary: {
      date,
      teeTimesCount: count,
      hasPrepaid: true,
      prepaymentDisclaimer: 'Prepaid tee times are non-refundable within 24 hours.',
    },
    teeTimeGroups: Array.from({ length: count }, (_, i) => group(i, date)),
    featuredTeeTimes: count
      ? [
          {
            id: 'f1',
            teeTimeId: 'f1',
            teeOffAtLocal: `${date}T07:10:00`,
            timeSlot: '07:10',
            rateType: 'lightning',
            rateTypeName: 'Lightning',
            price: 29,
            isSoldOut: false,
            isPrepaid: true,
            instantBooking: true,
            provider: { name: 'Teesheet Pro' },
          },
        ]
      : [],
    ...over,
  });

const render = (props: PickerProps & CommonProps, c = course(), s = slots(17)) =>
  pickerFirstScreen(newCss(), props, c, s, NOW);

const count = (html: string, what: string) => html.split(what).length - 1;

afterEach(() => getSafeStorage('session').removeItem(flowKey('12')));

describe('pickerFirstScreen', () => {
  it('escapes the text and attribute values that come from the answers', () => {
    const html = render(
      { courseId: '12' },
      course({
        name: '<b>&"',
        formattedAddress: 'A & B <i>',
        description: '<script>alert(1)</script>',
        photos: [{ photoMediumUrl: 'https://img.test/a.jpg?x="><b>' }],
      }),
      slots(3, TODAY, {
        summary: {
          date: TODAY,
          teeTimesCount: 3,
          hasPrepaid: true,
          prepaymentDisclaimer: 'Pay <now> & "later"',
        },
      }),
    )!;
    expect(html).toContain('aria-label="&#60;b&#62;&#38;&#34;"');
    expect(html).toContain('<h2>&#60;b&#62;&#38;&#34;</h2>');
    expect(html).toContain('A &#38; B &#60;i&#62;');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('src="https://img.test/a.jpg?x=&#34;&#62;&#60;b&#62;"');
    expect(html).toContain('Pay &#60;now&#62; &#38; &#34;later&#34;');
    for (const raw of ['<b>&', 'B <i>', '<script>', '?x="']) expect(html).not.toContain(raw);
  });

  it('is null when the first render would not show the tee-time step with these answers', () => {
    expect(render({})).toBeNull();
    expect(render({ courseId: '13' })).toBeNull(); // another course's answer
    expect(render({ courseId: '12' }, { course: undefined } as unknown as { course: Course })).toBeNull();
    // The course's today has no tee times left: the picker looks for the next day that has some.
    expect(render({ courseId: '12' }, course(), slots(0))).toBeNull();
    // A tee time to open: its rates (or, when gone, a notice the opening effect sets).
    expect(render({ courseId: '12', time: '06:30' })).toBeNull();
    expect(render({ courseId: '12', time: '11:11' })).toBeNull();
    // A reload coming back to a later step of this course and day.
    updateFlow('12', {
      type: 'set',
      step: 'rateTypes',
      authToken: null,
      url: stepUrl('rateTypes', '12', { date: TODAY, timeSlot: '06:30' }),
    });
    expect(render({ courseId: '12' })).toBeNull();
    // …but not another day's.
    expect(render({ courseId: '12', date: '2027-03-02' }, course(), slots(4, '2027-03-02'))).not.toBeNull();
  });

  it('shows the first 15 time slots, then "Show more tee times" when there are more', () => {
    const more = render({ courseId: '12' }, course(), slots(17))!;
    expect(count(more, 'data-slot="true"')).toBe(15);
    expect(count(more, 'Show more tee times')).toBe(1);
    const all = render({ courseId: '12' }, course(), slots(15))!;
    expect(count(all, 'data-slot="true"')).toBe(15);
    expect(all).not.toContain('Show more');
    expect(more).toContain('<h4>Best deals</h4>');
    expect(more).toContain('<b>7:10 AM</b> <span><strong>$29</strong> per player</span>');
    expect(more).toContain('<strong>from $41.99</strong>');
  });

  it('presses the chosen day in the date strip, from the course’s today', () => {
    const html = render({ courseId: '12', date: '2027-03-04' }, course(), slots(4, '2027-03-04'))!;
    const days = [...html.matchAll(/<button type="button" aria-pressed="(\w+)" tabindex="(-?\d)">([^<]+)</g)];
    expect(days.map((d) => d[3])).toEqual(
      Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2027, 2, 1 + i))).map(
        (d) => `${d.toUTCString().slice(0, 3)}, Mar ${d.getUTCDate()}`,
      ),
    );
    expect(days.filter((d) => d[1] === 'true').map((d) => [d[2], d[3]])).toEqual([['0', 'Thu, Mar 4']]);
    expect(days.filter((d) => d[2] === '0')).toHaveLength(1);
    expect(html).toContain('Tee times on Thu, Mar 4');
    expect(html).toContain('min="2027-03-01"');
  });

  it('says the players and filters of the attributes', () => {
    const html = render({ courseId: '12', players: 3, holes: 9, rateType: 'lightning' })!;
    expect(html).toContain('<option selected>3</option>');
    expect(count(html, ' selected>')).toBe(1);
    expect(html).toContain('>Filters (2)</button>');
    expect(render({ courseId: '12' })).toContain('aria-expanded="false">Filters</button>');
  });
});

/** The UI's first render of the same answers and attributes: PickerApp, rendered by React. */
async function uiFirstRender(props: PickerProps & CommonProps, c: { course: Course }, s: GroupsAnswer) {
  const answers = {
    baseURL: 'https://api.test/api',
    appKey: 'k',
    get: (path: string) => Promise.resolve(path.startsWith('v6/courses/') ? c : s),
  } as unknown as ApiClient;
  const preloads = createPreloads(answers);
  await preloadPicker({ props, api: preloads.keeping, brand: getBrand(props.brand) });
  const css = newCss();
  return { css, html: uiMarkup('teetime-picker', PickerApp, props, preloads.taking, css) };
}

describe('pickerFirstScreen and the UI’s first render', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const cases: [string, PickerProps & CommonProps, { course: Course }, GroupsAnswer][] = [
    ['the course’s today', { courseId: '12' }, course(), slots(17)],
    [
      'a date, players, holes and a rate',
      { courseId: '12', date: '2027-03-20', players: 2, holes: 18, rateType: 'lightning' },
      course({ rating: null, photos: [], description: '' }),
      slots(9, '2027-03-20'),
    ],
    ['a day without tee times', { courseId: '12', date: '2027-03-03' }, course(), slots(0, '2027-03-03')],
    ['a past date', { courseId: '12', date: '2026-01-01' }, course(), slots(0, '2026-01-01')],
    ['the reviews tab', { courseId: '12', brand: 'cedar-ridge', tab: 'reviews' }, course(), slots(3)],
    ['the tee details tab', { courseId: '12', tab: 'tee-details' }, course({ name: '<b>&"\'' }), slots(3)],
    [
      'another zone and locale',
      { courseId: '12', locale: 'fr-FR' },
      course({ timeZone: 'Asia/Tokyo' }),
      slots(5, '2027-03-02'),
    ],
  ];

  it.each(cases)('is the same markup: %s', async (_, props, c, s) => {
    const ui = await uiFirstRender(props, c, s);
    const mine = pickerFirstScreen(ui.css, props, c, s, NOW);
    expect(mine).not.toBeNull();
    expect(canonicalMarkup(mine!)).toBe(canonicalMarkup(ui.html));
  });
});
