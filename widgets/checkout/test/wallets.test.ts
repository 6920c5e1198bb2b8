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

const APPLE = 'https://apple.com/apple-pay';
const GOOGLE = 'https://google.com/pay';

type Win = Window & { PaymentRequest?: unknown; ApplePaySession?: unknown };

/**
 * A stand-in for the browser's Payment Request API: offers the listed wallets and answers `token`;
 * records every method asked about. Offering Apple Pay also stands in for Safari's ApplePaySession
 * (the checkout asks about Apple Pay only where the browser has it).
 */
function fakePaymentRequest(
  offered: string[],
  token: string,
  { applePaySession = offered.includes(APPLE) } = {},
) {
  const shown: string[] = [];
  const probed: string[] = [];
  class FakeRequest {
    constructor(private methods: { supportedMethods: string }[]) {
      probed.push(methods[0]!.supportedMethods);
    }
    canMakePayment() {
      return Promise.resolve(offered.includes(this.methods[0]!.supportedMethods));
    }
    show() {
      shown.push(this.methods[0]!.supportedMethods);
      return Promise.resolve({ details: { token }, complete: () => Promise.resolve() });
    }
  }
  const win = window as Win;
  const real = win.PaymentRequest;
  const realApple = win.ApplePaySession;
  win.PaymentRequest = FakeRequest;
  if (applePaySession)
    win.ApplePaySession = Object.assign(function ApplePaySession() {}, { canMakePayments: () => true });
  return {
    shown,
    probed,
    restore: () => {
      win.PaymentRequest = real;
      if (realApple === undefined) delete win.ApplePaySession;
      else win.ApplePaySession = realApple;
    },
  };
}

/** The wallet buttons above the card form, by name. */
const wallets = (el: Element) =>
  [...root(el).querySelectorAll('button.tt-wallet')].map((b) => b.textContent!.trim());
const walletButton = (el: Element, name: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('button.tt-wallet')].find((b) => b.textContent === name)!;

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
    const fake = fakePaymentRequest([], 'tok_ok');
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
      await new Promise((r) => setTimeout(r, 100));
      expect(text(el)).not.to.match(/Apple Pay|Google Pay|Pay with/);
      expect(root(el).querySelector('input[type=radio]')).to.equal(null);
      expect(wallets(el)).to.deep.equal(['Test wallet']);
    } finally {
      fake.restore();
    }
  });

  it("guests get the wallets first (applePay, googlePay, card) and pay through the browser's sheet", async () => {
    const fake = fakePaymentRequest([APPLE, GOOGLE], 'tok_wallet_ok');
    try {
      const base = scenario('wallet');
      const found = await findTeeTime(base);
      const { el, box } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await waitText(el, 'Google Pay');
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
    const fake = fakePaymentRequest([GOOGLE], 'tok_ok');
    try {
      const base = scenario('probe');
      const found = await findTeeTime(base);
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
        'is-guest': true,
      });
      await waitText(el, 'Google Pay');
      expect(fake.probed).to.deep.equal([GOOGLE]);
      expect(text(el)).not.to.include('Apple Pay');
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
      expect(fake.probed).to.deep.equal([]);
    } finally {
      fake.restore();
    }
  });

  it('a failing wallet token shows the decline', async () => {
    const fake = fakePaymentRequest([GOOGLE], 'tok_declined');
    try {
      const base = scenario('wallet-declined');
      const found = await findTeeTime(base);
      await signIn(base, 'golfer@example.com');
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
      });
      await waitText(el, 'Google Pay');
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
