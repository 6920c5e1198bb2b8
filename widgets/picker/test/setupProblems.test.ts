import { expect } from 'chai';
import { mount } from '../../../tests/support/dom';
import { courseIds, isoDay, loadPicker, root, slotButtons, until } from './support';

// A partner developer's mistakes in setting up the picker: each is said in the widget in plain
// words, and once in the console for the developer, naming the attribute (or setting) to fix.
const scenario = 'picker-setup';
const base = `/sandbox/${scenario}/api`;

function picker(attrs: string) {
  const box = mount(`<teetime-picker ${attrs}></teetime-picker>`);
  return box.querySelector('teetime-picker')!;
}
const textOf = (el: Element) => root(el).textContent ?? '';

describe('<teetime-picker> set up wrongly', () => {
  const realWarn = console.warn;
  let warnings: string[] = [];
  let courseId = '';

  before(async function () {
    this.timeout(60000);
    await loadPicker();
    [courseId = ''] = await courseIds(scenario);
  });
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = realWarn;
    document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove());
  });

  /** Waits for the widget's notice, then a moment more: no second warning may follow. */
  async function notice(el: Element, text: string) {
    await until(() => textOf(el).includes(text), `"${text}"`, 10000);
    await new Promise((r) => setTimeout(r, 300));
    return root(el).querySelector('[data-testid=setup-problem], [data-testid=not-found]')!;
  }

  it('a course-id that is not a number: says so, and never asks for it', async () => {
    const asked: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
    let el: Element;
    let shown: Element;
    try {
      el = picker(`api-base="${base}" course-id="abc"`);
      shown = await notice(el, '“abc” is not a course number');
    } finally {
      window.fetch = realFetch;
    }
    expect(asked.filter((u) => u.includes('abc'))).to.deep.equal([]);
    expect(shown.getAttribute('role')).to.equal('alert');
    expect(textOf(el)).not.to.include('Check your connection');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(
      /^teetime-picker: course-id "abc" is not a course id; use the course's number/,
    );
  });

  it('a course that does not exist: not found, and the developer is told which course-id', async () => {
    const el = picker(`api-base="${base}" course-id="999999"`);
    await notice(el, 'Course not found');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('teetime-picker: course-id "999999" is no course of');
  });

  it('an api-base that is not a URL', async () => {
    const el = picker(`api-base="localhost:8080" course-id="${courseId}"`);
    await notice(el, 'This widget has a wrong booking service address (api-base)');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('teetime-picker: api-base "localhost:8080" is not a URL');
  });

  it('an api-base that does not answer: the service could not be reached, with a retry', async function () {
    this.timeout(20000);
    // Port 9 (discard): nothing listens, the connection is refused at once.
    const el = picker(`api-base="http://127.0.0.1:9/api" course-id="${courseId}"`);
    await notice(el, 'We could not reach the booking service. Check your connection, then try again.');
    expect(root(el).querySelector('button')?.textContent).to.equal('Try again');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('teetime-picker: api-base http://127.0.0.1:9/api did not answer');
  });

  it('an api-base that answers with pages, not the API', async () => {
    const el = picker(`api-base="/not-the-api" course-id="${courseId}"`);
    await notice(el, 'This widget has a wrong booking service address (api-base)');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('but is not the booking API');
  });

  it('an unknown brand: a notice above the course, which still works', async () => {
    const el = picker(`api-base="${base}" course-id="${courseId}" date="${isoDay(1)}" brand="cedar_ridge"`);
    await until(() => slotButtons(el).length > 0, 'time slots', 10000);
    // The tee times can show before the UI (the first screen); the notice and its warning come
    // with the UI, the warning once the notice has painted.
    const shown = await notice(el, 'the booking service does not know');
    expect(shown?.textContent).to.include(
      'asks for a look (“cedar_ridge”) the booking service does not know',
    );
    expect(shown?.getAttribute('role')).to.equal('status');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include(
      'teetime-picker: brand "cedar_ridge" is not a known brand; use one of teetime',
    );
  });

  it('a wrong app-key', async () => {
    const el = picker(`api-base="${base}" course-id="${courseId}" app-key="pk_typo_123"`);
    await notice(el, 'This site’s booking key was not accepted.');
    expect(textOf(el)).not.to.include('Check your connection');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include(
      'teetime-picker: app-key "pk_typo_123": This app key is not one the marketplace issued',
    );
    expect(warnings[0]).to.include('app-key attribute');
  });

  it('a site the API does not allow yet: says so (not a connection error), the origin and setting in the console', async function () {
    this.timeout(20000);
    // The API on another origin (127.0.0.1 for a page on localhost, or the reverse), which allows
    // neither: a real cross-origin call, preflight and all.
    const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    const api = `${location.protocol}//${other}:${location.port}/sandbox/foreign-${scenario}/api`;
    const el = picker(`api-base="${api}" course-id="${courseId}"`);
    await notice(el, 'This site is not allowed to use the booking service yet.');
    expect(textOf(el)).to.include('Its owner can ask the marketplace to allow it.');
    expect(textOf(el)).not.to.include('Check your connection');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include(location.origin);
    expect(warnings[0]).to.include('TEETIME_PARTNER_ORIGINS');
  });
});
