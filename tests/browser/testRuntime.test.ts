import { expect } from 'chai';
import { loadScript, mount, shadowOf, until } from '../support/dom';

/** What the page says about the run: set by web-test-runner.react.config.mjs and the React bundles. */
interface RuntimeMarks {
  TEETIME_TEST_EXPECTED_RUNTIME?: string;
  TEETIME_TEST_RUNTIME?: string;
  TEETIME_TEST_REACT_VERSION?: string;
}

// The widget tests run twice: on the Preact embeds (web-test-runner.config.mjs) and on the React
// build with real React 19 (web-test-runner.react.config.mjs). This checks, in one place, that
// each run's elements really render with the runtime it claims.
describe('The runtime the widget tests run on', () => {
  it('renders a widget with React in the React run, with Preact otherwise', async () => {
    const marks = window as unknown as RuntimeMarks;
    const expected = marks.TEETIME_TEST_EXPECTED_RUNTIME ?? 'preact';
    await loadScript('/dist/embed/teetime-account.js');
    const box = mount(
      '<teetime-account view="sign-in" api-base="/sandbox/runtime-check/api"></teetime-account>',
    );
    const el = box.querySelector('teetime-account')!;
    await until(() => shadowOf(el).querySelector('form'), 'the sign-in form', 8000);
    // React marks the container of a root it renders into; Preact does not.
    const react = Object.keys(shadowOf(el)).some((k) => k.startsWith('__reactContainer$'));
    expect({
      runtime: react ? 'react' : 'preact',
      bundle: marks.TEETIME_TEST_RUNTIME ?? 'preact',
    }).to.deep.equal({
      runtime: expected,
      bundle: expected,
    });
    if (expected === 'react') expect(marks.TEETIME_TEST_REACT_VERSION).to.match(/^19\./);
    box.remove();
  });
});
