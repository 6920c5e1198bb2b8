import { expect } from 'chai';
import {
  asUser,
  axeViolations,
  bookByApi,
  button,
  cleanup,
  field,
  findTeeTime,
  loadAll,
  mountCheckout,
  scenario,
  signIn,
  text,
  waitText,
} from './helpers';
import { until } from '../../../tests/support/dom';

// The checkout page variants that read the page URL (from-url): the course id in the path and
// the query values the picker's checkout-url appends, and failureSteps opening a failure page.
describe('teetime-checkout: from-url', () => {
  const page = location.pathname + location.search;
  const prepares: string[] = [];
  const realFetch = window.fetch.bind(window);
  before(async () => {
    await loadAll();
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/reservations/prepare')) prepares.push(String(init?.body ?? ''));
      return realFetch(input, init);
    };
  });
  after(() => {
    window.fetch = realFetch;
  });
  afterEach(async () => {
    history.replaceState(null, '', page);
    prepares.length = 0;
    await cleanup();
  });

  it('checks out the tee time of /checkout/at/{courseId}?teeTimeId=…&players=2&isGuest=true', async () => {
    const base = scenario('url');
    const found = await findTeeTime(base, { qty: 2 });
    history.replaceState(
      null,
      '',
      `/checkout/at/${found.courseId}?teeTimeId=${encodeURIComponent(found.teeTimeId)}&players=2&date=${found.date}&isGuest=true`,
    );
    const { el, box } = await mountCheckout({ 'api-base': base, 'from-url': true });
    await waitText(el, 'Your details');
    expect((field(el, 'Players') as unknown as HTMLSelectElement).value).to.equal('2');
    expect(JSON.parse(prepares[0]!)).to.include({ qty: 2, is_guest: true });
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('sends the offer the URL names (provider, source provider, booking URL) with the preparation', async () => {
    const base = scenario('url-offer');
    const found = await findTeeTime(base);
    history.replaceState(
      null,
      '',
      `/checkout/at/${found.courseId}?teeTimeId=${encodeURIComponent(found.teeTimeId)}&isGuest=true` +
        `&provider=sandbox-links&sourceProvider=sandbox-source&reservationUrl=${encodeURIComponent('https://course.example/book')}`,
    );
    const { el } = await mountCheckout({ 'api-base': base, 'from-url': true });
    await waitText(el, 'Your details');
    expect(JSON.parse(prepares[0]!)).to.include({
      provider: 'sandbox-links',
      source_provider: 'sandbox-source',
      reservation_url: 'https://course.example/book',
    });
  });

  it('attributes win over the URL; a flag that is not the text true is ignored', async () => {
    const base = scenario('url-attrs');
    const found = await findTeeTime(base, { qty: 3 });
    history.replaceState(null, '', `/checkout/at/nope?teeTimeId=nope&players=3&isGuest=yes`);
    const { el } = await mountCheckout({
      'api-base': base,
      'from-url': true,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    // isGuest=yes is not a guest checkout: an anonymous buyer is asked to sign in or continue as guest.
    await waitText(el, 'Check out as a guest');
    expect(prepares.length).to.equal(0);
    button(el, 'Check out as a guest').click();
    await waitText(el, 'Your details');
    // The attributes' tee time, with the players the URL added.
    expect(JSON.parse(prepares[0]!)).to.include({ tee_time_id: found.teeTimeId, qty: 3 });
  });

  it('failureSteps=not-available opens that failure page with recommendations, without preparing', async () => {
    const base = scenario('url-failure');
    const found = await findTeeTime(base, { soldOut: true });
    history.replaceState(
      null,
      '',
      `/checkout/at/${found.courseId}?teeTimeId=${encodeURIComponent(found.teeTimeId)}&failureSteps=not-available`,
    );
    const { el, box } = await mountCheckout({ 'api-base': base, 'from-url': true });
    await waitText(el, 'This tee time is no longer available');
    await waitText(el, 'Other tee times you may like');
    expect(prepares.length).to.equal(0);
    expect(text(el)).to.not.include('Your details');
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('opens a confirmation by its URL: /booking-confirmations/{reservationId}?accessToken=…', async () => {
    const base = scenario('url-confirmation');
    const found = await findTeeTime(base);
    const { receipt } = await bookByApi(await asUser(base, 'golfer@example.com'), found);
    prepares.length = 0; // the booking above prepared; the page must not
    history.replaceState(
      null,
      '',
      `/booking-confirmations/${receipt.reservationId}?accessToken=${encodeURIComponent(receipt.accessToken)}`,
    );
    const { el, box } = await mountCheckout({ 'api-base': base, 'from-url': true });
    await waitText(el, "You're booked!");
    expect(prepares.length).to.equal(0);
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('a confirmation in the mobile app (webview=true) has no wallet pass and no banner; an anchored one no banner', async () => {
    const base = scenario('url-webview');
    const found = await findTeeTime(base);
    const { receipt } = await bookByApi(await asUser(base, 'golfer@example.com'), found);
    const seen: string[] = [];
    const spied = window.fetch;
    window.fetch = (input, init) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return spied(input, init);
    };
    const token = encodeURIComponent(receipt.accessToken);
    const open = async (query: string) => {
      seen.length = 0;
      history.replaceState(
        null,
        '',
        `/booking-confirmations/${receipt.reservationId}?accessToken=${token}${query}`,
      );
      const { el, box } = await mountCheckout({ 'api-base': base, 'from-url': true });
      await waitText(el, "You're booked!");
      // The calls a confirmation makes after the reservation have had their time.
      await new Promise((r) => setTimeout(r, 600));
      const calls = (part: string) => seen.filter((u) => u.includes(part)).length;
      const shown = { wallet: calls('mobile_wallet'), banner: calls('v6/banners'), el };
      box.remove();
      return shown;
    };
    try {
      const plain = await open('');
      expect(plain.wallet + plain.banner, 'a plain confirmation asks for both').to.be.greaterThan(1);
      const inApp = await open('&webview=true');
      expect(inApp).to.include({ wallet: 0, banner: 0 });
      expect(text(inApp.el)).to.not.include('Save to Google Wallet');
      const anchored = await open('&isAnchoredTeeTime=true');
      expect(anchored.banner).to.equal(0);
      expect(anchored.wallet).to.be.greaterThan(0);
    } finally {
      window.fetch = spied;
    }
  });

  it('after paying, the page URL names the confirmation: a reload shows it again; app-clip links keep no wallet pass', async () => {
    const base = scenario('url-reload');
    const found = await findTeeTime(base);
    await signIn(base, 'golfer@example.com');
    history.replaceState(
      null,
      '',
      `/checkout/at/${found.courseId}?teeTimeId=${encodeURIComponent(found.teeTimeId)}&date=${found.date}&isAppClipUrl=true`,
    );
    const first = await mountCheckout({ 'api-base': base, 'from-url': true });
    await waitText(first.el, 'VISA •••• 4242');
    button(first.el, /^Pay /).click();
    await waitText(first.el, "You're booked!");
    // The page URL names the confirmation (replaced after the paint that shows it).
    await until(
      () => new URLSearchParams(location.search).has('reservationId'),
      'the confirmation in the URL',
    );
    const q = new URLSearchParams(location.search);
    expect(location.pathname).to.equal(`/checkout/at/${found.courseId}`);
    expect(q.get('reservationId')).to.be.a('string');
    expect(q.get('accessToken')).to.be.a('string');
    expect(q.get('teeTimeId')).to.equal(null);
    expect(q.get('isAppClipUrl')).to.equal('true');
    // Paid inside the widget from an app-clip link: no wallet pass either.
    await new Promise((r) => setTimeout(r, 300));
    expect(text(first.el)).not.to.match(/Wallet/);
    // The reload: a new element on the same URL, signed out (the access token opens it).
    await cleanup();
    const reloaded = await mountCheckout({ 'api-base': base, 'from-url': true });
    await waitText(reloaded.el, "You're booked!");
    expect(text(reloaded.el)).to.not.include('Sign in to book');
  });

  it('came from the membership page (isRedirectedToMembership=true): 11002 offers the other rates', async () => {
    const base = scenario('url-membership');
    const found = await findTeeTime(base);
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/reservations/prepare'))
        return new Response(
          JSON.stringify({
            error: 'A network membership is required to book this rate.',
            status_code: 11002,
            offer_url: `/membership-page/at/${found.courseId}`,
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        );
      return realFetch(input, init);
    };
    try {
      history.replaceState(
        null,
        '',
        `/checkout/at/${found.courseId}?teeTimeId=${encodeURIComponent(found.teeTimeId)}&date=${found.date}&isGuest=true&isRedirectedToMembership=true`,
      );
      const { el, box } = await mountCheckout({ 'api-base': base, 'from-url': true });
      await waitText(el, 'Choose another rate');
      expect(text(el)).to.not.include('A membership is needed');
      expect(await axeViolations(box)).to.deep.equal([]);
      const selected = new Promise<{ courseId: string; date?: string }>((resolve) =>
        el.addEventListener('teetime-course-select', (e) => resolve((e as CustomEvent).detail), {
          once: true,
        }),
      );
      button(el, 'See the other rates').click();
      expect(await selected).to.include({ courseId: found.courseId, date: found.date });
    } finally {
      window.fetch = realFetch;
    }
  });
});
