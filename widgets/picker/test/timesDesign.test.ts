import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getBus } from '../../../src/core/bus';
import { formatPrice } from '../../../src/domain/format';
import { loadScript, mount } from '../../../tests/support/dom';
import {
  axeViolations,
  buttons,
  courseIds,
  isoDay,
  press,
  root,
  sandbox,
  slotButtons,
  stripDays,
  until,
  chips,
  filtersButton,
  openFilters,
  loadPicker,
} from './support';

// Issue 15 items 4, 6, 7, 12, 13, 14: tee-time tiles, the date strip with prices, thumb-sized
// controls without horizontal overflow on a phone, course facts, the deal's date and rate.
const scenario = 'picker-design';
const base = `/sandbox/${scenario}/api`;
let courseId = '';

function picker(attrs: string) {
  const box = mount(`<teetime-picker api-base="${base}" ${attrs}></teetime-picker>`);
  return { box, el: box.querySelector('teetime-picker')! };
}
const pressed = (el: Element) => stripDays(el).find((b) => b.getAttribute('aria-pressed') === 'true');
const visible = (e: Element) => e.getClientRects().length > 0;

describe('<teetime-picker> tee-time step design', () => {
  const fetches: string[] = [];
  const realFetch = window.fetch.bind(window);
  /** Rewrites answers whose URL matches (to play a late evening with no tee times left today). */
  let rewrite: ((url: string, body: Record<string, unknown>) => Record<string, unknown> | null) | null = null;
  before(async function () {
    // The sandbox look-ups: more than the default 10 s on a busy machine.
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    [courseId = ''] = await courseIds(scenario);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      fetches.push(url);
      const res = await realFetch(input, init);
      if (!rewrite || !res.ok) return res;
      const changed = rewrite(url, (await res.clone().json()) as Record<string, unknown>);
      return changed ? new Response(JSON.stringify(changed), { status: 200 }) : res;
    };
  });
  after(async () => {
    window.fetch = realFetch;
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(() => {
    rewrite = null;
    fetches.length = 0;
    getBus().clear('teetime-course-select');
    document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove());
  });

  it('on a 390 px phone: tiles two per row named with time, price per player, holes, cart and players; 44 px controls; no horizontal overflow; axe-clean', async () => {
    await setViewport({ width: 390, height: 844 });
    const { box, el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 2, 'time slots', 8000);
    const tiles = slotButtons(el);
    for (const t of tiles) {
      expect(t.textContent!.replace(/\s+/g, ' ')).to.match(
        /^\d{1,2}:\d\d [AP]M (from )?\$[\d,.]+ per player (9|18|9 or 18) holes (Cart|Walking|Cart or walking) (1 player|Up to \d players)/,
      );
      // Each fact has its icon: a 14 px shape drawn before its text (a CSS mask, not an element).
      const icons = [...t.querySelectorAll('[data-icon]')];
      expect(icons.length).to.be.greaterThan(0);
      for (const icon of icons) {
        const before = getComputedStyle(icon, '::before');
        expect(before.maskImage || before.webkitMaskImage).to.match(/^url\("data:image\/svg\+xml,/);
        expect([before.width, before.height]).to.deep.equal(['14px', '14px']);
      }
    }
    const [a, b, c] = tiles.map((t) => t.getBoundingClientRect());
    expect(a!.top, 'two tiles in the first row').to.equal(b!.top);
    expect(c!.top, 'the third on the next row').to.be.greaterThan(a!.top);
    // Every control is a thumb-sized target, the filter chips opened too.
    filtersButton(el).click();
    await until(() => chips(el).length > 0 && visible(chips(el)[0]!), 'filter chips');
    await until(() => pressed(el)?.querySelector('small')?.textContent?.includes('$'), 'day prices', 8000);
    const controls = [...root(el).querySelectorAll('button, select, input, summary')].filter(visible);
    const small = controls
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width < 44 || r.height < 44)
      .map((r) => `${r.width}x${r.height}`);
    expect(small, 'controls under 44×44 px').to.deep.equal([]);
    const shell = root(el).querySelector<HTMLElement>('.tt-root')!;
    expect(shell.scrollWidth, 'widget overflow').to.be.at.most(shell.clientWidth);
    expect(document.documentElement.scrollWidth, 'page overflow').to.be.at.most(
      document.documentElement.clientWidth,
    );
    expect(await axeViolations(box)).to.deep.equal([]);
    // The course facts are a grid, without the browser's indent.
    const dd = root(el).querySelector('dd')!;
    expect(getComputedStyle(dd.closest('dl')!).display).to.equal('grid');
    expect(getComputedStyle(dd).marginInlineStart).to.equal('0px');
  });

  it('the date strip: two weeks in one scrolling row, each day "from $X" as the sandbox answers, arrow keys move, Enter chooses', async () => {
    await setViewport({ width: 390, height: 844 });
    const { el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const days = await sandbox<{ days: { date: string; min_rate: number | null }[]; last_date: string }>(
      scenario,
      `v6/tee_time_groups/at/${courseId}/days`,
      { date: isoDay(0), days: 14, qty: 1 },
    );
    await until(
      () => stripDays(el).every((b) => b.querySelector('small')!.textContent!.trim()),
      'prices',
      8000,
    );
    const strip = stripDays(el);
    expect(strip).to.have.length(14);
    expect(new Set(strip.map((b) => b.getBoundingClientRect().top)).size, 'one row').to.equal(1);
    const row = root(el).querySelector<HTMLElement>('[role=group][aria-label=Date]')!;
    expect(row.scrollWidth).to.be.greaterThan(row.clientWidth);
    expect(strip.map((b) => b.querySelector('small')!.textContent)).to.deep.equal(
      days.days.map((d) => (d.min_rate === null ? 'No tee times' : `from ${formatPrice(d.min_rate)}`)),
    );
    // Later dates: a date field up to the booking horizon.
    const later = root(el).querySelector<HTMLInputElement>('input[type=date]')!;
    expect([later.min, later.max]).to.deep.equal([isoDay(0), days.last_date]);
    // One tab stop: the chosen day; arrows move, Enter chooses.
    expect(strip.map((b) => b.tabIndex).filter((t) => t === 0)).to.have.length(1);
    pressed(el)!.focus();
    await press('ArrowRight');
    await press('ArrowRight');
    expect(root(el).activeElement === strip[3], 'focus moved two days').to.equal(true);
    await press('Enter');
    await until(() => pressed(el) === stripDays(el)[3], 'day 3 chosen');
    await until(
      () => fetches.some((u) => /tee_time_groups\/at\/[^/]+\?/.test(u) && u.includes(`date=${isoDay(3)}`)),
      'asked',
    );
    // A date beyond the strip from the field.
    later.value = isoDay(40);
    later.dispatchEvent(new Event('input', { bubbles: true }));
    await until(
      () => pressed(el)?.firstChild?.textContent?.includes(String(Number(isoDay(40).slice(8)))),
      'later date',
    );
    expect(stripDays(el)).to.have.length(15);
  });

  it('opens on the first day with tee times when none are left today (late evening)', async () => {
    rewrite = (url, body) => {
      if (/\/days\?/.test(url)) {
        const days = body.days as { date: string; tee_times_count: number; min_rate: number | null }[];
        return {
          ...body,
          days: days.map((d, i) => (i === 0 ? { ...d, tee_times_count: 0, min_rate: null } : d)),
        };
      }
      // Today's slots (asked without a date) are all gone.
      if (/tee_time_groups\/at\/[^/]+\?/.test(url) && !/[?&]date=\d/.test(url))
        return {
          ...body,
          tee_time_groups: [],
          featured_tee_times: [],
          summary: { ...(body.summary as object), tee_times_count: 0 },
        };
      return null;
    };
    const { el } = picker(`course-id="${courseId}"`);
    await until(() => slotButtons(el).length > 0, 'time slots of the next day', 8000);
    expect(stripDays(el).indexOf(pressed(el)!)).to.equal(1);
    await until(
      () => stripDays(el)[0]!.textContent!.includes('No tee times'),
      'today without tee times',
      8000,
    );
    expect(root(el).textContent).not.to.include('No tee times are available');
  });

  it("a deal's link opens the deal's date with its rate chosen (rate-type, or rateType on the bus)", async () => {
    const { el } = picker(`course-id="${courseId}" date="${isoDay(3)}" rate-type="lightning"`);
    await until(() => pressed(el), 'strip', 8000);
    expect(stripDays(el).indexOf(pressed(el)!)).to.equal(3);
    const hot = (await openFilters(el)).find((b) => b.textContent === 'Hot deals')!;
    expect(hot.getAttribute('aria-pressed')).to.equal('true');
    expect(filtersButton(el).textContent).to.equal('Filters (1)');
    expect(
      fetches.some(
        (u) =>
          /tee_time_groups\/at\/[^/]+\?/.test(u) &&
          u.includes(`date=${isoDay(3)}`) &&
          u.includes('rate_types=lightning'),
      ),
      'asked for the deal rate on its date',
    ).to.equal(true);
    el.parentElement!.remove();
    fetches.length = 0;
    const bus = picker('');
    getBus().emit('teetime-course-select', { courseId, date: isoDay(2), rateType: 'senior' });
    await until(() => pressed(bus.el), 'strip', 8000);
    expect(stripDays(bus.el).indexOf(pressed(bus.el)!)).to.equal(2);
    expect(
      (await openFilters(bus.el)).find((b) => b.textContent === 'Senior')!.getAttribute('aria-pressed'),
    ).to.equal('true');
  });

  it('at 1280 px: players, sort and Filters in one toolbar row; "Show N tee times" counts the tiles it shows', async () => {
    await setViewport({ width: 1280, height: 900 });
    const { box, el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const toolbar = [...root(el).querySelectorAll('select'), filtersButton(el)].map((c) =>
      c.getBoundingClientRect(),
    );
    expect(toolbar).to.have.length(3);
    expect(
      toolbar.map((r) => [Math.round(r.top), Math.round(r.height)]),
      'one row: same top and height',
    ).to.deep.equal(toolbar.map(() => [Math.round(toolbar[0]!.top), 44]));
    expect(filtersButton(el).getAttribute('aria-expanded')).to.equal('false');
    filtersButton(el).click();
    await until(() => chips(el).length > 0 && visible(chips(el)[0]!), 'filter chips');
    chips(el)
      .find((b) => b.textContent === 'Walking')!
      .click();
    // The count of the walking tee times (asked for: the button counts once they answer).
    await until(() =>
      fetches.some((u) => /tee_time_groups\/at\/[^/]+\?/.test(u) && u.includes('is_riding=false')),
    );
    const show = await until(
      () => buttons(el).find((b) => /^Show \d+ tee times?$/.test(b.textContent ?? '')),
      'the count',
      8000,
    );
    await until(() => slotButtons(el).length > 0, 'walking tee times', 8000);
    const count = Number(/\d+/.exec(show.textContent!)![0]);
    expect(await axeViolations(box)).to.deep.equal([]);
    show.click();
    await until(() => chips(el).length === 0, 'chips closed');
    expect(root(el).activeElement, 'focus back on Filters').to.equal(filtersButton(el));
    for (let more = buttons(el).find((b) => b.textContent === 'Show more tee times'); more;) {
      more.click();
      await new Promise((r) => setTimeout(r, 50));
      more = buttons(el).find((b) => b.textContent === 'Show more tee times');
    }
    expect(slotButtons(el).length, 'the tiles shown').to.equal(count);
  });

  it('tile prices stay on one line, at 1280 px and on a phone; a banner fills its row without a gap above it', async () => {
    for (const width of [1280, 390]) {
      await setViewport({ width, height: 900 });
      const { el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
      await until(() => slotButtons(el).length > 11, 'time slots', 8000);
      for (const t of slotButtons(el)) {
        const strong = t.querySelector('b + span > strong')!;
        const lh = parseFloat(getComputedStyle(strong).lineHeight);
        expect(strong.getClientRects(), `${strong.textContent} one box`).to.have.length(1);
        expect(strong.getBoundingClientRect().height, `${strong.textContent} one line`).to.be.at.most(lh + 1);
        // "per player" (the text after the price) on one line too.
        const range = document.createRange();
        range.selectNodeContents(strong.parentElement!);
        range.setStartAfter(strong);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top));
        expect(lines.size, `${t.textContent} "per player" on one line`).to.equal(1);
      }
      if (width === 1280) {
        await until(() => root(el).querySelector('li[style]'), 'a banner', 8000);
        const banner = root(el).querySelector('li[style]')!.getBoundingClientRect();
        const tops = slotButtons(el).map((b) => b.getBoundingClientRect().top);
        const columns = tops.filter((t) => t === tops[0]).length;
        const above = tops.filter((t) => t < banner.top).length;
        expect(columns, 'several tiles a row').to.be.greaterThan(2);
        expect(above % columns, 'the rows above the banner are full').to.equal(0);
      }
      el.parentElement!.remove();
    }
  });

  it('the date strip opened on a late day scrolls that day into view, without scrolling the page', async () => {
    await setViewport({ width: 390, height: 844 });
    const { el } = picker(`course-id="${courseId}" date="${isoDay(11)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const row = root(el).querySelector<HTMLElement>('[role=group][aria-label=Date]')!;
    expect(pressed(el), 'the 12th day is chosen').to.equal(stripDays(el)[11]);
    // Scrolled in the frame after the tee times commit, before that frame paints.
    const inView = () => {
      const day = pressed(el)!.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      return day.left >= box.left && day.right <= box.right;
    };
    await until(inView, 'the chosen day inside the strip', 4000);
    await until(
      () => stripDays(el).every((b) => b.querySelector('small')!.textContent!.trim()),
      'prices',
      8000,
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(inView(), 'still in view once the prices are in').to.equal(true);
    expect(window.scrollX, 'the page did not scroll sideways').to.equal(0);
    el.parentElement!.remove();
  });

  it('the date strip fades out at its right edge: there are more days than fit', async () => {
    await setViewport({ width: 390, height: 844 });
    // A day with tee times (the course's today may have none left at the pinned hour).
    const { el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const row = root(el).querySelector<HTMLElement>('[role=group][aria-label=Date]')!;
    expect(row.scrollWidth, 'more days than fit').to.be.greaterThan(row.clientWidth);
    expect(getComputedStyle(row).maskImage, 'a fade to transparent').to.match(
      /^linear-gradient\(.*(transparent|rgba\(0, 0, 0, 0\))\)$/,
    );
    // The last day scrolls out of the fade.
    row.scrollLeft = row.scrollWidth;
    const last = stripDays(el).at(-1)!.getBoundingClientRect();
    expect(last.right).to.be.at.most(row.getBoundingClientRect().right - 40 + 1);
  });

  it('the reserved height leaves no empty space under a shorter step once the golfer moves on', async () => {
    await setViewport({ width: 1280, height: 900 });
    const { el } = picker(`course-id="${courseId}" date="${isoDay(1)}"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const shell = () => root(el).querySelector<HTMLElement>('.tt-root')!.getBoundingClientRect().height;
    const host = el as HTMLElement;
    expect(getComputedStyle(host).minHeight, 'reserved for the first screen').to.equal('800px');
    expect(shell(), 'the first screen fills it').to.be.at.least(800);
    slotButtons(el)[0]!.click();
    await until(() => root(el).querySelector('h3')?.textContent?.startsWith('Choose a rate'), 'rates');
    await until(() => buttons(el, 'ul button').length > 0, 'rate tiles', 8000);
    expect(shell(), 'a shorter step').to.be.below(800);
    expect(host.getBoundingClientRect().height - shell(), 'no empty space under it').to.be.at.most(1);
  });
});
