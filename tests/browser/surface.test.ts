import { expect } from 'chai';
import { FIXTURE_EMBED, loadScript, mount, nextFrame, shadowOf, until } from '../support/dom';

const api = '/mock/surface/api';
const rootOf = (el: Element) => shadowOf(el).querySelector('.tt-root')!;

/** Shared look (issue 15 item 9 and 7): native on a partner page, thumb-sized controls. */
describe('widget surface on a partner page', () => {
  before(async () => {
    await loadScript(FIXTURE_EMBED);
  });

  it('is transparent by default, so a cream page shows through; --tt-surface opts in', async () => {
    const box = mount(`<div style="background: #f6f0dc">
      <teetime-fixture id="plain" api-base="${api}"></teetime-fixture>
      <teetime-fixture id="white" style="--tt-surface: #ffffff" api-base="${api}"></teetime-fixture></div>`);
    const [plain, white] = Array.from(box.querySelectorAll('teetime-fixture'));
    await until(() => shadowOf(white!).querySelector('button'), 'render');
    expect(getComputedStyle(rootOf(plain!)).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(rootOf(white!)).backgroundColor).to.equal('rgb(255, 255, 255)');
    box.remove();
  });

  it('follows the colour behind it: light text on a dark box, dark on a light one, its own surface on a mid grey; --tt-scheme decides', async () => {
    const box = mount(`
      <div style="background: #111"><teetime-fixture api-base="${api}"></teetime-fixture></div>
      <div style="background: #fff"><teetime-fixture api-base="${api}"></teetime-fixture></div>
      <div style="background: #777"><teetime-fixture api-base="${api}"></teetime-fixture></div>
      <div style="background: #111"><teetime-fixture style="--tt-scheme: light" api-base="${api}"></teetime-fixture></div>`);
    const [dark, light, grey, forced] = Array.from(box.querySelectorAll('teetime-fixture'));
    await until(() => shadowOf(forced!).querySelector('button'), 'render');
    const look = (el: Element) => {
      const style = getComputedStyle(rootOf(el));
      return [style.color, style.backgroundColor, style.colorScheme];
    };
    expect(look(dark!)).to.deep.equal(['rgb(232, 237, 235)', 'rgba(0, 0, 0, 0)', 'dark']);
    expect(look(light!)).to.deep.equal(['rgb(28, 35, 33)', 'rgba(0, 0, 0, 0)', 'light']);
    expect(look(grey!)).to.deep.equal(['rgb(28, 35, 33)', 'rgb(255, 255, 255)', 'light']);
    expect(look(forced!)).to.deep.equal(['rgb(28, 35, 33)', 'rgba(0, 0, 0, 0)', 'light']);
    // Moved onto a light box, the dark one follows.
    light!.parentElement!.append(dark!);
    await until(() => look(dark!)[0] === 'rgb(28, 35, 33)', 'dark text on the light box');
    box.remove();
  });

  it("uses its own font, the page's font with --tt-font: inherit, or the partner's font", async () => {
    const box = mount(`<div style="font-family: Georgia, serif">
      <teetime-fixture id="own" api-base="${api}"></teetime-fixture>
      <teetime-fixture id="inherit" style="--tt-font: inherit" api-base="${api}"></teetime-fixture>
      <teetime-fixture id="named" style="--tt-font: 'Courier New', monospace" api-base="${api}"></teetime-fixture></div>`);
    const [own, inherit, named] = Array.from(box.querySelectorAll('teetime-fixture'));
    await until(() => shadowOf(named!).querySelector('button'), 'render');
    expect(getComputedStyle(rootOf(own!)).fontFamily).to.match(/^system-ui/);
    expect(getComputedStyle(rootOf(inherit!)).fontFamily).to.equal('Georgia, serif');
    expect(getComputedStyle(rootOf(named!)).fontFamily).to.equal('"Courier New", monospace');
    box.remove();
  });

  it('gives every button at least 44 × 44 px at a 390 px width', async () => {
    const box = mount(
      `<div style="width: 390px"><teetime-fixture api-base="${api}"></teetime-fixture></div>`,
    );
    const el = box.querySelector('teetime-fixture')!;
    await until(() => shadowOf(el).querySelector('button'), 'render');
    await nextFrame();
    const buttons = Array.from(shadowOf(el).querySelectorAll('button'));
    expect(buttons.length).to.be.greaterThan(0);
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      expect(r.height, b.textContent ?? '').to.be.at.least(44);
      expect(r.width, b.textContent ?? '').to.be.at.least(44);
    }
    box.remove();
  });
});
