import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { loadScript, until } from '../../../tests/support/dom';
import { EMBED, axeViolations, button, cleanUp, heading, input, root, sandbox, text } from './harness';

// Issue 33: favourite cities can be added and removed on the account's favourites screen.
const api = sandbox('account-fav-cities');
const cityNames = (el: Element) => {
  const head = [...root(el).querySelectorAll('h3')].find((h) => h.textContent === 'Cities');
  const list = head?.nextElementSibling;
  return list?.tagName === 'UL' ? [...list.querySelectorAll('li .tt-link')].map((b) => b.textContent) : [];
};

/** Types into the "Add a city" field (replacing what it holds) and presses Enter. */
async function addCity(el: Element, typed: string) {
  const field = input(el, 'Add a city')!;
  field.focus();
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: typed });
  await sendKeys({ press: 'Enter' });
}

describe('<teetime-account> favourite cities', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanUp);

  it('adds a city typed by name (a misspelling says what to do), removes it, and both survive a reload', async function () {
    this.timeout(40000);
    const { email } = await api.newAccount('cities');
    await api.signIn(email);
    let { el } = api.account('view="favorites"');
    await until(() => input(el, 'Add a city'), 'the favourites', 8000);
    expect(heading(el)).to.equal('Favorites');
    expect(text(el)).to.include('No favorite cities yet.');
    await addCity(el, 'Austn');
    await until(() => text(el).includes('We could not find a city called "Austn"'), 'not found', 8000);
    expect(input(el, 'Add a city')!.value).to.equal('Austn');
    expect(input(el, 'Add a city')!.getAttribute('aria-invalid')).to.equal('true');
    await addCity(el, 'Austin, TX');
    await until(() => cityNames(el).includes('Austin, TX'), 'Austin listed', 8000);
    expect(text(el)).to.include('Austin, TX is in your favorite cities.');
    expect(input(el, 'Add a city')!.value).to.equal('');
    expect(await axeViolations(el)).to.deep.equal([]);

    // A reload keeps it.
    document.querySelectorAll('teetime-account').forEach((n) => n.parentElement?.remove());
    ({ el } = api.account('view="favorites"'));
    await until(() => cityNames(el).includes('Austin, TX'), 'Austin kept', 8000);
    button(el, 'Remove')?.click();
    await until(() => text(el).includes('Austin, TX will no longer be in your favorites.'), 'asked', 8000);
    const dialog = root(el).querySelector('dialog[open], [role=dialog]')!;
    [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Remove')!.click();
    await until(() => cityNames(el).length === 0, 'removed', 8000);
    document.querySelectorAll('teetime-account').forEach((n) => n.parentElement?.remove());
    ({ el } = api.account('view="favorites"'));
    await until(() => text(el).includes('No favorite cities yet.'), 'still removed', 8000);
    // Added again after removing: listed again.
    await addCity(el, 'Austin');
    await until(() => cityNames(el).includes('Austin, TX'), 'Austin again', 8000);
  });
});
