import { expect } from 'chai';
import {
  axeViolations,
  button,
  cleanup,
  field,
  findTeeTime,
  loadAll,
  mountCheckout,
  scenario,
  text,
  waitText,
} from './helpers';

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
});
