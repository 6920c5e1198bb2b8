import { expect } from 'chai';
import { nextFrame, until } from '../../../tests/support/dom';
import {
  axeViolations,
  button,
  cleanup,
  errorOf,
  field,
  fill,
  findTeeTime,
  loadAll,
  mountCheckout,
  openExtra,
  savingOf,
  scenario,
  signIn,
  text,
  total,
  waitText,
} from './helpers';

const money = (s: string) => Number(s.replace(/[^\d.]/g, ''));

async function open(name: string, signedIn = true) {
  const base = scenario(name);
  const found = await findTeeTime(base, { qty: 2 });
  if (signedIn) await signIn(base, 'golfer@example.com');
  const mounted = await mountCheckout({
    'api-base': base,
    'course-id': found.courseId,
    'tee-time-id': found.teeTimeId,
    'is-guest': !signedIn,
  });
  await waitText(mounted.el, 'Promo code');
  await nextFrame();
  return { ...mounted, base, found };
}

async function submit(el: Element, label: string, value: string, name: string) {
  fill(el, { [label]: value });
  await nextFrame();
  button(el, name).click();
}

describe('teetime-checkout: promo codes, points, gift cards, donation, fee credit, players', () => {
  before(loadAll);
  afterEach(cleanup);

  it('extras are outline disclosure buttons, closed at first, never filled like Pay', async () => {
    const { el, box } = await open('extras-closed');
    const toggles = [
      ...el.shadowRoot!.querySelectorAll('.tt-panel button[aria-expanded]'),
    ] as HTMLButtonElement[];
    expect(toggles.map((b) => b.textContent?.replace(/[+−]$/, ''))).to.deep.equal([
      'Promo code',
      'Rewards points',
      'Gift card',
      'Donation',
    ]);
    for (const b of toggles) {
      expect(b.getAttribute('aria-expanded')).to.equal('false');
      expect(b.classList.contains('tt-secondary')).to.equal(true);
      expect(el.shadowRoot!.getElementById(b.getAttribute('aria-controls')!)!.hidden).to.equal(true);
    }
    const pay = await until(() => {
      try {
        return button(el, /^Pay /);
      } catch {
        return null;
      }
    }, 'the pay button');
    expect(getComputedStyle(toggles[0]!).backgroundColor).not.to.equal(getComputedStyle(pay).backgroundColor);
    // The donation says in one line what it is.
    openExtra(el, 'Donation');
    await nextFrame();
    expect(text(el)).to.match(/An optional gift that goes with your booking and is added to your total/);
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('promo codes: an expired one errors next to its field and stays in it; apply, remove, bonus', async () => {
    const { el, box } = await open('promo');
    const before = money(total(el));
    openExtra(el, 'Gift card');
    openExtra(el, 'Promo code');
    await nextFrame();
    fill(el, { 'Gift card': 'GIFT-TYPED' });
    await submit(el, 'Promo code', 'SPRING20', 'Apply code');
    await until(() => errorOf(el, 'Promo code') === 'This promo code has expired.', 'expired message');
    // The rejected code is kept where the golfer typed it, with the message (issue 15 item 11).
    expect(field(el, 'Promo code').value).to.equal('SPRING20');
    expect(field(el, 'Gift card').value).to.equal('GIFT-TYPED');
    expect(await axeViolations(box)).to.deep.equal([]);

    await submit(el, 'Promo code', 'TAKE5', 'Apply code');
    await until(() => money(total(el)) === Math.round((before - 5) * 100) / 100, 'TAKE5 applied');
    expect(text(el)).to.include('Promo savings');
    expect(errorOf(el, 'Promo code')).to.equal('');
    // What it saved shows beside the promo code button.
    expect(savingOf(el, 'Promo code')).to.match(/^−\$5(\.00)?$/);

    button(el, 'Apply BONUS3').click();
    await until(() => money(total(el)) === Math.round((before - 8) * 100) / 100, 'bonus applied');
    button(el, /^Remove$/).click();
    await until(() => text(el).includes('Remove') && !text(el).includes('TAKE5Remove'), 'TAKE5 removed');
  });

  it('429 on promo codes: "Unable to process promo code" and the field is blocked', async () => {
    const { el } = await open('promo-limit', false);
    openExtra(el, 'Promo code');
    for (let i = 0; i < 6; i++) {
      if (button(el, 'Apply code').disabled) break;
      await submit(el, 'Promo code', `NOPE${i}`, 'Apply code');
      await until(() => errorOf(el, 'Promo code'), 'an error', 10_000);
      await nextFrame();
    }
    await until(() => errorOf(el, 'Promo code') === 'Unable to process promo code', '429 message');
    expect(button(el, 'Apply code').disabled).to.equal(true);
  });

  it('429 on gift cards: "Unable to process gift card" and the field is blocked', async () => {
    const { el } = await open('gift-limit', false);
    openExtra(el, 'Gift card');
    openExtra(el, 'Promo code');
    for (let i = 0; i < 6; i++) {
      if (button(el, 'Apply gift card').disabled) break;
      await submit(el, 'Gift card', `GIFT-NOPE-${i}`, 'Apply gift card');
      await until(() => errorOf(el, 'Gift card'), 'an error', 10_000);
      await nextFrame();
    }
    await until(() => errorOf(el, 'Gift card') === 'Unable to process gift card', '429 message');
    expect(button(el, 'Apply gift card').disabled).to.equal(true);
    // The promo code field is not affected.
    expect(button(el, 'Apply code').disabled).to.equal(false);
  });

  it('gift card with its CVV (10001), a wrong code, and removal', async () => {
    const { el } = await open('gift');
    openExtra(el, 'Gift card');
    await submit(el, 'Gift card', 'GIFT-EMPTY', 'Apply gift card');
    await until(() => errorOf(el, 'Gift card') === 'This gift card has no balance left.', 'empty card');
    expect(field(el, 'Gift card').value).to.equal('');
    await submit(el, 'Gift card', 'GIFT-CVV-100', 'Apply gift card');
    await until(() => text(el).includes('Gift card CVV'), 'CVV asked');
    expect(field(el, 'Gift card').value).to.equal('GIFT-CVV-100');
    expect(errorOf(el, 'Gift card CVV')).not.to.equal('');
    await submit(el, 'Gift card CVV', '321', 'Apply gift card');
    await waitText(el, 'Gift card GIFT-CVV-100');
    button(el, /^Remove$/).click();
    await until(() => !text(el).includes('Gift card GIFT-CVV-100'), 'gift card removed');
    expect(field(el, 'Gift card').value).to.equal('');
  });

  it('rewards points, booking-fee credit, donation and players re-price the preparation', async () => {
    const { el } = await open('extras');
    const start = money(total(el));
    openExtra(el, 'Rewards points');
    openExtra(el, 'Donation');
    await submit(el, 'Rewards points', '99999', 'Use points');
    await until(() => errorOf(el, 'Rewards points'), 'too many points');
    expect(field(el, 'Rewards points').value).to.equal('');
    await submit(el, 'Rewards points', '500', 'Use points');
    await until(() => money(total(el)) === Math.round((start - 5) * 100) / 100, 'points applied');
    expect(savingOf(el, 'Rewards points')).to.match(/^−\$5(\.00)?$/);

    field(el, 'Use my $5 booking-fee credit').click();
    await until(() => text(el).includes('Booking-fee credit'), 'credit applied');

    await submit(el, 'Donation', '2', 'Add donation');
    await until(() => text(el).includes('Donation$2'), 'donation shown');

    const players = field(el, 'Players') as unknown as HTMLSelectElement;
    players.value = '1';
    players.dispatchEvent(new Event('input', { bubbles: true }));
    await waitText(el, '1 player ·');
  });
});
