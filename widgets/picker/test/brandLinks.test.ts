import { expect } from 'chai';
import { mount } from '../../../tests/support/dom';
import { loadPicker, root, until } from './support';

// claimCourse and courseOperators (docs/brands.md): the course details' links for the course's people.
const base = '/sandbox/picker-brand-links/api';
const COURSE = '1001';
const details = (el: Element) => root(el)?.querySelector('[role=tabpanel]');
const anchors = (el: Element) =>
  [...(details(el)?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);

function picker(brand: string) {
  const box = mount(
    `<teetime-picker api-base="${base}" site-url="https://golf.example" course-id="${COURSE}" brand="${brand}"></teetime-picker>`,
  );
  return box.querySelector('teetime-picker')!;
}

describe('<teetime-picker> course details links behind brand switches', () => {
  before(loadPicker);
  afterEach(() => document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove()));

  it('claimCourse and courseOperators on: both links, on the marketplace site', async () => {
    const el = picker('teetime');
    await until(() => details(el)?.querySelector('dl'), 'course details', 10000);
    expect(anchors(el)).to.deep.equal([
      [
        'Is this your course? Claim it',
        `https://golf.example/free-marketplace-signup-details?courseId=${COURSE}`,
      ],
      ['For course operators: list your tee times free', 'https://golf.example/free-marketplace'],
    ]);
  });

  it('both off (a partner brand): neither link', async () => {
    const el = picker('lakeside');
    await until(() => details(el)?.querySelector('dl'), 'course details', 10000);
    expect(anchors(el)).to.deep.equal([]);
  });
});
