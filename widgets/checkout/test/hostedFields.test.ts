import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { until } from '../../../tests/support/dom';
import { cardFrameUrl, connectCardFrame } from '../cardFrame';
import {
  axeViolations,
  cardFieldsReady,
  cardFrameDoc,
  cleanup,
  field,
  fill,
  findTeeTime,
  loadAll,
  mountCheckout,
  scenario,
  signIn,
  waitText,
} from './helpers';

/** What has the keyboard focus: an element of the checkout, or of the card frame. */
function focused(el: Element): string {
  const active = el.shadowRoot!.activeElement;
  if (active?.tagName !== 'IFRAME')
    return (active as HTMLInputElement | null)?.name ?? String(active?.tagName);
  return `frame:${(cardFrameDoc(el)!.activeElement as HTMLInputElement).name}`;
}

describe('teetime-checkout: hosted card fields (a frame on the marketplace origin)', () => {
  before(loadAll);
  afterEach(cleanup);

  async function newCard(name: string) {
    const base = scenario(name);
    const found = await findTeeTime(base);
    await signIn(base, 'golfer@example.com');
    const { el, box } = await mountCheckout({
      'api-base': base,
      'course-id': found.courseId,
      'tee-time-id': found.teeTimeId,
    });
    await waitText(el, 'New card');
    field(el, 'New card').click();
    await waitText(el, 'Card details');
    await cardFieldsReady(el);
    return { el, box };
  }

  it('a checkout that starts listening after the frame loaded still hears it is ready', async () => {
    const iframe = document.createElement('iframe');
    iframe.src = cardFrameUrl(
      `${location.origin}${scenario('late-listener')}`,
      'demo-teetime',
      location.origin,
    );
    const loaded = new Promise((r) => iframe.addEventListener('load', r));
    document.body.append(iframe);
    await loaded; // its own "ready" went out before anyone listened
    const heard: string[] = [];
    const frame = connectCardFrame(iframe, (m) => heard.push(m.type));
    try {
      await until(() => heard.includes('ready'), 'ready after a late connect');
      // Questions work once it is ready: an empty card gets its field errors, in words.
      const errors = await frame.check();
      expect(errors.number).to.be.a('string').and.not.equal('');
    } finally {
      frame.disconnect();
      iframe.remove();
    }
  });

  it('is a titled frame from the API origin, sized to its fields, in the keyboard order of the form', async () => {
    const { el, box } = await newCard('frame-keys');
    const frame = el.shadowRoot!.querySelector<HTMLIFrameElement>('iframe.tt-card-frame')!;
    expect(frame.title).to.equal('Card number, expiry date, security code and zip code');
    expect(frame.src).to.match(/\/sandbox\/[\w-]+\/api\/hosted\/card-fields\?origin=/);
    // Sized to its content: all four fields show without scrolling.
    await until(() => {
      const doc = cardFrameDoc(el)!;
      return Math.abs(frame.getBoundingClientRect().height - doc.documentElement.scrollHeight) <= 1;
    }, 'frame sized to its fields');
    expect(await axeViolations(box)).to.deep.equal([]);

    field(el, 'New card').focus();
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      order.push(focused(el));
    }
    // The name on the card, then the card row in the frame: number, MM/YY, CVV and zip.
    expect(order).to.deep.equal(['name', 'frame:number', 'frame:expiry', 'frame:cvv', 'frame:zip']);
  });

  it('Enter in the frame pays like Enter in the form: the errors show in the frame and in words', async () => {
    const { el } = await newCard('frame-enter');
    // The name on the card (before the card row, in page order) is fine: the expiry is the mistake.
    fill(el, { 'Name on card': 'Gary Golfer', 'Card number': '4242 4242 4242 4242', Expiry: '8' });
    field(el, 'Card number').focus();
    await sendKeys({ press: 'Enter' });
    await waitText(el, 'Please check the highlighted fields.');
    const doc = cardFrameDoc(el)!;
    const error = (name: string) => doc.getElementById(`${name}-error`)!.textContent;
    expect(error('expiry')).to.equal('Enter the expiry date as MM/YY, e.g. 08/29.');
    expect(error('number')).to.equal('');
    // The first field in error takes the focus, and reads its error.
    await until(() => focused(el) === 'frame:expiry', 'focus on the expiry');
    expect(field(el, 'Expiry').getAttribute('aria-describedby')).to.equal('expiry-error');
    // Fixing a field clears its error as the golfer types.
    fill(el, { Expiry: '08/29' });
    expect(error('expiry')).to.equal('');
    expect(field(el, 'Card number').value).to.equal('4242 4242 4242 4242');
  });
});
