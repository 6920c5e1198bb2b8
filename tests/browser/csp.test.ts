import { expect } from 'chai';
import { FIXTURE_EMBED, loadScript, mount, nextFrame, shadowOf, until } from '../support/dom';

// This file runs in a page whose Content-Security-Policy has `style-src 'self'`
// (no 'unsafe-inline'): see the "csp" group in web-test-runner.config.mjs.
describe('strict Content-Security-Policy', () => {
  before(async () => {
    await loadScript(FIXTURE_EMBED);
  });

  it('really blocks inline <style> on this page (control)', async () => {
    const box = mount('<div id="control"></div>');
    const host = box.querySelector('#control')!;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>p { color: rgb(255, 0, 0); }</style><p>x</p>';
    await nextFrame();
    expect(getComputedStyle(root.querySelector('p')!).color).not.to.equal('rgb(255, 0, 0)');
    box.remove();
  });

  it('still renders the widget with all its styles', async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
    const box = mount('<teetime-fixture api-base="/mock/csp/api"></teetime-fixture>');
    const el = box.querySelector('teetime-fixture')!;
    const button = await until(() => shadowOf(el).querySelector('button'), 'render');
    await nextFrame();
    const style = getComputedStyle(button);
    expect(style.paddingLeft).to.equal('14px');
    expect(style.borderTopLeftRadius).to.equal('6px');
    expect(style.backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
    const root = getComputedStyle(shadowOf(el).querySelector('.tt-root')!);
    expect(root.lineHeight).to.equal('24px');
    expect(violations.filter((v) => v.startsWith('style-src'))).to.deep.equal([]);
    box.remove();
  });
});
