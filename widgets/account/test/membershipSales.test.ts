/**
 * The membership as a golfer meets it (issue 33), against the real sandbox API: the plans side by
 * side with what a year saves, network courses near the golfer, the terms beside Pay, a new card,
 * the welcome after paying and price alerts without a second sales pitch. On a 390 px phone,
 * with the keyboard.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { GEO_POSITION_KEY } from '../../../src/core/storageKeys';
import { renewalOf } from '../../../src/domain/account/membership';
import { formatDate } from '../../../src/domain/format';
import { axeViolations, cardFieldsReady, cardFrameDoc } from '../../../tests/support/cardFrame';
import { loadScript, until } from '../../../tests/support/dom';
import {
  EMBED,
  account,
  active,
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
  waitText as waitFor,
} from './sandboxHelpers';

const waitText = (el: Element, pattern: string | RegExp) => waitFor(el, pattern, 15000);
const plans = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('.tt-plan')];
/** The network courses listed, each saying how far it is. */
const courseRows = (el: Element) =>
  [...root(el).querySelectorAll('ul.tt-items > li')].filter((li) => li.textContent!.includes(' mi away'));
const miles = (el: Element) =>
  [...courseRows(el)].map((r) => Number(/· ([\d.]+) mi away$/.exec(r.textContent ?? '')?.[1]));
const dialog = (el: Element) => root(el).querySelector('dialog[open]');

/** Focuses the field labelled `label` and types into it with the keyboard. */
async function typeInto(el: Element, label: string, value: string) {
  field(el, label).focus();
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: value });
}

