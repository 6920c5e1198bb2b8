import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { nextFrame, until } from '../../../tests/support/dom';
import {
  asUser,
  axeViolations,
  cardFieldsReady,
  cleanup,
  fill,
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
import { pageRect, walletButtons as frameButtons } from '../../../tests/support/walletFrame';

const GOOGLE = 'https://google.com/pay';
const APPLE = 'https://apple.com/apple-pay';
/** The browser's Payment Request API (in the wallet frame) offering `offered` (none: a browser without wallets). */
const paymentRequestOffering = (offered: string[]) => fakeWallets(offered, 'tok_wallet_first');

/** A guest checkout with its details typed in, the card frame ready. */
async function guestCheckout(name: string, brand?: string) {
  const base = scenario(name);
  const found = await findTeeTime(base);
  const mounted = await mountCheckout({
    'api-base': base,
    'course-id': found.courseId,
    'tee-time-id': found.teeTimeId,
    'is-guest': true,
    ...(brand ? { brand } : {}),
  });
  await waitText(mounted.el, 'Your details');
  await cardFieldsReady(mounted.el);
  fill(mounted.el, { 'E-mail': 'wally@example.com', 'First name': 'Wally', 'Last name': 'Wallet' });
  await nextFrame();
  return mounted;
}

const walletButtons = frameButtons;

/** The wallet sits above the card form, full width, with "or pay with card" between them. */
async function expectWalletFirst(el: Element, name: string) {
  const [wallet, ...others] = walletButtons(el);
  expect(others).to.have.length(0);
  expect(wallet!.textContent).to.equal(name);
  const card = [...root(el).querySelectorAll('fieldset')].find((f) =>
    f.querySelector('legend')?.textContent?.startsWith('Card details'),
  )!;
  const divider = [...root(el).querySelectorAll('p')].find((p) => p.textContent === 'or pay with card')!;
  // The frame takes its buttons' height once they have drawn (a message from the frame).
  await until(
    () => pageRect(wallet!).bottom <= divider.getBoundingClientRect().top,
    'the wallet frame at its buttons’ height',
  );
  const w = pageRect(wallet!);
  expect(w.bottom).to.be.at.most(divider.getBoundingClientRect().top);
  expect(divider.getBoundingClientRect().bottom).to.be.at.most(card.getBoundingClientRect().top);
  // Full width: as wide as the card form under it.
  expect(Math.abs(w.width - card.getBoundingClientRect().width)).to.be.at.most(1);
  expect(w.height).to.be.at.least(44);
  return wallet!;
}

describe('teetime-checkout: wallets first, above the card form (issue 15 item 5)', () => {
  before(loadAll);
  afterEach(async () => {
    await cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it("shows the browser's wallet as a full-width button above the card, and paying with it books", async () => {
    await setViewport({ width: 1280, height: 900 });
    const fake = await paymentRequestOffering([GOOGLE]);
    try {
      const { el, box } = await guestCheckout('wallet-first');
      await until(() => walletButtons(el).length > 0, 'the wallet');
      const wallet = await expectWalletFirst(el, 'Google Pay');
      expect(await axeViolations(box)).to.deep.equal([]);
      wallet.click();
      await waitText(el, "You're booked!");
      expect(fake.shown).to.deep.equal([GOOGLE]);
      expect(text(el)).to.include('Google Pay');
    } finally {
      fake.restore();
    }
  });

  it("offers the sandbox's test wallet where the browser has none; it books through the sandbox", async () => {
    await setViewport({ width: 390, height: 844 });
    const fake = await paymentRequestOffering([]);
    try {
      const { el, box } = await guestCheckout('test-wallet');
      await until(() => walletButtons(el).length > 0, 'the test wallet');
      const wallet = await expectWalletFirst(el, 'Test payment (no charge)');
      expect(document.documentElement.scrollWidth).to.be.at.most(390);
      expect(await axeViolations(box)).to.deep.equal([]);
      wallet.click();
      await waitText(el, "You're booked!");
      // No browser sheet: the sandbox's token paid, as Google Pay.
      expect(fake.shown).to.deep.equal([]);
      expect(text(el)).to.include('Google Pay');
    } finally {
      fake.restore();
    }
  });

  it("puts the golfer's preferred wallet first, above the saved cards; Pay still pays by card", async () => {
    const fake = await paymentRequestOffering([APPLE, GOOGLE]);
    try {
      const base = scenario('preferred');
      const found = await findTeeTime(base);
      await (
        await asUser(base, 'golfer@example.com')
      ).put('v6/users/settings', { googlePayIsPreferred: true });
      await signIn(base, 'golfer@example.com');
      const { el } = await mountCheckout({
        'api-base': base,
        'course-id': found.courseId,
        'tee-time-id': found.teeTimeId,
      });
      await until(() => walletButtons(el).length === 2, 'the wallets');
      // Once the settings are in: Google Pay, the preferred wallet, first.
      await until(() => walletButtons(el)[0]?.textContent === 'Google Pay', 'preferred wallet first');
      expect(walletButtons(el).map((b) => b.textContent)).to.deep.equal(['Google Pay', 'Apple Pay']);
      // The saved cards are the choice under "or pay with card"; the default card is chosen.
      const methods = [...root(el).querySelectorAll<HTMLInputElement>('input[name=method]')];
      expect(methods.map((i) => i.parentElement!.textContent!.trim())).to.deep.equal([
        'VISA •••• 4242 (default)',
        'VISA •••• 0002',
        'New card',
      ]);
      expect(methods[0]!.checked).to.equal(true);
      expect(pageRect(walletButtons(el)[1]!).bottom).to.be.at.most(methods[0]!.getBoundingClientRect().top);
    } finally {
      fake.restore();
    }
  });

  it('offers no wallet on a brand without wallets: the card form alone, no divider', async () => {
    const fake = await paymentRequestOffering([GOOGLE]);
    try {
      const { el } = await guestCheckout('no-wallet-brand', 'desert-springs');
      await new Promise((r) => setTimeout(r, 200));
      expect(walletButtons(el)).to.have.length(0);
      expect(text(el)).not.to.include('or pay with card');
      expect(text(el)).to.include('Card details');
    } finally {
      fake.restore();
    }
  });
});
