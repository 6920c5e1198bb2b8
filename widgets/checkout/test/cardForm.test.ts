import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { nextFrame, until } from '../../../tests/support/dom';
import {
  button,
  cardFrameDoc,
  cleanup,
  errorOf,
  field,
  fill,
  loadAll,
  openGuestCheckout,
  root,
  text,
  waitText,
} from './helpers';

const YY = String(new Date().getFullYear() + 3).slice(2);

/** Clicks into a field (in the checkout or its card frame) and types as a golfer does, key by key. */
async function typeInto(el: Element, label: string, keys: string) {
  const input = field(el, label);
  input.focus();
  await sendKeys({ type: keys });
  await nextFrame();
  return input;
}

const payError = (el: Element) => root(el).querySelector<HTMLElement>('[data-testid=payment-error]')!;

describe('teetime-checkout: the card form as a golfer types it', () => {
  before(loadAll);
  afterEach(async () => {
    await cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it('groups the number in fours (Amex 4-6-5), shows the brand and puts the slash in the expiry', async () => {
    const { el } = await openGuestCheckout('typing');
    const frame = cardFrameDoc(el)!;
    const number = await typeInto(el, 'Card number', '4242424242424242');
    expect(number.value).to.equal('4242 4242 4242 4242');
    expect(frame.getElementById('number-brand')!.textContent).to.equal('Visa');
    // A 17th digit does not fit a Visa.
    await sendKeys({ type: '4' });
    expect(number.value).to.equal('4242 4242 4242 4242');
    number.select();
    await sendKeys({ type: '378282246310005' });
    expect(number.value).to.equal('3782 822463 10005');
    expect(frame.getElementById('number-brand')!.textContent).to.equal('American Express');

    const expiry = await typeInto(el, 'Expiry', `12${YY}`);
    expect(expiry.value).to.equal(`12/${YY}`);
    // Backspace goes back through the slash; "1/" then the year reads as January.
    for (let i = 0; i < 5; i++) await sendKeys({ press: 'Backspace' });
    expect(expiry.value).to.equal('');
    await sendKeys({ type: `1/${YY}` });
    expect(expiry.value).to.equal(`01/${YY}`);
  });

  it('clears each error as the golfer fixes its field, and the message beside Pay once all are fixed', async () => {
    const { el } = await openGuestCheckout('fixing');
    button(el, /^Pay /).click();
    await until(() => errorOf(el, 'Card number') && errorOf(el, 'E-mail'), 'errors shown');
    expect(payError(el).textContent).to.equal('Please check the highlighted fields.');
    await typeInto(el, 'E-mail', 'pat@example.com');
    expect(errorOf(el, 'E-mail')).to.equal('');
    expect(errorOf(el, 'First name')).not.to.equal('');
    await typeInto(el, 'Card number', '4242424242424242');
    expect(errorOf(el, 'Card number')).to.equal('');
    expect(errorOf(el, 'Expiry')).not.to.equal('');
    await typeInto(el, 'First name', 'Pat');
    await typeInto(el, 'Last name', 'Guest');
    await typeInto(el, 'Name on card', 'Pat Guest');
    await typeInto(el, 'Expiry', `12${YY}`);
    await typeInto(el, 'CVV', '123');
    await until(() => payError(el).textContent === '', 'the message beside Pay gone');
  });

  it('says a declined card right beside Pay, as an alert', async () => {
    const { el } = await openGuestCheckout('decline-beside-pay');
    fill(el, {
      'E-mail': 'pat@example.com',
      'First name': 'Pat',
      'Last name': 'Guest',
      'Name on card': 'Pat Guest',
      'Card number': '4000000000000002',
      Expiry: `12/${YY}`,
      CVV: '123',
    });
    await nextFrame();
    button(el, /^Pay /).click();
    await until(() => payError(el).textContent?.includes('Your card was declined.'), 'the decline');
    const alert = payError(el);
    expect(alert.getAttribute('role')).to.equal('alert');
    // In the bar with Pay, right above it.
    const pay = button(el, /^Pay /);
    expect(alert.parentElement).to.equal(pay.parentElement);
    const [a, p] = [alert.getBoundingClientRect(), pay.getBoundingClientRect()];
    expect(p.top - a.bottom).to.be.within(0, 24);
  });

  it('keeps every label whole, on a 1280 px screen and on a 390 px phone', async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await setViewport({ width, height });
      const { el } = await openGuestCheckout(`labels-${width}`);
      await nextFrame();
      const frame = cardFrameDoc(el)!;
      const labels = [...frame.querySelectorAll('label'), ...root(el).querySelectorAll('label')];
      for (const l of labels)
        expect(l.scrollWidth, `"${l.textContent}" at ${width} px`).to.be.at.most(l.clientWidth);
      // "Expiry" shows; screen readers hear the format too.
      expect(frame.querySelector('label[for=expiry]')!.textContent).to.equal('Expiry (MM/YY)');
      expect(frame.querySelector('label[for=expiry] .sr-only')!.getBoundingClientRect().width).to.be.at.most(
        1,
      );
      await cleanup();
    }
  });

  it('on a phone, Pay with a field missing scrolls to it, clear of the sticky Pay bar, and focuses it', async () => {
    await setViewport({ width: 390, height: 700 });
    const { el } = await openGuestCheckout('phone-missing');
    fill(el, {
      'E-mail': 'pat@example.com',
      'First name': 'Pat',
      'Last name': 'Guest',
      'Card number': '4242424242424242',
      Expiry: `12/${YY}`,
      CVV: '123',
    });
    await nextFrame();
    const pay = button(el, /^Pay /);
    pay.scrollIntoView({ block: 'end' });
    pay.click();
    // The name on card is missing: it takes focus, in view above the bar.
    const name = field(el, 'Name on card');
    await until(() => root(el).activeElement === name, 'focus on the name on card');
    const bar = root(el).querySelector('[data-testid=pay-bar]')!.getBoundingClientRect();
    const box = name.getBoundingClientRect();
    expect(box.top).to.be.at.least(0);
    expect(box.bottom).to.be.at.most(bar.top);
    expect(errorOf(el, 'Name on card')).not.to.equal('');
    await waitText(el, 'Please check the highlighted fields.');
    expect(text(el)).to.include('Please check the highlighted fields.');
  });
});