describe('<teetime-account> a membership worth buying', function () {
  // A fresh sandbox database per test is seeded on its first call: slow on a busy machine.
  this.timeout(60000);
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  beforeEach(() => setViewport({ width: 390, height: 844 }));
  afterEach(async () => {
    await cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it('shows a phone the plans side by side with what a year saves; a typed place brings its network courses', async () => {
    const base = scenario('sales-phone');
    const { el, moves } = account(base, 'membership');
    await waitText(el, 'Choose your plan');
    const [monthly, yearly] = plans(el);
    // Side by side even at 390 px: same row, neither wider than half the screen.
    expect(monthly!.getBoundingClientRect().top).to.equal(yearly!.getBoundingClientRect().top);
    expect(yearly!.getBoundingClientRect().width).to.be.below(195);
    expect(monthly!.textContent).to.include('$9.99 a month');
    // The saving from the plans' own prices: $99 against $9.99 × 12 = $119.88.
    expect(yearly!.textContent).to.include('Save $20.88');
    expect(yearly!.textContent).to.include('$99 a year');
    expect(yearly!.textContent).to.include('$8.25 a month, against $119.88 a year paid monthly.');
    expect(document.documentElement.scrollWidth).to.be.at.most(390);

    // An anonymous golfer has no home city: the page asks where they play.
    await waitText(el, 'Tell us where you play');
    await typeInto(el, 'Town, city or zip code', 'Zzyzxq');
    await sendKeys({ press: 'Enter' });
    await waitText(el, "We couldn't find “Zzyzxq”. Try a town, city or zip code.");
    await typeInto(el, 'Town, city or zip code', 'Austin');
    await sendKeys({ press: 'Enter' });
    await waitText(el, 'Network courses near Austin, TX');
    await until(() => courseRows(el).length === 3, 'three courses near Austin', 15000);
    // Nearest first: the closest is in Austin, every one says how far it is.
    expect(courseRows(el)[0]!.textContent).to.include('Austin, TX');
    expect(miles(el)).to.deep.equal([...miles(el)].sort((a, b) => a - b));
    expect(await axeViolations(el)).to.deep.equal([]);

    // Join the yearly plan by keyboard: sign in first, then the purchase of that plan.
    await tabTo(el, (b) => b.textContent === 'Join yearly', 'Join yearly');
    await sendKeys({ press: 'Enter' });
    await until(() => heading(el) === 'Sign in', 'sign-in', 15000);
    expect(moves[0]).to.deep.include({ path: '/membership-join/purchase?planId=plan_annual' });
  });

  it('shows a signed-in golfer the network courses near their home city without asking', async () => {
    const base = scenario('sales-home');
    await signIn(base, 'golfer@example.com');
    const { el } = account(base, 'membership');
    await waitText(el, 'Network courses near Austin, TX');
    await until(() => courseRows(el).length === 3, 'three courses', 15000);
    expect(courseRows(el)[0]!.textContent).to.include('Austin, TX');
    expect(miles(el)[0]).to.be.below(30);
    expect(text(el)).not.to.include('Tell us where you play');
  });

  it('shows the courses near the golfer’s position when they press "Use my location"', async () => {
    // The browser's position from earlier this hour (reused, spec 02 §5): downtown Austin.
    sessionStorage.setItem(
      GEO_POSITION_KEY,
      JSON.stringify({ latitude: 30.27, longitude: -97.74, timestamp: Date.now() }),
    );
    try {
      const base = scenario('sales-position');
      const { el } = account(base, 'membership');
      await waitText(el, 'Tell us where you play');
      await tabTo(el, (b) => b.textContent === 'Use my location', 'Use my location');
      await sendKeys({ press: 'Enter' });
      await waitText(el, 'Network courses near you');
      await until(() => courseRows(el).length === 3, 'three courses near the position', 15000);
      expect(courseRows(el)[0]!.textContent).to.include('Austin, TX');
      expect(miles(el)[0]).to.be.below(30);
    } finally {
      sessionStorage.removeItem(GEO_POSITION_KEY);
    }
  });

  it('pays with a new card typed in the hosted fields, with the renewal terms beside Pay, then welcomes the member', async () => {
    const base = scenario('new-card');
    await signIn(base, 'golfer@example.com');
    const { el, moves } = account(base, 'membership-purchase', { planId: 'plan_annual' });
    await waitText(el, 'Pay $99 a year');
    // Beside Pay: when it renews, at what price, and that it can be cancelled anytime.
    const renewal = renewalOf({ interval: 'annual', billingPlan: { amount: 99 } }, new Date());
    const on = formatDate(renewal.renewsOn, 'en-US', { weekday: undefined, year: 'numeric' });
    const terms = root(el).getElementById(button(el, 'Pay $99 a year').getAttribute('aria-describedby')!)!;
    expect(terms.textContent).to.include(`Renews on ${on} at $99, then every year until you cancel.`);
    expect(terms.textContent).to.include('Cancel anytime in your account');

    // "A new card" beside the saved ones, reached with the arrow keys like any radio group.
    const saved = root(el).querySelector<HTMLInputElement>('input[name=card]:checked')!;
    saved.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await until(
      () => root(el).querySelector<HTMLInputElement>('input[name=card]:checked')?.value === 'new',
      'the new card ticked',
    );
    const doc = await cardFieldsReady(el);
    // The number is typed in the marketplace's frame, never into the element on the partner page.
    expect(root(el).querySelector('input[autocomplete="cc-number"]')).to.equal(null);
    expect(await axeViolations(el)).to.deep.equal([]);
    const inFrame = (id: string) => doc.getElementById(id) as HTMLInputElement;
    root(el).querySelector<HTMLIFrameElement>('iframe.tt-card-frame')!.focus();
    inFrame('number').focus();
    await sendKeys({ type: '4242 4242 4242 4242' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: `08/${String(new Date().getFullYear() + 2).slice(2)}` });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '123' });
    await sendKeys({ press: 'Tab' });
    expect(active(el)).to.equal(field(el, 'Name on card'));
    await sendKeys({ type: 'Gary Golfer' });
    await sendKeys({ press: 'Enter' });

    await until(() => heading(el) === 'Welcome to the network', 'the welcome', 20000);
    expect(moves.at(-1)!.path).to.equal('/my-account/membership/welcome?planId=plan_annual');
    await waitText(el, 'You’re a member now, Gary.');
    expect(text(el)).to.include('Member rates are now shown.');
    expect(text(el)).to.include('Price alerts are unlocked.');
    expect(text(el)).to.include('GolfVantage, our golf travel partner');
    expect(hasButton(el, 'GolfVantage')).to.equal(false);
    expect(getSession().get().user?.hasNetworkMembership).to.equal(true);
    expect(cardFrameDoc(el)).to.equal(null);
    expect(await axeViolations(el)).to.deep.equal([]);

    // The new card is kept and pays the membership.
    button(el, 'Manage my membership').click();
    await until(() => heading(el) === 'My membership', 'the membership account', 15000);
    await waitText(el, 'Visa ending in 4242');
    expect(root(el).querySelectorAll('select option')).to.have.length(3);
  });

  it('takes a golfer who keeps price alerts straight to a new alert; one without alerts gets the membership offer', async () => {
    const base = scenario('alerts-upsell');
    await signIn(base, 'golfer@example.com');
    const { el } = account(base, 'price-alerts');
    await until(() => hasButton(el, 'Add a price alert'), 'the alerts', 15000);
    button(el, 'Add a price alert').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => hasButton(el, 'Save alert'), 'the new alert form', 15000);
    expect(dialog(el)).to.equal(null);
    expect(text(el)).not.to.include('Join to set price alerts');
    await cleanup();

    await signIn(base, 'moderator@example.com');
    const other = account(base, 'price-alerts');
    await waitText(other.el, 'You have no price alerts yet.');
    button(other.el, 'Add a price alert').focus();
    await sendKeys({ press: 'Enter' });
    const box = await until(() => dialog(other.el), 'the membership offer');
    expect(box.textContent).to.include('Join to set price alerts');
  });
});
