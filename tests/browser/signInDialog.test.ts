import { expect } from 'chai';
import { getSession } from '../../src/core/session';
import { FIXTURE_EMBED, buttonIn, loadScript, mount, shadowOf, textIn, until } from '../support/dom';

interface AxeResult {
  violations: Array<{ id: string }>;
}
const axe = () => (window as unknown as { axe: { run(e: Element): Promise<AxeResult> } }).axe;

const base = '/sandbox/signin/api';
const dialogOf = (el: Element) => shadowOf(el).querySelector('dialog')!;
const input = (el: Element, label: string) => {
  const l = [...shadowOf(el).querySelectorAll('dialog label')].find((x) => x.textContent?.trim() === label);
  return shadowOf(el).getElementById(l!.getAttribute('for')!) as HTMLInputElement;
};
const type = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

async function openDialog() {
  const box = mount(`<teetime-fixture api-base="${base}"></teetime-fixture>`);
  const el = box.querySelector('teetime-fixture')!;
  await until(() => getSession().get().restored, 'restored');
  const opener = buttonIn(el, 'Sign in');
  opener.focus();
  opener.click();
  await until(() => dialogOf(el).open, 'dialog open');
  return { box, el, opener };
}

describe('shared sign-in dialog', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(FIXTURE_EMBED);
  });
  afterEach(async () => {
    if (getSession().get().user) await getSession().signOut();
    document.querySelectorAll('teetime-fixture').forEach((n) => n.parentElement?.remove());
  });

  it('opens as a labelled modal with no axe violations, and Escape closes it back to the opener', async () => {
    const { box, el, opener } = await openDialog();
    const dialog = dialogOf(el);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(shadowOf(el).getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'Sign in',
    );
    expect(textIn(el, 'dialog p')).to.equal('Sign in to book this tee time.');
    expect((await axe().run(box)).violations.map((v) => v.id)).to.deep.equal([]);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await until(() => !dialogOf(el).open, 'closed');
    expect(shadowOf(el).activeElement).to.equal(opener);
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const { el } = await openDialog();
    type(input(el, 'E-mail'), 'golfer@example.com');
    type(input(el, 'Password'), 'not-the-password');
    const submit = shadowOf(el).querySelector<HTMLButtonElement>('dialog button[type=submit]')!;
    submit.click();
    await until(() => textIn(el, 'dialog [role=alert]'), 'error shown');
    expect(textIn(el, 'dialog [role=alert]')).to.equal('Invalid email or password.');
    expect(input(el, 'E-mail').value).to.equal('golfer@example.com');
    expect(dialogOf(el).open).to.equal(true);
  });

  it('signs in with a demo account, closes and updates every widget', async () => {
    const { el } = await openDialog();
    type(input(el, 'E-mail'), 'golfer@example.com');
    type(input(el, 'Password'), 'teetime-demo-1');
    shadowOf(el).querySelector<HTMLButtonElement>('dialog button[type=submit]')!.click();
    await until(() => !dialogOf(el).open, 'closed after sign-in');
    await until(() => textIn(el, '[data-testid=session]') === 'restored:golfer@example.com', 'signed in');
  });

  it('asks for a password reset: unknown e-mails get "email not found"', async () => {
    const { el } = await openDialog();
    buttonIn(el, 'Forgot your password?').click();
    await until(() => textIn(el, 'dialog h2') === 'Reset your password', 'reset view');
    type(input(el, 'E-mail'), 'nobody@example.com');
    buttonIn(el, 'Send reset link').click();
    await until(() => textIn(el, 'dialog [role=alert]') === 'email not found', 'not found');
    type(input(el, 'E-mail'), 'golfer@example.com');
    buttonIn(el, 'Send reset link').click();
    await until(() => textIn(el, 'dialog [role=status]'), 'sent notice');
    expect(textIn(el, 'dialog [role=alert]')).to.equal('');
  });

  it('creates an account, with field errors from the server under their fields', async () => {
    const { el } = await openDialog();
    buttonIn(el, 'Create an account').click();
    await until(() => textIn(el, 'dialog h2') === 'Create an account', 'sign-up view');
    // Every country of v6/countries is offered, the United States chosen.
    const country = () => input(el, 'Country') as unknown as HTMLSelectElement;
    await until(() => country().options.length === 43, 'all 43 countries');
    expect(country().value).to.equal('US');
    expect(country().options[1]!.text).to.equal('Canada');
    type(input(el, 'First name'), 'Nina');
    type(input(el, 'Last name'), 'Putter');
    type(input(el, 'E-mail'), 'nina@example.com');
    type(input(el, 'Password'), 'short');
    type(input(el, 'Zip or postal code'), '80202');
    buttonIn(el, 'Create an account').click();
    await until(() => input(el, 'Password').getAttribute('aria-invalid') === 'true', 'password error');
    const errorId = input(el, 'Password').getAttribute('aria-describedby')!;
    expect(shadowOf(el).getElementById(errorId)!.textContent).to.match(/8 characters/);
    expect(input(el, 'First name').value).to.equal('Nina');
    type(input(el, 'Password'), 'a-long-password-1');
    buttonIn(el, 'Create an account').click();
    await until(() => textIn(el, '[data-testid=session]') === 'restored:nina@example.com', 'signed up');
  });
});
