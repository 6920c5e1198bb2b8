import { expect } from 'chai';
import { buttonIn, loadScript, mount, textIn, until, elements } from '../support/dom';

/** What dist/test/react-embed/teetime-fixture.js puts on window: the component and its React. */
interface FixtureReact {
  TeetimeFixture: unknown;
  createElement: (type: unknown, props: Record<string, unknown>) => unknown;
  createRoot: (container: Element) => { render(node: unknown): void; unmount(): void };
}

// dist/react is built against the host's React (a peer dependency). Here it runs on
// real React 19, bundled for the test (dist/test/react-embed), the way a React host would.
describe('React build', () => {
  before(async () => {
    await loadScript('/dist/test/react-embed/teetime-fixture.js');
  });

  it('renders, isolates stores and emits events on real React', async () => {
    const box = mount(`
      <teetime-fixture label="R1" api-base="/mock/react/api"></teetime-fixture>
      <teetime-fixture label="R2" api-base="/mock/react/api"></teetime-fixture>`);
    const [a, b] = elements(box, 2);
    await until(() => textIn(b, 'h2') === 'R2', 'render');
    buttonIn(a, 'Add one').click();
    await until(() => textIn(a, '[data-testid=count]') === 'Count: 1', 'count');
    expect(textIn(b, '[data-testid=count]')).to.equal('Count: 0');
    const got = new Promise<CustomEvent>((r) =>
      box.addEventListener('teetime-course-select', (e) => r(e as CustomEvent), { once: true }),
    );
    buttonIn(a, 'Select course').click();
    expect((await got).detail).to.deep.equal({ courseId: 'course-from-R1' });
    await until(() => textIn(b, '[data-testid=selected]') === 'Selected: course-from-R1', 'bus');
    box.remove();
  });

  it('<TeetimeFixture> passes camelCase props to the element and events to on<Event> handlers', async () => {
    const { TeetimeFixture, createElement, createRoot } = (
      window as unknown as { TeetimeFixtureReact: FixtureReact }
    ).TeetimeFixtureReact;
    const box = mount('');
    const root = createRoot(box);
    const selected: string[] = [];
    const render = (label: string) =>
      root.render(
        createElement(TeetimeFixture, {
          label,
          start: 2,
          apiBase: '/mock/react/api',
          onCourseSelect: (e: CustomEvent<{ courseId: string }>) =>
            selected.push(`${label}:${e.detail.courseId}`),
        }),
      );
    render('R3');
    const el = await until(() => box.querySelector('teetime-fixture'), 'element');
    expect(el.getAttribute('api-base')).to.equal('/mock/react/api');
    // The label and the camelCase `start` (2) both reach the element (a busy machine may render
    // them one attribute at a time).
    await until(
      () => textIn(el, 'h2') === 'R3' && textIn(el, '[data-testid=count]') === 'Count: 2',
      'render with label R3 and start 2',
    );
    buttonIn(el, 'Select course').click();
    render('R4');
    await until(() => textIn(el, 'h2') === 'R4', 're-render');
    buttonIn(el, 'Select course').click();
    expect(selected).to.deep.equal(['R3:course-from-R3', 'R4:course-from-R4']);
    root.unmount();
    box.remove();
  });

  it('shows the error view on a crash', async () => {
    const box = mount('<teetime-fixture explode api-base="/mock/react/api"></teetime-fixture>');
    await until(() => textIn(box.firstElementChild!, '[role=alert] h2') === 'An Error Occurred', 'error');
    box.remove();
  });
});
