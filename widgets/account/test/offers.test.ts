import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { loadScript, mount, until } from '../../../tests/support/dom';
import {
  EMBED,
  account,
  axeViolations,
  button,
  cleanup,
  hasButton,
  heading,
  root,
  scenario,
  signIn,
  text,
  waitText as waitFor,
} from './sandboxHelpers';

const waitText = (el: Element, pattern: string | RegExp) => waitFor(el, pattern, 15000);

const titles = (el: Element) =>
  [...root(el).querySelectorAll('ul.tt-items > li > button')].map((b) => b.textContent ?? '');

describe('<teetime-account> offers and rewards', function () {
  // A fresh sandbox database per test is seeded on its first call: slow on a busy machine.
  this.timeout(40000);
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanup);

  it('asks an anonymous golfer to sign in for offers', async () => {
    const base = scenario('offers-anon');
    const { el } = account(base, 'network-offers', { offerStatus: 'available' });
    await until(() => heading(el) === 'Sign in', 'sign-in', 15000);
  });

  it('offers a golfer without a membership the membership instead of the offers', async () => {
    const base = scenario('offers-golfer');
    await signIn(base, 'golfer@example.com');
    const { el } = account(base, 'network-offers', { offerStatus: 'available' });
    await waitText(el, 'Offers are a membership benefit.');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'See the membership').click();
    await until(() => heading(el) === 'Network membership', 'sales page', 15000);
  });

  it('lets a member redeem an offer: Redeeming… while it runs, then its code and the refreshed list; redeemed tab has it', async function () {
    const base = scenario('offers-member');
    await signIn(base, 'member@example.com');
    const { el, moves } = account(base, 'network-offers', { offerStatus: 'available' });
    await until(() => titles(el).length === 5, 'five offers', 15000);
    expect(root(el).querySelector('[aria-current=page]')?.textContent).to.equal('Available');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, '20% off a new golf bag').click();
    await waitText(el, 'Show the code in store or enter it online.');
    expect(moves.at(-1)!.path).to.equal('/my-account/network-offers/available/offer_gear_20');
    const redeem = button(el, 'Redeem offer');
    redeem.click();
    await until(() => text(el).includes('Redeeming…') || text(el).includes('Your code'), 'redeeming', 15000);
    await waitText(el, 'Offer redeemed.');
    expect(text(el)).to.match(/Your code: OFR-[A-Z0-9]{8}/);
    expect(titles(el)).to.have.length(4);
    expect(titles(el)).not.to.include('20% off a new golf bag');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'Back to the redeemed offers').click();
    await until(() => titles(el).length === 1, 'redeemed list', 15000);
    expect(titles(el)).to.deep.equal(['20% off a new golf bag']);
  });

  it('claims a partner code once and keeps it; the visit link opens the partner in a new tab', async () => {
    const base = scenario('claims');
    await signIn(base, 'golfer@example.com');
    const { el } = account(base, 'partner-offers');
    await waitText(el, 'A dozen balls on us');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'Claim code').click();
    await waitText(el, 'Your code for A dozen balls on us is ready.');
    expect(text(el)).to.match(/Your code: CLM-[A-Z0-9]{8}/);
    const link = root(el).querySelector<HTMLAnchorElement>('a[target=_blank]')!;
    expect(link.textContent).to.equal('Visit Fairway Gear (new tab)');
    expect(link.href).to.equal('https://example.com/fairway-gear/balls');
    expect(link.rel).to.include('noopener');
    expect(hasButton(el, 'Claim code')).to.equal(true); // the other promotion
    const again = account(base, 'partner-offers');
    await waitText(again.el, 'Your code: CLM-');
  });

  it('by keyboard: Enter opens an offer and redeems it, then the notice holds the focus the gone button had', async () => {
    const base = scenario('offers-keys');
    await signIn(base, 'member@example.com');
    const { el } = account(base, 'network-offers', { offerStatus: 'available' });
    await until(() => titles(el).length === 5, 'five offers', 15000);
    button(el, '20% off a new golf bag').focus();
    await sendKeys({ press: 'Enter' });
    await waitText(el, 'Show the code in store or enter it online.');
    const redeem = button(el, 'Redeem offer');
    redeem.focus();
    await sendKeys({ press: 'Enter' });
    await waitText(el, 'Offer redeemed.');
    await until(() => root(el).activeElement?.getAttribute('role') === 'status', 'focus on the notice', 5000);
    expect(root(el).activeElement!.textContent).to.equal('Offer redeemed.');
    // Tab goes on from there: the first of the other available offers, below the code.
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(root(el).querySelector('ul.tt-items > li > button'));
  });

  it('by keyboard: Space claims a partner code, then the notice holds the focus the gone button had', async () => {
    const claims = scenario('claims-keys');
    await signIn(claims, 'golfer@example.com');
    const partner = account(claims, 'partner-offers');
    await waitText(partner.el, 'A dozen balls on us');
    button(partner.el, 'Claim code').focus();
    await sendKeys({ press: 'Space' });
    await waitText(partner.el, 'Your code for A dozen balls on us is ready.');
    await until(
      () => root(partner.el).activeElement?.textContent === 'Your code for A dozen balls on us is ready.',
      'focus on the notice',
      5000,
    );
  });

  it('shows rewards points and the terms', async () => {
    const base = scenario('rewards');
    await signIn(base, 'golfer@example.com');
    const { el } = account(base, 'rewards');
    await waitText(el, 'You have 2,500 points');
    expect(await axeViolations(el)).to.deep.equal([]);
    button(el, 'Rewards terms and conditions').click();
    await until(() => heading(el) === 'Rewards terms', 'terms', 15000);
    // The text is the sandbox's page (GET v6/pages/show/rewards-terms-and-conditions), shown as text.
    await waitText(el, 'They have no cash value');
    expect(root(el).querySelector('h3')?.textContent).to.equal('Earning points');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('sends a golfer to the account summary from rewards on a brand without rewards', async () => {
    const base = scenario('no-rewards');
    await signIn(base, 'golfer@example.com');
    const box = mount(
      `<teetime-account api-base="${base}" brand="coastal-fairways" view="rewards"></teetime-account>`,
    );
    const el = box.querySelector('teetime-account')!;
    const moves: string[] = [];
    el.addEventListener('teetime-account-navigate', (e) =>
      moves.push((e as CustomEvent<{ view: string }>).detail.view),
    );
    await until(() => heading(el) === 'My account', 'the account summary', 15000);
    expect(moves).to.deep.equal(['account-summary']);
    expect(text(el)).to.not.include('points');
  });
});
