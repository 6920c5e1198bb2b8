import { expect } from 'chai';
import { loadScript, mount, shadowOf, until } from '../support/dom';

const requested = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type=module][src*="/esm/"]')].map(
    (s) => new URL(s.src).pathname,
  );

describe('dist/loader.js', () => {
  it('loads only the widgets whose tags are on the page, now and later', async () => {
    const box = mount('<teetime-fixture label="Loaded" api-base="/mock/loader/api"></teetime-fixture>');
    await loadScript('/dist/test/loader.js');
    const fixture = box.querySelector('teetime-fixture')!;
    await until(() => fixture.shadowRoot?.querySelector('h2')?.textContent === 'Loaded', 'fixture rendered');
    expect(requested()).to.deep.equal(['/dist/test/esm/teetime-fixture.js']);
    expect(customElements.get('teetime-badge')).to.equal(undefined);

    // A host framework adds a tag later, deep inside its own markup.
    const later = mount('<div><section><teetime-badge text="Hot deal"></teetime-badge></section></div>');
    const badge = later.querySelector('teetime-badge')!;
    await until(() => badge.shadowRoot?.textContent === 'Hot deal', 'badge rendered');
    expect(requested()).to.deep.equal([
      '/dist/test/esm/teetime-fixture.js',
      '/dist/test/esm/teetime-badge.js',
    ]);

    // Adding more of the same tags loads nothing more.
    mount('<teetime-badge text="again"></teetime-badge><teetime-fixture></teetime-fixture>');
    await new Promise((r) => setTimeout(r, 50));
    expect(requested()).to.have.length(2);
    expect(shadowOf(badge).textContent).to.equal('Hot deal');
  });
});
