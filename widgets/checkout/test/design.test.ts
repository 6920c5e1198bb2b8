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
  openExtra,
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
    // One column: what is booked on top, then the form; the name is the card's first line.
    const summary = root(el).querySelector('[aria-label="Price breakdown"]')!.getBoundingClientRect();
    expect(summary.bottom).to.be.at.most(root(el).querySelector('.tt-main')!.getBoundingClientRect().top);
    const frameTop = root(el)
      .querySelector<HTMLIFrameElement>('iframe.tt-card-frame')!
      .getBoundingClientRect().top;
    expect(field(el, 'Name on card').getBoundingClientRect().bottom).to.be.at.most(frameTop);
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
    const iframe = root(el).querySelector<HTMLIFrameElement>('iframe.tt-card-frame')!;
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

  it('at a wide host: the form on the left, the summary with Pay beside it and sticky; a compact Players control; Name on card on the card row', async () => {
    await setViewport({ width: 1280, height: 900 });
    const { el, box } = await guestForTwo('wide');
    window.scrollTo(0, 0);
    await nextFrame();
    const main = root(el).querySelector('.tt-main')!.getBoundingClientRect();
    const side = root(el).querySelector<HTMLElement>('.tt-side')!;
    const summary = root(el).querySelector('[aria-label="Price breakdown"]')!.getBoundingClientRect();
    const pay = button(el, `Pay ${total(el)}`).getBoundingClientRect();
    // Beside, not under: the summary and Pay start right of the form, at the form's top.
    expect(summary.left).to.be.greaterThan(main.right);
    expect(pay.left).to.be.greaterThan(main.right);
    // At the form's top (sticky 16 px below the screen's top edge).
    expect(side.getBoundingClientRect().top).to.be.within(main.top, main.top + 16);
    expect(getComputedStyle(side).position).to.equal('sticky');
    // The summary says what is booked: the course, date and time, players, lines and total.
    expect(side.textContent).to.match(/at \d{1,2}:\d\d [AP]M · 2 players/);
    expect(side.textContent).to.match(/Total for 2 players\$\d+\.\d\d/);
    // Pay comes after the form's fields in keyboard order.
    const name = field(el, 'Name on card');
    expect(name.compareDocumentPosition(button(el, /^Pay /)) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(
      0,
    );
    // Players: a compact control, as wide as the promo code's button at most, not the column.
    const players = field(el, 'Players').getBoundingClientRect();
    expect(players.width).to.be.below(240);
    expect(players.height).to.be.at.least(44);
    // Name on card shares the row with the card frame: left of it, its input top on the frame's.
    const iframe = root(el).querySelector<HTMLIFrameElement>('iframe.tt-card-frame')!.getBoundingClientRect();
    const number = cardFrameDoc(el)!.getElementById('number')!.getBoundingClientRect();
    const input = name.getBoundingClientRect();
    expect(input.right).to.be.at.most(iframe.left + 6);
    expect(Math.abs(input.top - (iframe.top + number.top))).to.be.at.most(1);
    expect(document.documentElement.scrollWidth).to.be.at.most(1280);
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it("in a narrow column of a wide page: one column (the checkout's width decides, not the page's)", async () => {
    await setViewport({ width: 1280, height: 900 });
    const { el, box } = await guestForTwo('column');
    box.style.width = '500px';
    await nextFrame();
    await nextFrame();
    const main = root(el).querySelector('.tt-main')!.getBoundingClientRect();
    const summary = root(el).querySelector('[aria-label="Price breakdown"]')!.getBoundingClientRect();
    // The summary above the form, Pay under it; nothing wider than the column.
    expect(summary.bottom).to.be.at.most(main.top);
    expect(button(el, /^Pay /).getBoundingClientRect().top).to.be.at.least(main.bottom);
    expect(el.shadowRoot!.querySelector('section')!.scrollWidth).to.be.at.most(500);
    // Too narrow for name and card on one row: the name is the card's first line.
    const iframe = root(el).querySelector<HTMLIFrameElement>('iframe.tt-card-frame')!.getBoundingClientRect();
    expect(field(el, 'Name on card').getBoundingClientRect().bottom).to.be.at.most(iframe.top);
  });

  it('the promo code bonus is said once: beside the button, then "Apply" inside', async () => {
    const { el } = await guestForTwo('promo-once');
    openExtra(el, 'Promo code');
    await nextFrame();
    const shown = text(el);
    const apply = button(el, /^Apply [A-Z0-9]+$/);
    const code = apply.textContent!.slice('Apply '.length);
    const bonus = new RegExp(`Save (\\$\\d+(?:\\.\\d\\d)?) with ${code}`).exec(shown);
    expect(bonus, shown).to.not.equal(null);
    const count = (part: string) => shown.split(part).length - 1;
    // The offer once (beside the button), the code twice: in the offer and on "Apply".
    expect(count(`Save ${bonus![1]}`)).to.equal(1);
    expect(count(code)).to.equal(2);
    expect(apply.type).to.equal('button');
  });

  it('one line-item style: a single divider, above the total, spanning the breakdown', async () => {
    const { el } = await guestForTwo('lines');
    const dl = root(el).querySelector('[aria-label="Price breakdown"]')!;
    const bordered = [...dl.children].filter((c) => getComputedStyle(c).borderTopStyle !== 'none');
    expect(bordered.map((c) => c.textContent)).to.deep.equal([`Total for 2 players`, total(el)]);
    // The divider is one line: the total's term and amount meet, at the same height.
    const [dt, dd] = bordered.map((c) => c.getBoundingClientRect());
    expect(dd!.left - dt!.right).to.be.at.most(0.5);
    expect(dd!.top).to.equal(dt!.top);
    expect(dd!.right).to.be.closeTo(dl.getBoundingClientRect().right, 0.5);
    // Every other line (fees included) has the same look as the first.
    const lines = [...dl.children].slice(0, -2);
    const look = (c: Element) => {
      const cs = getComputedStyle(c);
      return `${cs.fontWeight} ${cs.paddingTop} ${cs.paddingBottom} ${cs.fontSize}`;
    };
    expect(lines.length).to.be.at.least(4);
    for (const l of lines) expect(look(l)).to.equal(look(lines[0]!));
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
