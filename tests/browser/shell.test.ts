import { expect } from 'chai';
import { getBrand, BRANDS } from '../../src/core/brands';
import { getSession } from '../../src/core/session';
import {
  FIXTURE_EMBED,
  buttonIn,
  loadScript,
  mockCalls,
  mockControl,
  mount,
  shadowOf,
  textIn,
  until,
  elements,
} from '../support/dom';

const api = (scenario: string) => `/mock/${scenario}/api`;

/** '#1a2b3c' → 'rgb(26, 43, 60)', as getComputedStyle reports colours. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

const firstButton = (el: Element) => shadowOf(el).querySelector('button')!;

describe('widget shell', () => {
  before(async () => {
    await loadScript(FIXTURE_EMBED);
  });

  it('themes each element with its brand, and the host page can override', async () => {
    const partner = BRANDS.find((b) => b.id !== 'teetime')!;
    const box = mount(`
      <teetime-fixture id="main" api-base="${api('theme')}"></teetime-fixture>
      <teetime-fixture id="partner" brand="${partner.id}" api-base="${api('theme')}"></teetime-fixture>
      <teetime-fixture id="unknown" brand="no-such-brand" api-base="${api('theme')}"></teetime-fixture>`);
    const [main, other, unknown] = elements(box, 3);
    await until(() => firstButton(unknown!), 'render');
    expect(getComputedStyle(firstButton(main!)).backgroundColor).to.equal(rgb(getBrand('teetime').primary));
    expect(getComputedStyle(firstButton(other!)).backgroundColor).to.equal(rgb(partner.primary));
    expect(getComputedStyle(firstButton(unknown!)).backgroundColor).to.equal(
      rgb(getBrand('teetime').primary),
    );
    expect(textIn(other!, '[data-testid=brand]')).to.equal(partner.name);

    const style = document.createElement('style');
    style.textContent = '#partner { --tt-primary: rgb(1, 2, 3); }';
    document.head.appendChild(style);
    expect(getComputedStyle(firstButton(other!)).backgroundColor).to.equal('rgb(1, 2, 3)');
    style.remove();

    other!.setAttribute('brand', 'teetime');
    await until(
      () => getComputedStyle(firstButton(other!)).backgroundColor === rgb(getBrand('teetime').primary),
      'brand change applied',
    );
    box.remove();
  });

  it('sends the brand app key with its requests', async () => {
    const partner = BRANDS.find((b) => b.id !== 'teetime')!;
    const box = mount(
      `<teetime-fixture brand="${partner.id}" api-base="${api('appkey')}"></teetime-fixture>`,
    );
    const el = box.querySelector('teetime-fixture')!;
    await until(() => getSession().get().restored, 'session restored');
    buttonIn(el, 'Check status').click();
    // Answer keys arrive camelCased: network_membership_enabled → networkMembershipEnabled.
    await until(() => textIn(el, '[data-testid=status]') === 'membership on', 'status answer');
    const [call] = await mockCalls('appkey');
    expect(call).to.include({ method: 'GET', path: 'v6/status/site', appKey: `demo-${partner.id}` });
    // An anonymous page with nothing stored restores without a session call: no session header.
    expect(call!.session).to.equal('');
    box.remove();
  });

  it("sends the partner's own app key: the app-key attribute, else window.TEETIME_APP_KEY for its brand", async () => {
    window.TEETIME_APP_KEY = { lakeside: 'lk_live_page' };
    try {
      const box = mount(`
        <teetime-fixture brand="cedar-ridge" app-key="ck_live_attr" api-base="${api('partnerkey')}"></teetime-fixture>
        <teetime-fixture brand="lakeside" api-base="${api('partnerkey')}"></teetime-fixture>`);
      const [own, fromPage] = elements(box, 2);
      await until(() => firstButton(fromPage!), 'render');
      buttonIn(own!, 'Check status').click();
      buttonIn(fromPage!, 'Check status').click();
      await until(
        () => textIn(own!, '[data-testid=status]') && textIn(fromPage!, '[data-testid=status]'),
        'status answers',
      );
      const keys = (await mockCalls('partnerkey'))
        .filter((c) => c.path === 'v6/status/site')
        .map((c) => c.appKey)
        .sort();
      expect(keys).to.deep.equal(['ck_live_attr', 'lk_live_page']);
      box.remove();
    } finally {
      delete window.TEETIME_APP_KEY;
    }
  });

  it("shows 'An Error Occurred' with a feedback form when a widget crashes", async () => {
    // The crash happens while the element connects: listen before mounting it.
    const errorEvent = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('teetime-error', (e) => resolve(e as CustomEvent), { once: true }),
    );
    const box = mount(`<teetime-fixture explode api-base="${api('crash')}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    await until(() => textIn(el, '[role=alert] h2') === 'An Error Occurred', 'error view');
    expect(textIn(el, '[role=alert] p')).to.contain('Fixture exploded');
    expect(shadowOf(el).textContent).not.to.contain('at FixtureApp'); // no stack
    expect((await errorEvent).detail).to.deep.equal({ tag: 'teetime-fixture', message: 'Fixture exploded' });

    const textarea = shadowOf(el).querySelector('textarea')!;
    expect(shadowOf(el).querySelector(`label[for=${textarea.id}]`)).to.not.equal(null);
    textarea.value = 'I clicked book';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => !buttonIn(el, 'Send feedback').disabled, 'send enabled');
    buttonIn(el, 'Send feedback').click();
    await until(() => textIn(el, '[aria-live]') === 'Thank you, your feedback was sent.', 'feedback sent');
    const sent = (await mockCalls('crash')).find((c) => c.path === 'v6/feedbacks');
    expect(sent?.method).to.equal('POST');

    el.removeAttribute('explode');
    buttonIn(el, 'Try again').click();
    await until(() => textIn(el, 'h2') === 'Fixture', 'recovered after try again');
    box.remove();
  });

  it('shows the maintenance notice on a 503 until the API answers again', async () => {
    await mockControl('maint', { maintenance: true });
    // A fresh session would ask for a session token; make it call the API now.
    getSession();
    const box = mount(`<teetime-fixture api-base="${api('maint')}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    const res = await fetch(`${api('maint')}/v6/status/site`);
    expect(res.status).to.equal(503);
    // Any 503 through a widget's client raises the page-wide flag.
    await import('../../src/core/apiClient').then(({ createApiClient }) =>
      createApiClient({ baseURL: api('maint'), appKey: 'demo-teetime' })
        .get('v6/status/site')
        .catch(() => undefined),
    );
    await until(() => textIn(el, '[role=status] h2') === "We're doing some maintenance", 'notice');
    await mockControl('maint', { maintenance: false });
    buttonIn(el, 'Check again').click();
    await until(() => textIn(el, 'h2') === 'Fixture', 'widget back');
    box.remove();
  });

  it('keeps what a widget holds while the maintenance notice shows', async () => {
    const box = mount(`<teetime-fixture api-base="${api('keep')}"></teetime-fixture>`);
    const el = box.querySelector('teetime-fixture')!;
    await until(() => getSession().get().restored, 'restored');
    buttonIn(el, 'Check status').click();
    await until(() => textIn(el, '[data-testid=status]') === 'membership on', 'status shown');
    const { getMaintenance } = await import('../../src/core/maintenance');
    getMaintenance().set(true);
    await until(() => textIn(el, '[role=status] h2') === "We're doing some maintenance", 'notice');
    getMaintenance().set(false);
    await until(() => !shadowOf(el).querySelector('.tt-warning'), 'notice gone');
    expect(textIn(el, '[data-testid=status]')).to.equal('membership on');
    box.remove();
  });

  it('shares one session between elements and every bundle copy', async () => {
    const box = mount(`
      <teetime-fixture label="One" api-base="${api('session')}"></teetime-fixture>
      <teetime-fixture label="Two" api-base="${api('session')}"></teetime-fixture>`);
    const [one, two] = elements(box, 2);
    await until(() => textIn(two, '[data-testid=session]') === 'restored:anonymous', 'restored');
    const announced: unknown[] = [];
    document.addEventListener('teetime-sign-in', (e) => announced.push((e as CustomEvent).detail));
    // This test's own copy of src/core/session is another bundle copy: same session.
    const session = getSession();
    const { createApiClient } = await import('../../src/core/apiClient');
    await session.signIn(createApiClient({ baseURL: api('session'), appKey: 'demo-teetime', session }), {
      email: 'ada@example.com',
      password: 'secret-pass',
    });
    await until(() => textIn(one, '[data-testid=session]') === 'restored:ada@example.com', 'one signed in');
    await until(() => textIn(two, '[data-testid=session]') === 'restored:ada@example.com', 'two signed in');
    expect(localStorage.getItem('X-Api-User-Token')).to.equal('good-token');
    // The host hears it once, on document, however many widgets are on the page.
    expect(announced).to.deep.equal([{ userId: 'u-1', email: 'ada@example.com' }]);
    await session.signOut();
    await until(() => textIn(one, '[data-testid=session]') === 'restored:anonymous', 'one signed out');
    await until(() => textIn(two, '[data-testid=session]') === 'restored:anonymous', 'two signed out');
    expect(localStorage.getItem('X-Api-User-Token')).to.equal(null);
    box.remove();
  });
});
