import { expect } from 'chai';
import { FIXTURE_EMBED, loadScript, mount, nextFrame, shadowOf, until } from '../support/dom';

// Host-page CSS must not change a widget, and the widget's CSS must not change the page.
const PROPS = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'padding-top',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'border-top-width',
  'border-radius',
  'display',
  'text-align',
  'text-transform',
  'letter-spacing',
] as const;

const snapshot = (el: Element) => {
  const root = shadowOf(el);
  return [...root.querySelectorAll('.tt-root, h2, p, button, section')].map((node) => {
    const style = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    return {
      tag: node.localName,
      height: Math.round(box.height),
      width: Math.round(box.width),
      ...Object.fromEntries(PROPS.map((p) => [p, style.getPropertyValue(p)])),
    };
  });
};

const hostile = (href: string | null, css: string) => {
  const nodes: HTMLElement[] = [];
  if (href) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    nodes.push(link);
  }
  const style = document.createElement('style');
  style.textContent = css;
  nodes.push(style);
  nodes.forEach((n) => document.head.appendChild(n));
  return {
    loaded: href
      ? new Promise((r) => ((nodes[0] as HTMLLinkElement).onload = r))
      : Promise.resolve(undefined),
    remove: () => nodes.forEach((n) => n.remove()),
  };
};

describe('style isolation', () => {
  before(async () => {
    await loadScript(FIXTURE_EMBED);
  });

  const cases: Array<[string, string | null, string]> = [
    ['a global * { all: unset }', null, '* { all: unset; }'],
    ['Bootstrap 5', '/node_modules/bootstrap/dist/css/bootstrap.min.css', ''],
    [
      'a 10px root font, serif body and loud element rules',
      null,
      `html { font-size: 10px; } body { font: italic 30px/3 serif; color: red; letter-spacing: 4px;
       text-transform: uppercase; text-align: center; }
       button, p, h2, section, div { padding: 40px !important; margin: 40px !important; color: lime !important;
       background: black !important; border: 9px solid red !important; font-size: 50px !important; }`,
    ],
  ];

  for (const [name, href, css] of cases) {
    it(`is not changed by ${name}`, async () => {
      // The widget sits on a white box the hostile CSS cannot paint over (an inline !important): it
      // follows the colour behind it (tests/browser/hostColours.test.ts), and that stays white.
      const box = mount(
        `<div style="width: 480px; display: block; background: #fff !important"><teetime-fixture api-base="/mock/iso/api"></teetime-fixture></div>`,
      );
      const el = box.querySelector('teetime-fixture')!;
      await until(() => shadowOf(el).querySelector('button'), 'render');
      await nextFrame();
      const probe = mount('<p>page text</p><button>page button</button>');
      const pageLook = () =>
        [...probe.children].map((n) => PROPS.map((p) => getComputedStyle(n).getPropertyValue(p)).join('|'));
      const clean = snapshot(el);
      const pageBefore = pageLook();
      const sheet = hostile(href, css);
      await sheet.loaded;
      await nextFrame();
      // The hostile CSS is really in force on the page…
      expect(pageLook()).to.not.deep.equal(pageBefore);
      // …and the widget looks exactly the same.
      expect(snapshot(el)).to.deep.equal(clean);
      probe.remove();
      sheet.remove();
      box.remove();
    });
  }

  it('does not change the host page', async () => {
    const box = mount(`<h2 id="host-h2">Host heading</h2><button id="host-btn">Host button</button>`);
    const read = () =>
      ['#host-h2', '#host-btn'].map((s) => {
        const st = getComputedStyle(document.querySelector(s)!);
        return PROPS.map((p) => st.getPropertyValue(p)).join('|');
      });
    const before = read();
    const sheetsBefore = document.styleSheets.length;
    const widget = mount(`<teetime-fixture api-base="/mock/iso/api"></teetime-fixture>`);
    await until(() => shadowOf(widget.firstElementChild!).querySelector('button'), 'render');
    await nextFrame();
    expect(read()).to.deep.equal(before);
    expect(document.styleSheets.length).to.equal(sheetsBefore);
    expect(document.adoptedStyleSheets.length).to.equal(0);
    widget.remove();
    box.remove();
  });
});
