import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { loadScript, until } from '../../../tests/support/dom';
import {
  EMBED,
  account,
  asUser,
  axeViolations,
  button,
  cleanup,
  field,
  hasButton,
  heading,
  root,
  scenario,
  signIn,
  tabTo,
  text,
  type,
  waitText as waitFor,
} from './sandboxHelpers';

const waitText = (el: Element, pattern: string | RegExp) => waitFor(el, pattern, 15000);

const checked = (el: Element) =>
  [...root(el).querySelectorAll<HTMLInputElement>('input[type=radio]')]
    .filter((r) => r.checked)
    .map((r) => r.parentElement?.textContent?.trim());
const alertText = (el: Element) =>
  [...root(el).querySelectorAll('[role=alert]')].map((n) => n.textContent ?? '').join('');
const dialog = (el: Element) => root(el).querySelector('dialog[open]');

describe('<teetime-account> network membership', function () {
  // A fresh sandbox database per test is seeded on its first call: slow on a busy machine.
  this.timeout(40000);
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanup);

  it('shows an anonymous golfer the sales page (plans, courses near a place, partners); joining asks to sign in', async () => {
    const base = scenario('sales');
    const { el, moves } = account(base, 'membership');
    await waitText(el, 'Tell us where you play');
    expect(text(el)).to.include('$9.99 a month');
    expect(text(el)).to.include('Fairway Gear');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'Join monthly').click();
    await until(() => heading(el) === 'Sign in', 'sign-in', 15000);
    expect(moves[0]).to.deep.include({
      view: 'membership-purchase',
      path: '/membership-join/purchase?planId=plan_monthly',
    });
    expect(getSession().get().redirect?.path).to.equal('/membership-join/purchase?planId=plan_monthly');
  });

  it('sells a golfer the monthly plan by default: default card ticked, plain errors keep what was typed, then the membership account', async function () {
    const base = scenario('buy');
    await signIn(base, 'golfer@example.com');
    const layer = ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ??= []);
    const tracked = () => layer.filter((e) => e.event === 'membershipPurchase');
    const before = tracked().length;
    const { el, moves } = account(base, 'membership-purchase');
    await until(() => moves.length > 0, 'the plan in the URL', 15000);
    await waitText(el, 'Pay $9.99 a month');
    // Spec 02 §2: with a plan, the purchase is tracked (once; not before the plan is chosen).
    await until(() => tracked().length > before, 'the purchase tracked', 15000);
    expect(tracked().slice(before)).to.have.length(1);
    expect(tracked().at(-1)).to.deep.include({
      planId: 'plan_monthly',
      interval: 'monthly',
      userId: 'usr_golfer',
    });
    expect(moves.at(-1)).to.deep.include({
      view: 'membership-purchase',
      path: '/membership-join/purchase?planId=plan_monthly',
    });
    // The screen reloads on its new URL.
    await until(() => checked(el).length === 1, 'the cards', 15000);
    expect(checked(el)).to.deep.equal(['Visa ending in 4242']);
    expect(await axeViolations(el)).to.deep.equal([]);

    type(field(el, 'Promo code (optional)'), 'NOPE');
    button(el, 'Pay $9.99 a month').click();
    await until(() => alertText(el), 'promo error', 15000);
    expect(alertText(el)).to.equal('This promo code is not valid. Check it or leave it empty.');
    expect(field(el, 'Promo code (optional)').value).to.equal('NOPE');

    type(field(el, 'Promo code (optional)'), 'SAVE10');
    root(el).querySelectorAll<HTMLInputElement>('input[name=card]')[1]!.click();
    button(el, 'Pay $9.99 a month').click();
    await until(() => alertText(el).includes('Payment'), 'payment error', 15000);
    expect(alertText(el)).to.equal('Payment failed, please try again.');

    // The default card again, then pay with the keyboard.
    root(el).querySelectorAll<HTMLInputElement>('input[name=card]')[0]!.click();
    await until(() => checked(el)[0] === 'Visa ending in 4242', 'the default card', 15000);
    field(el, 'Promo code (optional)').focus();
    await tabTo(el, (e) => e.textContent === 'Pay $9.99 a month', 'the pay button');
    await sendKeys({ press: 'Enter' });
    await until(() => heading(el) === 'Welcome to the network', 'the welcome', 10000);
    await waitText(el, 'You’re a member now, Gary.');
    button(el, 'Manage my membership').click();
    await until(() => heading(el) === 'My membership', 'membership account', 10000);
    await waitText(el, 'Active');
    expect(text(el)).to.include('Visa ending in 4242');
    expect(getSession().get().user?.hasNetworkMembership).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);

    // Change the card, then a member sent to the purchase page goes to the account.
    type(root(el).querySelector('select')!, 'card_demo_2');
    button(el, 'Change card').click();
    await waitText(el, 'Your membership card is changed.');
    await waitText(el, 'Visa ending in 0002');
    const again = account(base, 'membership-purchase');
    await until(() => heading(again.el) === 'My membership', 'sent to the account', 15000);
  });

  it('lets the demo member cancel (confirmed), keep the membership (withdraw), and reach offers and courses', async function () {
    const base = scenario('keep');
    await signIn(base, 'member@example.com');
    const { el, moves } = account(base, 'membership-account');
    await waitText(el, 'Network membership, annual');
    expect(text(el)).to.include('Renews on');
    button(el, 'Cancel membership').click();
    const box = await until(() => dialog(el), 'confirmation');
    expect(box.textContent).to.include('You stay a member until the end of the period you paid for.');
    expect(await axeViolations(el)).to.deep.equal([]);
    [...box.querySelectorAll('button')].find((b) => b.textContent === 'Cancel membership')!.click();
    await waitText(el, 'Ends on');
    expect(text(el)).to.include('Cancelled');
    button(el, 'Keep my membership').click();
    await waitText(el, 'Your membership continues.');
    await waitText(el, 'Active (renewed)');
    expect(hasButton(el, 'Cancel membership')).to.equal(true);
    button(el, 'Network courses').click();
    await until(() => heading(el) === 'Network courses', 'network courses', 15000);
    await until(() => root(el).querySelectorAll('ul.tt-items li').length > 0, 'courses', 15000);
    expect(moves.at(-1)!.path).to.equal('/my-account/membership/network-courses');
  });

  it("shows the offers of the course given as courseId on the membership account, and only that course's", async () => {
    const base = scenario('course-offers');
    const member = await asUser(base, 'member@example.com');
    const { offers } = await member.get('v6/offers/membership', { params: { kind: 'course' } });
    expect(offers).to.have.length(2);
    const [mine, other] = offers as [(typeof offers)[0], (typeof offers)[0]];
    await signIn(base, 'member@example.com');
    const asked: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('v6/offers/membership')) asked.push(url);
      return realFetch(input, init);
    };
    try {
      const plain = account(base, 'membership-account');
      await waitText(plain.el, 'Network membership, annual');
      expect(text(plain.el)).to.not.include(mine.title).and.not.include(other.title);
      expect(asked).to.deep.equal([]);
      plain.box.remove();

      const { el, moves } = account(base, 'membership-account', { courseId: mine.course!.id });
      await waitText(el, mine.title);
      expect(asked).to.have.length(1);
      expect(asked[0]).to.include(`course_id=${mine.course!.id}`);
      expect(text(el)).to.not.include(other.title);
      expect(await axeViolations(el)).to.deep.equal([]);
      const offer = [...root(el).querySelectorAll<HTMLButtonElement>('ul.tt-items li button')].find(
        (b) => b.textContent === mine.title,
      )!;
      offer.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => moves.at(-1)?.view === 'network-offer', 'the offer', 15000);
      await waitText(el, 'Show the code at the pro shop before your round.');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('shows a golfer without a membership the way to join on the membership account', async () => {
    const base = scenario('none');
    await signIn(base, 'golfer@example.com');
    const { el } = account(base, 'membership-account');
    await waitText(el, 'You have no network membership yet.');
    button(el, 'See the membership').click();
    await until(() => heading(el) === 'Network membership', 'sales page', 15000);
  });

  it('shows a course program: first billing plan ticked, payments 5 at a time while page × size < count, invoices', async function () {
    const base = scenario('program');
    await signIn(base, 'member@example.com');
    const { el, moves } = account(base, 'membership-page', { courseId: '1001', backToUrl: '/courses/1001' });
    await waitText(el, 'Club membership at');
    expect(checked(el)[0]).to.match(/^Monthly/);
    const rows = () => root(el).querySelectorAll('ul.tt-items > li').length;
    await until(() => rows() === 5, 'page 1', 15000);
    button(el, 'Show more payments').click();
    await until(() => rows() === 10, 'page 2', 15000);
    button(el, 'Show more payments').click();
    await until(() => rows() === 12, 'page 3', 15000);
    expect(hasButton(el, 'Show more payments')).to.equal(false);
    const invoice = [...root(el).querySelectorAll('button')].find((b) => b.textContent === 'Invoice')!;
    invoice.click();
    await waitText(el, 'Monthly membership dues: $139');
    expect(invoice.getAttribute('aria-expanded')).to.equal('true');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'Back').click();
    expect(moves.at(-1)!.path).to.equal('/courses/1001');
  });

  it('keeps the payments shown when the next page fails to load, and loads it again with Try again', async () => {
    const base = scenario('program-retry');
    await signIn(base, 'member@example.com');
    const realFetch = window.fetch;
    let failing = false;
    window.fetch = (input, init) =>
      failing && String(input instanceof Request ? input.url : input).includes('MembershipSubscription?')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init);
    try {
      const { el } = account(base, 'membership-page', { courseId: '1001' });
      const rows = () => root(el).querySelectorAll('ul.tt-items > li').length;
      await until(() => rows() === 5, 'page 1', 15000);
      failing = true;
      button(el, 'Show more payments').click();
      await waitText(el, 'We could not load the payments.');
      expect(rows()).to.equal(5);
      // Not "Show more" (which would skip the page that failed): the same page again.
      expect(hasButton(el, 'Show more payments')).to.equal(false);
      expect(await axeViolations(el)).to.deep.equal([]);
      failing = false;
      button(el, 'Try again').click();
      await until(() => rows() === 10, 'page 2', 15000);
      expect(alertText(el)).to.equal('');
      expect(hasButton(el, 'Show more payments')).to.equal(true);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('says a course without a program in the program’s words, and ignores a back link to another site', async () => {
    const base = scenario('noprogram');
    const { el } = account(base, 'membership-page', {
      courseId: '1002',
      backToUrl: 'https://evil.example.com',
    });
    await waitText(el, 'This course has no membership program.');
    expect(hasButton(el, 'Back')).to.equal(false);
    expect(hasButton(el, 'Try again')).to.equal(true);
  });

  it('sends a program member on to redirectToUrl when isRedirectingToMembership is true', async () => {
    const base = scenario('redirect');
    await signIn(base, 'member@example.com');
    const { moves } = account(base, 'membership-page', {
      courseId: '1001',
      redirectToUrl: '/my-account/membership',
      isRedirectingToMembership: 'true',
    });
    await until(() => moves.some((m) => m.path === '/my-account/membership'), 'sent on', 15000);
  });

  it('ends a purchase on redirectTo (a path on this site), or on /web-view-done with webView=true', async () => {
    const base = scenario('buy-redirect');
    await signIn(base, 'golfer@example.com');
    const { el, moves } = account(base, 'membership-purchase', {
      planId: 'plan_monthly',
      redirectTo: '/my-account/price-alerts',
    });
    await waitText(el, 'Pay $9.99 a month');
    button(el, 'Pay $9.99 a month').click();
    await until(() => moves.length > 0, 'sent on', 15000);
    expect(moves.at(-1)!.path).to.equal('/my-account/price-alerts');
    // Gone before the next scenario's sign-in: its calls on the first scenario with the new
    // token would be refused (401) and sign the page out.
    el.remove();
    await getSession().signOut();

    const app = scenario('buy-webview');
    await signIn(app, 'golfer@example.com');
    const web = account(app, 'membership-purchase', {
      planId: 'plan_monthly',
      redirectTo: 'https://elsewhere.example/',
      webView: 'true',
    });
    await waitText(web.el, 'Pay $9.99 a month');
    button(web.el, 'Pay $9.99 a month').click();
    await until(() => web.moves.length > 0, 'sent on', 15000);
    expect(web.moves.at(-1)!.path).to.equal('/web-view-done');
  });

  it('shows the membership terms from the purchase page, as text from the API', async () => {
    const base = scenario('terms');
    await signIn(base, 'golfer@example.com');
    const { el } = account(base, 'membership-purchase', { planId: 'plan_monthly' });
    await waitText(el, 'Pay $9.99 a month');
    button(el, 'Membership terms and conditions').click();
    await until(() => heading(el) === 'Membership terms', 'the terms', 15000);
    await waitText(el, 'Membership renews monthly or yearly until you cancel.');
    expect(root(el).querySelector('h3')?.textContent).to.equal('Billing');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('opens the membership terms at /membership-terms-and-conditions for anyone', async () => {
    const base = scenario('terms-anon');
    const { el } = account(base, 'membership-terms');
    await waitText(el, 'Member rates apply at participating courses');
    expect(heading(el)).to.equal('Membership terms');
  });

  it('shows the network’s benefits without a courseId; crossPressed=true sends the app’s web view to /web-view-done', async () => {
    const base = scenario('benefits-any');
    const { el } = account(base, 'membership-benefits-any');
    await waitText(el, 'Price alerts for the courses and cities you play');
    expect(text(el)).to.include('From $9.99 a month.');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'Join the network').click();
    await until(() => heading(el) === 'Choose your plan', 'plan choice', 15000);

    const closed = account(base, 'membership-benefits', { courseId: '1001', crossPressed: 'true' });
    await until(() => closed.moves.length > 0, 'sent on', 15000);
    expect(closed.moves).to.have.length(1);
    expect(closed.moves[0]!.path).to.equal('/web-view-done');
  });

  it('shows a course’s member benefits and the upsell to a golfer', async () => {
    const base = scenario('benefits');
    await signIn(base, 'golfer@example.com');
    const { el } = account(base, 'membership-benefits', { courseId: '1001' });
    await waitText(el, 'Members get member rates, price alerts and partner offers.');
    expect(text(el)).to.include('Price alerts for the courses and cities you play');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'Join the network').click();
    await until(() => heading(el) === 'Choose your plan', 'plan choice', 15000);
    await until(() => checked(el).length === 1, 'plans', 15000);
    expect(checked(el)[0]).to.match(/monthly/);
  });
});
