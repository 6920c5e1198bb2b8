import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { nextFrame, until } from '../../../tests/support/dom';
import {
  axeViolations,
  button,
  cardFieldsReady,
  cardFrameDoc,
  cleanup,
  errorOf,
  field,
  fill,
  findTeeTime,
  loadAll,
  mountCheckout,
  root,
  scenario,
  signIn,
  waitText,
} from './helpers';

const ROW = ['number', 'expiry', 'cvv', 'zip'];
const EXPIRY = `12/${String(new Date().getFullYear() + 3).slice(2)}`;

/** A guest checkout at "Your details", the card frame ready and sized. */
async function guestCheckout(name: string) {
  const base = scenario(name);
  const found = await findTeeTime(base);
  const mounted = await mountCheckout({
    'api-base': base,
    'course-id': found.courseId,
    'tee-time-id': found.teeTimeId,
    'is-guest': true,
  });
  await waitText(mounted.el, 'Your details');
  await cardFieldsReady(mounted.el);
  const iframe = root(mounted.el).querySelector<HTMLIFrameElement>('iframe.tt-card-frame')!;
  await until(() => {
    const doc = cardFrameDoc(mounted.el)!;
    return Math.abs(iframe.getBoundingClientRect().height - doc.documentElement.scrollHeight) <= 1;
  }, 'frame sized to its content');
  return { ...mounted, doc: cardFrameDoc(mounted.el)! };
}

const rect = (doc: Document, id: string) => doc.getElementById(id)!.getBoundingClientRect();

describe('teetime-checkout: one card row, number, MM/YY, CVV and zip (issue 15 item 5)', () => {
  before(loadAll);
  afterEach(async () => {
    await cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it('at 1280 px the number, MM/YY, CVV and zip share one line, in keyboard order', async () => {
    await setViewport({ width: 1280, height: 900 });
    const { el, doc, box } = await guestCheckout('row-desktop');
    const tops = ROW.map((id) => rect(doc, id).top);
    for (const t of tops) expect(Math.abs(t - tops[0]!)).to.be.at.most(1, `tops ${tops.join(', ')}`);
    const lefts = ROW.map((id) => rect(doc, id).left);
    expect(lefts).to.deep.equal([...lefts].sort((a, b) => a - b));
    // Nothing on the row overlaps or spills out of the frame.
    for (let i = 1; i < ROW.length; i++)
      expect(rect(doc, ROW[i]!).left).to.be.at.least(rect(doc, ROW[i - 1]!).right);
    expect(rect(doc, 'zip').right).to.be.at.most(doc.documentElement.clientWidth);
    // The zip: autofilled as a postal code, the numeric keyboard, optional.
    const zip = field(el, 'Zip code');
    expect(zip.ownerDocument).to.equal(doc);
    expect([zip.autocomplete, zip.inputMode, String(zip.required)]).to.deep.equal([
      'postal-code',
      'numeric',
      'false',
    ]);
    // The checkout has no zip field of its own any more.
    expect(root(el).querySelector('input[name=zip]')).to.equal(null);
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('at 390 px the number has its line, MM/YY, CVV and zip the next; 44 px targets, no overflow', async () => {
    await setViewport({ width: 390, height: 844 });
    const { doc, box } = await guestCheckout('row-phone');
    const top = (id: string) => rect(doc, id).top;
    expect(top('expiry')).to.be.greaterThan(rect(doc, 'number').bottom);
    expect(Math.abs(top('cvv') - top('expiry'))).to.be.at.most(1);
    expect(Math.abs(top('zip') - top('expiry'))).to.be.at.most(1);
    for (const id of ROW) expect(rect(doc, id).height, id).to.be.at.least(44);
    expect(doc.documentElement.scrollWidth).to.be.at.most(doc.documentElement.clientWidth);
    expect(rect(doc, 'zip').right).to.be.at.most(doc.documentElement.clientWidth);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('a zip that is not one gets a plain message on the zip; a good one goes with the card', async () => {
    const base = scenario('row-zip');
    const found = await findTeeTime(base);
    const api = await signIn(base, 'golfer@example.com');
    const { el } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'New card');
    field(el, 'New card').click();
    await cardFieldsReady(el);
    fill(el, {
      'Name on card': 'Zed Zip',
      'Card number': '5555555555554444',
      Expiry: EXPIRY,
      CVV: '123',
      'Zip code': '!!',
    });
    await nextFrame();
    button(el, /^Pay /).click();
    await until(() => errorOf(el, 'Zip code'), 'zip error');
    expect(errorOf(el, 'Zip code')).to.equal('Enter a valid zip or postal code, e.g. 80202.');
    expect(field(el, 'Zip code').getAttribute('aria-invalid')).to.equal('true');
    fill(el, { 'Zip code': '80202' });
    await nextFrame();
    button(el, /^Pay /).click();
    await waitText(el, "You're booked!");
    // The zip reached the gateway with the card: the saved card has it.
    const { creditCards } = await api.get('v6/credit_cards');
    expect(creditCards.find((c) => c.lastFour === '4444')?.zip).to.equal('80202');
  });
});
