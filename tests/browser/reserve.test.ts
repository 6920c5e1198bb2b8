import { expect } from 'chai';
import { loadScript, mount, shadowOf, until } from '../support/dom';

// dist/reserve.js before the deferred bundle: the element has its height before its script runs,
// keeps it once defined until its content is in, and any page rule wins.
const height = (el: Element) => el.getBoundingClientRect().height;

describe('reserved height', () => {
  before(() => loadScript('/dist/reserve.js'));
  afterEach(() => document.querySelectorAll('.reserve-box').forEach((n) => n.remove()));

  const box = (html: string) => {
    const b = mount(html);
    b.className = 'reserve-box';
    return b;
  };

  it('gives an element that loads content its height before its script runs', () => {
    expect(customElements.get('teetime-picker')).to.equal(undefined);
    const b = box(`<teetime-picker course-id="1001" api-base="/sandbox/reserve/api"></teetime-picker>
      <teetime-picker></teetime-picker><teetime-search location="Austin"></teetime-search>`);
    const [withCourse, withoutCourse] = [...b.querySelectorAll('teetime-picker')];
    expect(height(withCourse!)).to.equal(800);
    expect(getComputedStyle(withCourse!).display).to.equal('block');
    // Nothing to load by itself: nothing reserved.
    expect(height(withoutCourse!)).to.equal(0);
    expect(height(b.querySelector('teetime-search')!)).to.equal(640);
  });

  it('yields to any page rule', () => {
    const style = document.createElement('style');
    style.textContent = 'teetime-picker.mine { min-height: 120px }';
    document.head.append(style);
    const b = box('<teetime-picker class="mine" course-id="1001"></teetime-picker>');
    expect(height(b.querySelector('teetime-picker')!)).to.equal(120);
    style.remove();
  });

  it('keeps the height once the element is defined, while its content loads', async () => {
    // Slow answers: the UI mounts its skeleton after waiting 100 ms for them.
    const realFetch = window.fetch;
    window.fetch = (input, init) =>
      new Promise((resolve) => setTimeout(resolve, 1500)).then(() => realFetch(input, init));
    try {
      const b = box(`<teetime-picker course-id="1001" api-base="/sandbox/reserve/api"></teetime-picker>`);
      const el = b.querySelector('teetime-picker')!;
      await loadScript('/dist/embed/teetime-picker.js');
      // Its first screen's calls out (src/first), then its UI defined and not mounted yet.
      await customElements.whenDefined('teetime-picker');
      expect(height(el)).to.equal(800);
      // Then a skeleton, at the same height, while the calls are still out.
      await until(() => shadowOf(el).querySelector('[aria-busy=true]'), 'skeleton', 1000);
      expect(height(el)).to.equal(800);
    } finally {
      window.fetch = realFetch;
    }
  });
});
