import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { nextFrame, until } from '../../../tests/support/dom';
import {
  axeViolations,
  button,
  cardFieldsReady,
  cardFrameDoc,
  cleanup,
  field,
  findTeeTime,
  loadAll,
  mountCheckout,
  root,
  scenario,
  text,
  total,
  waitText,
} from './helpers';

/** A guest checkout for two players, at "Your details" with the card frame ready. */
async function guestForTwo(name: string) {
  const base = scenario(name);
  const found = await findTeeTime(base, { qty: 2 });
  const mounted = await mountCheckout({
    'api-base': base,
    'course-id': found.courseId,
    'tee-time-id': found.teeTimeId,
    players: 2,
    'is-guest': true,
  });
  await waitText(mounted.el, 'Your details');
  await cardFieldsReady(mounted.el);
  return mounted;
}

/** Every control a golfer taps: the checkout's own and the card frame's inputs. */
function controls(el: Element): HTMLElement[] {
  const visible = (c: HTMLElement) => c.getClientRects().length > 0;
  const own = [...root(el).querySelectorAll<HTMLElement>('button, input, select, summary, a[href]')];
  const inFrame = [...(cardFrameDoc(el)?.querySelectorAll<HTMLElement>('input') ?? [])];
  return [...own, ...inFrame].filter(visible);
}

describe('teetime-checkout: the booking design (issue 15)', () => {
  before(loadAll);
  afterEach(async () => {
    await cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it('says what the chosen players pay: "2 players × $X per player" and the total for 2 players', async () => {
    const { el, box } = await guestForTwo('per-player');
    const line = root(el).querySelector('[data-testid=per-player]')!.textContent!;
    expect(line).to.match(/^2 players × \$\d+\.\d\d per player$/);
    expect(text(el)).to.match(/Total for 2 players\$\d+\.\d\d/);
    expect(text(el)).not.to.match(/\$\d+\.\d\d × \d/);
    // The pay bar says the same total, and Pay names it.
    const bar = root(el).querySelector('[data-testid=pay-bar]')!;
    expect(bar.textContent).to.include(`Total for 2 players ${total(el)}`);
    expect(button(el, `Pay ${total(el)}`).type).to.equal('submit');
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('on a 390×844 phone: Pay stays in view in a sticky bar, 44 px targets, nothing wider than the screen', async () => {
    await setViewport({ width: 390, height: 844 });
    const { el, box } = await guestForTwo('phone');
    window.scrollTo(0, 0);
    await nextFrame();
    const form = root(el).querySelector('form.tt-panel')!;
    // The form runs on below the screen, yet the total and Pay show at its bottom.
    expect(form.getBoundingClientRect().bottom).to.be.greaterThan(innerHeight);
    const pay = button(el, /^Pay /).getBoundingClientRect();
    expect(pay.top).to.be.at.least(0);
    expect(pay.bottom).to.be.at.most(innerHeight);
    const bar = root(el).querySelector<HTMLElement>('[data-testid=pay-bar]')!;
    expect(getComputedStyle(bar).position).to.equal('sticky');
    expect(bar.textContent).to.match(/Total for 2 players/);
    // Every control is at least 44 px tall (buttons 44 px wide too).
    const small = controls(el)
      .map((c) => ({ c, r: c.getBoundingClientRect() }))
      .filter(({ c, r }) => r.height < 44 || (c.tagName === 'BUTTON' && r.width < 44))
      .map(
        ({ c, r }) => `${c.tagName} ${c.textContent || (c as HTMLInputElement).name} ${r.width}×${r.height}`,
      );
    expect(small).to.deep.equal([]);
    // No horizontal overflow: the page, the checkout and the card frame fit in 390 px.
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    expect(el.getBoundingClientRect().right).to.be.at.most(390);
    const frameDoc = cardFrameDoc(el)!;
    expect(frameDoc.documentElement.scrollWidth).to.be.at.most(frameDoc.documentElement.clientWidth);
    // On a phone the card number has its row; MM/YY, CVV and zip share the next one.
    const top = (name: string) => frameDoc.getElementById(name)!.getBoundingClientRect().top;
    expect(top('expiry')).to.be.greaterThan(top('number'));
    expect(Math.abs(top('expiry') - top('cvv'))).to.be.at.most(1);
    expect(Math.abs(top('expiry') - top('zip'))).to.be.at.most(1);
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('on a desktop the card is one row: number, MM/YY, CVV and zip, their tops aligned', async () => {
    await setViewport({ width: 1280, height: 900 });
    const { el } = await guestForTwo('card-row');
    const iframe = root(el).querySelector('iframe')!;
    await until(() => {
      const doc = cardFrameDoc(el)!;
      return Math.abs(iframe.getBoundingClientRect().height - doc.documentElement.scrollHeight) <= 1;
    }, 'frame sized to its one row');
    const doc = cardFrameDoc(el)!;
    const row = ['number', 'expiry', 'cvv', 'zip'];
    const tops = row.map((name) => doc.getElementById(name)!.getBoundingClientRect().top);
    for (const t of tops) expect(Math.abs(t - tops[0]!)).to.be.at.most(1, `tops ${tops.join(', ')}`);
    // Left to right, in keyboard order (the zip in the frame too); the frame is one row of fields.
    const lefts = row.map((n) => doc.getElementById(n)!.getBoundingClientRect().left);
    expect(lefts).to.deep.equal([...lefts].sort((a, b) => a - b));
    expect(field(el, 'Zip code')).to.equal(doc.getElementById('zip'));
    expect(iframe.getBoundingClientRect().height).to.be.below(110);
  });

  it('with nothing to check out: nothing on the page, or one line when the partner asks for a placeholder', async () => {
    const base = scenario('empty');
    const { el } = await mountCheckout({ 'api-base': base });
    await nextFrame();
    await new Promise((r) => setTimeout(r, 200));
    expect(el.getBoundingClientRect().height).to.equal(0);
    expect(text(el)).to.equal('');
    await cleanup();
    const { el: withLine, box } = await mountCheckout({ 'api-base': base, placeholder: true });
    await waitText(withLine, 'Choose a tee time to book it here.');
    expect(root(withLine).querySelectorAll('h1, h2, h3').length).to.equal(0);
    expect(withLine.getBoundingClientRect().height).to.be.below(40);
    expect(await axeViolations(box)).to.deep.equal([]);
  });
});
