import { expect } from 'chai';
import { today } from '../../../src/domain/format';
import { dealDate } from '../../../src/domain/search/dealsRules';
import { buttonIn, mount, nextFrame, shadowOf, textIn, until } from '../../../tests/support/dom';
import {
  byText,
  cards,
  fakeGeolocation,
  focusOn,
  heading,
  mountDeals,
  prices,
  sandbox,
  sorted,
  typeInto,
  waitForCards,
  loadDeals,
} from './helpers';

const api = sandbox('deals');
const ids = (el: Element) =>
  cards(el).map((li) => li.querySelector('[data-deal]')!.getAttribute('data-deal'));

describe('<teetime-deals>', () => {
  before(() => loadDeals());
  afterEach(() =>
    document.querySelectorAll('teetime-deals, teetime-picker').forEach((n) => n.parentElement?.remove()),
  );

  it('resolves a location through autocomplete and lists its special deals, lowest price first', async () => {
    const place = await api.place('New York');
    const { total } = await api.dealsNear(place);
    expect(total).to.be.greaterThan(3);
    // (A skeleton shows only when the deals take longer than the UI waits for them: a11y.test.ts.)
    const el = mountDeals(`location="New York" api-base="${api.base}"`);
    await waitForCards(el);
    expect(heading(el)).to.equal(`Golf deals near ${place.label}`);
    expect(cards(el)).to.have.length(total > 15 ? 15 : total);
    expect(prices(el)).to.deep.equal(sorted(prices(el)));
    expect(textIn(el, '#tt-deals-count')).to.equal(`Showing ${cards(el).length} of ${total} deals`);
  });

  it('shows and asks nothing for a brand with the dealsPage feature off (cedar-ridge)', async () => {
    const calls: string[] = [];
    const real = window.fetch;
    window.fetch = (input, init) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return real(input, init);
    };
    try {
      const off = mountDeals(`brand="cedar-ridge" location="New York" api-base="${api.base}"`);
      const on = mountDeals(`brand="lakeside" location="New York" api-base="${api.base}"`);
      await waitForCards(on);
      expect(shadowOf(off).querySelector('section, li, h2')).to.equal(null);
      // Only the lakeside element asked (one autocomplete, one page of deals).
      expect(calls.filter((u) => u.includes('deals/near'))).to.have.length(1);
      expect(calls.filter((u) => u.includes('search/autocomplete-v2'))).to.have.length(1);
    } finally {
      window.fetch = real;
    }
  });

  it('takes latitude/longitude over location, and pages with "More deals" until there are no more', async () => {
    const place = await api.place('New York');
    const { deals, total } = await api.dealsNear(place);
    const el = mountDeals(
      `location="Austin" latitude="${place.latitude}" longitude="${place.longitude}" limit="3" api-base="${api.base}"`,
    );
    await waitForCards(el, 3);
    expect(heading(el)).to.equal('Golf deals');
    // The first page is the API's three nearest, shown lowest price first.
    expect(sorted(prices(el))).to.deep.equal(sorted(deals.slice(0, 3).map((d) => d.price)));
    let shown = 3;
    while (shown < total) {
      const before = ids(el);
      buttonIn(el, 'More deals').click();
      shown = Math.min(shown + 3, total);
      await waitForCards(el, shown);
      // The new page goes below, lowest price first; the deals shown before keep their places.
      expect(ids(el).slice(0, before.length)).to.deep.equal(before);
      const added = prices(el).slice(before.length);
      expect(added).to.deep.equal(sorted(added));
    }
    expect(sorted(prices(el))).to.deep.equal(sorted(deals.map((d) => d.price)));
    expect(byText(el, 'button', 'More deals')).to.equal(undefined);
  });

  it('"More deals" appends below: the scroll position and the order stay, focus moves to the first new deal', async () => {
    const place = await api.place('New York');
    const above = mount('<div style="height: 1200px"></div>');
    const el = mountDeals(
      `latitude="${place.latitude}" longitude="${place.longitude}" limit="3" api-base="${api.base}"`,
    );
    const below = mount('<div style="height: 1200px"></div>');
    try {
      await waitForCards(el, 3);
      const more = buttonIn(el, 'More deals');
      more.scrollIntoView({ block: 'center' });
      const y = window.scrollY;
      expect(y).to.be.above(0);
      const before = ids(el);
      more.click();
      await waitForCards(el, 6);
      await nextFrame();
      expect(window.scrollY).to.equal(y);
      expect(ids(el).slice(0, 3)).to.deep.equal(before);
      expect(shadowOf(el).activeElement).to.equal(cards(el)[3]!.querySelector('[data-deal]'));
    } finally {
      above.remove();
      below.remove();
      window.scrollTo(0, 0);
    }
  });

  it('limits the search to the radius attribute', async () => {
    const place = await api.place('New York');
    const all = await api.dealsNear(place);
    const near = await api.get<{ total: number }>(
      `v6/deals/near?lat=${place.latitude}&lon=${place.longitude}&radius=3&limit=50`,
    );
    expect(near.total).to.be.greaterThan(0).and.lessThan(all.total);
    const el = mountDeals(`location="New York" radius="3" api-base="${api.base}"`);
    await waitForCards(el, near.total);
    expect(textIn(el, '#tt-deals-count')).to.equal(`Showing ${near.total} of ${near.total} deals`);
  });

  it('says so when there are no deals near the place, and lets the reader try another', async () => {
    const austin = await api.place('Austin');
    expect((await api.dealsNear(austin)).total).to.equal(0);
    const el = mountDeals(`location="Austin" api-base="${api.base}"`);
    await until(() => textIn(el, 'section > p').startsWith('No deals'), 'empty state');
    expect(textIn(el, 'section > p')).to.equal(`No deals near ${austin.label} right now. Try another place.`);
    typeInto(shadowOf(el).querySelector('input')!, 'Miami');
    await nextFrame();
    buttonIn(el, 'Find deals').click();
    await waitForCards(el);
    expect(heading(el)).to.match(/^Golf deals near Miami/);
    await focusOn(el, 'h2');
  });

  it('explains a place it cannot find, keeps the text, and checks the typed place', async () => {
    const el = mountDeals(`location="Qqqzzx" api-base="${api.base}"`);
    await until(() => textIn(el, '[role=alert]'), 'not found');
    expect(textIn(el, '[role=alert]')).to.equal(
      "We couldn't find \u201cQqqzzx\u201d. Try a town, city or zip code.",
    );
    const input = shadowOf(el).querySelector('input')!;
    expect(input.value).to.equal('Qqqzzx');
    typeInto(input, 'Mi');
    await nextFrame();
    buttonIn(el, 'Find deals').click();
    await until(() => textIn(el, '.tt-field-error'), 'field error');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(textIn(el, '.tt-field-error')).to.equal('Type at least 3 letters of a town, city or zip code.');
  });

  it('shows a friendly error with "Try again" when the API fails, and recovers', async () => {
    const real = window.fetch;
    let fail = true;
    window.fetch = (input, init) =>
      fail && String(input).includes('deals/near')
        ? Promise.reject(new TypeError('offline'))
        : real(input, init);
    try {
      const el = mountDeals(`location="Miami" api-base="${api.base}"`);
      await until(() => textIn(el, '[role=alert] p'), 'error');
      expect(textIn(el, '[role=alert] p')).to.equal(
        'We could not reach the booking service. Check your connection, then try again.',
      );
      fail = false;
      buttonIn(el, 'Try again').click();
      await waitForCards(el);
    } finally {
      window.fetch = real;
    }
  });

  it('keeps the list when "More deals" fails, and "Try again" loads the page', async () => {
    const real = window.fetch;
    let fail = false;
    window.fetch = (input, init) =>
      fail && String(input).includes('page=2') ? Promise.reject(new TypeError('offline')) : real(input, init);
    try {
      const el = mountDeals(`location="New York" limit="2" api-base="${api.base}"`);
      await waitForCards(el, 2);
      fail = true;
      buttonIn(el, 'More deals').click();
      await until(() => textIn(el, '[role=alert] p'), 'error');
      expect(textIn(el, '[role=alert] p')).to.equal('Network error, check your connection and try again.');
      expect(cards(el)).to.have.length(2);
      fail = false;
      buttonIn(el, 'Try again').click();
      await waitForCards(el, 4);
      expect(shadowOf(el).querySelector('[role=alert]')).to.equal(null);
    } finally {
      window.fetch = real;
    }
  });

  it('opens a deal (GET v6/deals/{id}) with focus on its heading, and "Back" returns focus to the deal', async () => {
    const place = await api.place('Miami');
    const { deals } = await api.dealsNear(place);
    const el = mountDeals(`location="Miami" api-base="${api.base}"`);
    await waitForCards(el);
    const cheapest = [...deals].sort((a, b) => a.price - b.price)[0]!;
    const opener = shadowOf(el).querySelector<HTMLButtonElement>(`[data-deal="${cheapest.id}"]`)!;
    expect(opener.textContent).to.equal(cheapest.title);
    opener.click();
    await until(
      () => textIn(el, 'article p') && !shadowOf(el).querySelector('article [aria-busy]'),
      'detail',
    );
    const title = shadowOf(el).querySelector('article h3')!;
    expect(title.textContent).to.equal(cheapest.title);
    await focusOn(el, 'article h3');
    expect(byText(el, 'article p', cheapest.description)).to.not.equal(undefined);
    expect(cards(el)).to.have.length(0);
    buttonIn(el, 'Back to deals').click();
    await waitForCards(el);
    await focusOn(el, `[data-deal="${cheapest.id}"]`);
  });

  it('says a deal has ended when the API no longer knows it', async () => {
    const real = window.fetch;
    window.fetch = (input, init) =>
      /deals\/d\d+$/.test(String(input).split('?')[0]!)
        ? real(String(input).replace(/d\d+$/, 'd-gone'), init)
        : real(input, init);
    try {
      const el = mountDeals(`location="Miami" api-base="${api.base}"`);
      await waitForCards(el);
      shadowOf(el).querySelector<HTMLButtonElement>('[data-deal]')!.click();
      await until(() => textIn(el, 'article [role=alert]'), 'ended');
      expect(textIn(el, 'article [role=alert]')).to.equal('This deal has ended.');
      expect(byText(el, 'button', 'Try again')).to.equal(undefined);
    } finally {
      window.fetch = real;
    }
  });

  it('links each deal through the course-url template as a real link, with its price per player', async () => {
    const place = await api.place('Miami');
    const { deals } = await api.dealsNear(place);
    const el = mountDeals(
      `location="Miami" date="2026-12-05" players="2" course-url="/book?course={courseId}&date={date}&players={players}" api-base="${api.base}"`,
    );
    await waitForCards(el);
    const links = cards(el).map((li) => li.querySelector('a')!);
    expect(links.every((a) => a.textContent!.startsWith('Book a tee time at '))).to.equal(true);
    const first = deals.find((d) => links[0]!.textContent!.endsWith(d.course_name))!;
    // The deal's day (2026-12-05 moved into the deal's run) and its rate, for the picker to open.
    const day = dealDate({ startsOn: first.starts_on, endsOn: first.ends_on }, '2026-12-05', today());
    expect(links[0]!.getAttribute('href')).to.equal(
      `/book?course=${first.course_id}&date=${day}&players=2&rateType=lightning&dealId=${first.id}`,
    );
    // Green fees are per player: the card says so beside the price.
    const card = links[0]!.closest('li')!;
    expect(card.querySelector('strong')!.nextElementSibling!.textContent).to.equal('per player');
  });

  it('shows no booking link without a picker or a template', async () => {
    const el = mountDeals(`location="Miami" api-base="${api.base}"`);
    await waitForCards(el);
    expect(shadowOf(el).querySelectorAll('li a, li .tt-button')).to.have.length(0);
  });

  it('hands a deal to the <teetime-picker> on the page: teetime-course-select on the element and the bus', async () => {
    const el = mountDeals(
      `location="Miami" date="2026-12-05" players="3" course-url="/book/{courseId}" api-base="${api.base}"`,
    );
    el.parentElement!.appendChild(document.createElement('teetime-picker'));
    await waitForCards(el);
    const events: CustomEvent[] = [];
    document.addEventListener('teetime-course-select', (e) => events.push(e as CustomEvent), { once: true });
    const bus = (window as unknown as Record<symbol, { on(t: string, f: (d: unknown) => void): () => void }>)[
      Symbol.for('teetime.bus.v1')
    ]!;
    const heard: unknown[] = [];
    const off = bus.on('teetime-course-select', (d) => heard.push(d));
    heard.length = 0; // the sticky topic replays an earlier selection on subscribe
    expect(cards(el)[0]!.querySelector('a')).to.equal(null);
    const book = cards(el)[0]!.querySelector('button.tt-button') as HTMLButtonElement;
    book.click();
    off();
    const courseName = book.textContent!.replace('Book a tee time at ', '');
    expect(events[0]!.composed).to.equal(true);
    const { deals } = await api.dealsNear(await api.place('Miami'));
    const deal = deals.find((d) => d.course_name === courseName)!;
    const day = dealDate({ startsOn: deal.starts_on, endsOn: deal.ends_on }, '2026-12-05', today());
    expect(events[0]!.detail).to.deep.include({ date: day, players: 3, courseName, rateType: 'lightning' });
    expect(events[0]!.detail.courseId).to.be.a('string');
    expect(heard).to.deep.equal([events[0]!.detail]);
  });

  it('uses the reader’s position when no place is given', async () => {
    const place = await api.place('Miami');
    const undo = fakeGeolocation(place);
    try {
      const el = mountDeals(`api-base="${api.base}"`);
      await waitForCards(el);
      expect(heading(el)).to.equal('Golf deals near you');
      expect(cards(el)).to.have.length((await api.dealsNear(place)).total);
    } finally {
      undo();
    }
  });

  it('says "User denied Geolocation" and lets the reader type a place instead', async () => {
    const undo = fakeGeolocation({ code: 1 });
    try {
      const el = mountDeals(`api-base="${api.base}"`);
      await until(() => textIn(el, '[role=alert]'), 'denied');
      expect(textIn(el, '[role=alert]')).to.equal('User denied Geolocation');
      typeInto(shadowOf(el).querySelector('input')!, 'New York');
      await nextFrame();
      buttonIn(el, 'Find deals').click();
      await waitForCards(el);
      expect(heading(el)).to.match(/^Golf deals near New York/);
    } finally {
      undo();
    }
  });

  it('shows the maintenance notice while the API is down for maintenance, and the deals after', async () => {
    const maint = sandbox('deals-maintenance');
    const admin = {
      'X-Api-Key': 'demo-teetime',
      'X-Admin-Token': 'demo-admin',
      'Content-Type': 'application/json',
    };
    const switchTo = (enabled: boolean) =>
      fetch(`${maint.base}/v6/status/maintenance`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ enabled }),
      });
    await switchTo(true);
    try {
      const el = mountDeals(`location="Miami" api-base="${maint.base}"`);
      await until(() => textIn(el, '[role=status] h2') === "We're doing some maintenance", 'notice');
      await switchTo(false);
      buttonIn(el, 'Check again').click();
      await waitForCards(el);
    } finally {
      await switchTo(false);
    }
  });

  it('is one column in a sidebar and several on a full page (container query)', async () => {
    const el = mountDeals(`location="New York" api-base="${api.base}"`);
    const box = el.parentElement!;
    const columns = () =>
      getComputedStyle(shadowOf(el).querySelector('ul')!).gridTemplateColumns.split(' ').length;
    box.style.width = '300px';
    await waitForCards(el);
    expect(columns()).to.equal(1);
    box.style.width = '600px';
    await until(() => columns() === 2, 'two columns');
    box.style.width = '1000px';
    await until(() => columns() === 3, 'three columns');
  });
});
