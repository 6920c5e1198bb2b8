import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { nextFrame, until } from '../../../tests/support/dom';
import {
  axeViolations,
  cleanup,
  field,
  findTeeTime,
  loadAll,
  mountCheckout,
  root,
  scenario,
  signIn,
  text,
  waitText,
} from './helpers';
import { fakeWallets } from '../../../tests/support/pageCommands';
import { walletButtons, walletNames } from '../../../tests/support/walletFrame';

const APPLE = 'https://apple.com/apple-pay';
const GOOGLE = 'https://google.com/pay';

/** The wallet buttons above the card form (in the wallet frame), by name. */
const wallets = walletNames;
const walletButton = (el: Element, name: string) => walletButtons(el).find((b) => b.textContent === name)!;
const fakePaymentRequest = (offered: string[], token: string) => fakeWallets(offered, token);

/** Focus moves by Tab until `check` holds for the focused element (inside the widget). */
async function tabTo(el: Element, check: (a: Element) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await sendKeys({ press: 'Tab' });
    const active = root(el).activeElement;
    if (active && check(active)) return active as HTMLElement;
  }
  throw new Error('Could not reach the control by keyboard');
}

describe('teetime-checkout: digital wallets and keyboard-only use', () => {
  before(loadAll);
  afterEach(cleanup);

  it('hides wallets the browser does not offer', async () => {
    const fake = await fakePaymentRequest([], 'tok_ok');
    try {
      const base = scenario('nowallet');
      const found = await findTeeTime(base);
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      // No browser wallet: neither is named and no choice is offered, only the card fields (and
      // the sandbox's test wallet above them, which the browser has nothing to do with).
      await waitText(el, 'Card details');
      await until(() => wallets(el).length > 0, 'the test wallet');
      expect(text(el)).not.to.match(/Apple Pay|Google Pay|Pay with/);
      expect(root(el).querySelector('input[type=radio]')).to.equal(null);
      expect(wallets(el)).to.deep.equal(['Test payment (no charge)']);
    } finally {
      fake.restore();
    }
  });

  it("guests get the wallets first (applePay, googlePay, card) and pay through the browser's sheet", async () => {
    const fake = await fakePaymentRequest([APPLE, GOOGLE], 'tok_wallet_ok');
    try {
      const base = scenario('wallet');
      const found = await findTeeTime(base);
      const { el, box } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await until(() => wallets(el).length === 2, 'the wallets');
      // One button per wallet, in the guest order, above the card (no radio group for guests).
      expect(wallets(el)).to.deep.equal(['Apple Pay', 'Google Pay']);
      expect(root(el).querySelector('input[name=method]')).to.equal(null);
      expect(text(el)).to.include('or pay with card');
      expect(await axeViolations(box)).to.deep.equal([]);
      const set = (label: string, v: string) => {
        const i = field(el, label);
        i.value = v;
        i.dispatchEvent(new Event('input', { bubbles: true }));
      };
      set('E-mail', 'wally@example.com');
      set('First name', 'Wally');
      set('Last name', 'Wallet');
      await nextFrame();
      walletButton(el, 'Google Pay').click();
      await waitText(el, "You're booked!");
      expect(fake.shown).to.deep.equal([GOOGLE]);
      await waitText(el, 'Google Pay');
    } finally {
      fake.restore();
    }
  });

  it('asks about Apple Pay only where the browser has it, and about no wallet on a brand without wallets', async () => {
    // Chromium without ApplePaySession: only Google Pay is asked about.
    const fake = await fakePaymentRequest([GOOGLE], 'tok_ok');
    try {
      const base = scenario('probe');
      const found = await findTeeTime(base);
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await until(() => wallets(el).includes('Google Pay'), 'Google Pay');
      expect(fake.probed).to.deep.equal([GOOGLE]);
      expect(wallets(el)).not.to.include('Apple Pay');
      await cleanup();
      fake.probed.length = 0;
      // desert-springs has no digitalWallets feature: nothing is asked.
      const plain = await mountCheckout({
        'api-base': base,
        brand: 'desert-springs',
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await waitText(plain.el, 'Card details');
      await new Promise((r) => setTimeout(r, 200));
      // No wallet frame at all: nothing is asked.
      expect(root(plain.el).querySelector('iframe.tt-wallet-frame')).to.equal(null);
      expect(fake.probed).to.deep.equal([]);
    } finally {
      fake.restore();
    }
  });

  it('a failing wallet token shows the decline', async () => {
    const fake = await fakePaymentRequest([GOOGLE], 'tok_declined');
    try {
      const base = scenario('wallet-declined');
      const found = await findTeeTime(base);
      await signIn(base, 'golfer@example.com');
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
      });
      await until(() => wallets(el).includes('Google Pay'), 'Google Pay');
      walletButton(el, 'Google Pay').click();
      await waitText(el, /declined/);
      expect(fake.shown).to.deep.equal([GOOGLE]);
    } finally {
      fake.restore();
    }
  });

  it('books with the keyboard alone (Tab, arrows, typing, Enter)', async () => {
    const base = scenario('keyboard');
    const found = await findTeeTime(base);
    await signIn(base, 'golfer@example.com');
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'VISA •••• 4242');
    // A promo code by keyboard: open its disclosure, then type it.
    const promo = await tabTo(
      el,
      (a) => a.getAttribute('aria-expanded') === 'false' && a.textContent!.startsWith('Promo code'),
    );
    await sendKeys({ press: 'Enter' });
    await until(() => promo.getAttribute('aria-expanded') === 'true', 'promo code open');
    await tabTo(el, (a) => a.getAttribute('name') === 'promoCode');
    await sendKeys({ type: 'SAVE10' });
    await sendKeys({ press: 'Enter' });
    await waitText(el, 'Promo savings');
    // Pick the second saved card with the arrow keys, then back to the default one.
    await tabTo(el, (a) => a.getAttribute('name') === 'method');
    await sendKeys({ press: 'ArrowDown' });
    await until(() => field(el, 'VISA •••• 0002').checked, 'arrow selects');
    await sendKeys({ press: 'ArrowUp' });
    await until(() => field(el, 'VISA •••• 4242').checked, 'arrow back');
    const pay = await tabTo(el, (a) => a.classList.contains('tt-pay'));
    expect(pay.textContent).to.match(/^Pay /);
    await sendKeys({ press: 'Enter' });
    await waitText(el, "You're booked!");
    await until(() => root(el).activeElement?.tagName === 'H2', 'focus on the confirmation heading');
  });
});
