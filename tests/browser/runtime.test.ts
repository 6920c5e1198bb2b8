import { expect } from 'chai';
import { getBus } from '../../src/core/bus';
import {
  FIXTURE_EMBED,
  buttonIn,
  loadScript,
  mount,
  shadowOf,
  textIn,
  until,
  elements,
} from '../support/dom';

// These tests load the built IIFE bundle (dist/test/embed), i.e. what a partner's
// <script> tag loads, and drive it as a user would.
const api = (scenario: string) => `/mock/${scenario}/api`;

describe('element runtime', () => {
  before(async () => {
    await loadScript(FIXTURE_EMBED);
  });

  it('renders in an open shadow root with the attributes given', async () => {
    const box = mount(`<teetime-fixture label="Tee times" api-base="${api('render')}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    await until(() => textIn(el, 'h2') === 'Tee times', 'heading');
    expect(shadowOf(el).mode).to.equal('open');
    el.setAttribute('label', 'Changed');
    await until(() => textIn(el, 'h2') === 'Changed', 'updated heading');
    el.removeAttribute('label');
    await until(() => textIn(el, 'h2') === 'Fixture', 'default heading after removal');
    box.remove();
  });

  it('reflects properties to attributes and parses numbers', async () => {
    const box = mount(`<teetime-fixture start="5" api-base="${api('props')}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    await until(() => textIn(el, '[data-testid=count]') === 'Count: 5', 'count from attribute');
    (el as HTMLElement & { label?: string }).label = 'From property';
    expect(el.getAttribute('label')).to.equal('From property');
    await until(() => textIn(el, 'h2') === 'From property', 'heading from property');
    box.remove();
  });

  it('parses a property set to the text its attribute already has (a server-rendered page hydrating)', async () => {
    // Svelte hydrates <teetime-fixture start="7"> from the server by setting el.start = "7": the
    // attribute does not change, so only the property setter can parse it.
    const el = document.createElement('teetime-fixture') as HTMLElement & { start?: unknown };
    el.setAttribute('api-base', api('hydrate'));
    el.setAttribute('start', '7');
    el.start = '7';
    expect(el.start).to.equal(7);
    const box = document.createElement('div');
    box.append(el);
    document.body.append(box);
    await until(() => textIn(el, '[data-testid=count]') === 'Count: 7', 'count from the property');
    box.remove();
  });

  it('gives each element its own store', async () => {
    const box = mount(`
      <teetime-fixture label="A" api-base="${api('stores')}"></teetime-fixture>
      <teetime-fixture label="B" api-base="${api('stores')}"></teetime-fixture>`);
    const [a, b] = elements(box, 2);
    await until(() => textIn(b, 'h2') === 'B', 'second element');
    buttonIn(a, 'Add one').click();
    buttonIn(a, 'Add one').click();
    await until(() => textIn(a, '[data-testid=count]') === 'Count: 2', 'A counted');
    expect(textIn(b, '[data-testid=count]')).to.equal('Count: 0');
    box.remove();
  });

  it('keeps an element state when it is moved in the page', async () => {
    const box = mount(`<teetime-fixture api-base="${api('move')}"></teetime-fixture><div id="other"></div>`);
    const el = box.querySelector('teetime-fixture')!;
    await until(() => textIn(el, 'h2'), 'render');
    buttonIn(el, 'Add one').click();
    await until(() => textIn(el, '[data-testid=count]') === 'Count: 1', 'counted');
    box.querySelector('#other')!.appendChild(el);
    await until(() => textIn(el, '[data-testid=count]') === 'Count: 1', 'count kept after move');
    box.remove();
  });

  it('does not render before the element is in the document', async () => {
    const el = document.createElement('teetime-fixture');
    el.setAttribute('label', 'Detached');
    await new Promise((r) => setTimeout(r, 50));
    expect(shadowOf(el).childElementCount).to.equal(0);
    document.body.appendChild(el);
    await until(() => textIn(el, 'h2') === 'Detached', 'render once attached');
    el.remove();
  });

  it('shares the bus between elements and with other bundle copies', async () => {
    const box = mount(`
      <teetime-fixture label="Search" api-base="${api('bus')}"></teetime-fixture>
      <teetime-fixture label="Picker" api-base="${api('bus')}"></teetime-fixture>`);
    const [search, picker] = elements(box, 2);
    await until(() => textIn(picker, 'h2') === 'Picker', 'render');
    // This test's own copy of src/core/bus is another "bundle copy": same bus.
    const seen: string[] = [];
    const off = getBus().on('teetime-course-select', (d) => seen.push(d.courseId), { replay: false });
    buttonIn(search, 'Select course').click();
    await until(
      () => textIn(picker, '[data-testid=selected]') === 'Selected: course-from-Search',
      'picker got it',
    );
    expect(textIn(search, '[data-testid=selected]')).to.equal('Nothing selected');
    expect(seen).to.deep.equal(['course-from-Search']);
    off();
    box.remove();
  });

  it('replays the current selection to an element mounted later', async () => {
    getBus().emit('teetime-course-select', { courseId: 'late-course' });
    const box = mount(`<teetime-fixture label="Late" api-base="${api('late')}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    await until(() => textIn(el, '[data-testid=selected]') === 'Selected: late-course', 'replayed');
    box.remove();
  });

  it('dispatches bubbling, composed DOM events to the host page', async () => {
    const box = mount(`<teetime-fixture label="Host" api-base="${api('events')}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    await until(() => textIn(el, 'h2') === 'Host', 'render');
    const got = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('teetime-course-select', (e) => resolve(e as CustomEvent), { once: true }),
    );
    buttonIn(el, 'Select course').click();
    const event = await got;
    expect(event.detail).to.deep.equal({ courseId: 'course-from-Host' });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(el);
    box.remove();
  });

  it('registers idempotently when the bundle is loaded twice', async () => {
    const before = customElements.get('teetime-fixture');
    await loadScript(FIXTURE_EMBED);
    expect(customElements.get('teetime-fixture')).to.equal(before);
    const box = mount(`<teetime-fixture label="Twice" api-base="${api('twice')}"></teetime-fixture>`);
    await until(() => textIn(box.querySelector('teetime-fixture')!, 'h2') === 'Twice', 'render');
    box.remove();
  });
});
