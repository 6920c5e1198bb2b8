import { expect } from 'chai';
import { axeViolations, cleanup, findTeeTime, loadAll, mountCheckout, scenario, waitText } from './helpers';

// A guest link (spec 01 §6: isGuest, guestTeeTimeId) opened on a checkout page that reads the URL.
describe('teetime-checkout: guest links (guestTeeTimeId)', () => {
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

  it('checks out guestTeeTimeId as a guest: /checkout/at/{courseId}?isGuest=true&guestTeeTimeId=…', async function () {
    this.timeout(30000);
    const base = scenario('guest-link');
    const found = await findTeeTime(base);
    history.replaceState(
      null,
      '',
      `/checkout/at/${found.courseId}?isGuest=true&guestTeeTimeId=${encodeURIComponent(found.teeTimeId)}`,
    );
    const { el, box } = await mountCheckout({ 'api-base': base, 'from-url': true });
    // Nobody is signed in: a guest checkout prepares at once (no sign-in gate).
    await waitText(el, 'Your details');
    expect(prepares).to.have.length(1);
    expect(JSON.parse(prepares[0]!)).to.include({ tee_time_id: found.teeTimeId, is_guest: true });
    expect(await axeViolations(box)).to.deep.equal([]);
  });
});
