import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { shadowOf, until } from '../../../tests/support/dom';
import { failFetchesTo, lastMailTo, mailsTo } from '../../../tests/support/sandboxMail';
import { byText, loadDeals, mountDeals, sandbox, waitForCards } from './helpers';

const api = sandbox('deal-alert');
let n = 0;
const newEmail = () => `reader.${Date.now().toString(36)}.${n++}@example.com`;

const form = (el: Element) => shadowOf(el).querySelector<HTMLFormElement>('form[aria-label="Deal alerts"]');
const field = (el: Element) => form(el)!.querySelector<HTMLInputElement>('input[type=email]')!;
const status = (el: Element) => form(el)?.querySelector('[role=status]')?.textContent ?? '';
const said = (el: Element) => form(el)?.textContent ?? '';

/** Mounts the deals near New York and opens "E-mail me new deals near …" as a reader would. */
async function openAlertForm() {
  const place = await api.place('New York');
  const el = mountDeals(`location="New York" api-base="${api.base}"`);
  await waitForCards(el);
  const open = await until(
    () => byText<HTMLButtonElement>(el, 'button', `E-mail me new deals near ${place.label}`),
    'the deal-alert link',
    8000,
  );
  open.click();
  await until(() => form(el), 'the deal-alert form', 8000);
  return { el, place };
}

/** Types into the focused field (replacing what it holds) and presses Enter. */
async function typeAndEnter(text: string) {
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

describe('<teetime-deals> deal alerts', () => {
  before(() => loadDeals());
  afterEach(() => document.querySelectorAll('teetime-deals').forEach((x) => x.parentElement?.remove()));

  it('catches a misspelled e-mail, then signs up and e-mails the unsubscribe link', async function () {
    this.timeout(30000);
    const { el, place } = await openAlertForm();
    // The field took focus when the form opened.
    await until(() => shadowOf(el).activeElement === field(el), 'focus on the e-mail field');
    const email = newEmail();
    await typeAndEnter(email.replace('.com', ''));
    await until(() => said(el).includes('Please enter a full e-mail address'), 'the typo message');
    expect(field(el).getAttribute('aria-invalid')).to.equal('true');
    expect(await mailsTo(api.base, email.replace('.com', ''), 'deal_alert')).to.deep.equal([]);
    await typeAndEnter(email);
    await until(() => status(el).startsWith('Done'), 'signed up', 8000);
    expect(status(el)).to.equal(
      `Done: we will e-mail ${email} new deals near ${place.label}. Each e-mail has a link to stop them.`,
    );
    expect(field(el).getAttribute('aria-invalid')).to.equal(null);
    const mail = await lastMailTo(api.base, email, 'deal_alert');
    expect(mail.link).to.match(/^\/deals\/unsubscribe\/deal-alerts\?email=.+&linkToken=/);
    // The same e-mail again: already signed up, said so.
    await sendKeys({ press: 'Enter' });
    await until(() => status(el).includes('already gets'), 'already signed up', 8000);
  });

  it('keeps the e-mail and says what to do when the network fails', async function () {
    this.timeout(30000);
    const { el } = await openAlertForm();
    const email = newEmail();
    const undo = failFetchesTo('deals/alerts');
    try {
      await typeAndEnter(email);
      await until(() => said(el).includes('We could not reach our server'), 'the network message', 8000);
    } finally {
      undo();
    }
    expect(field(el).value).to.equal(email);
    expect(shadowOf(el).querySelector('[role=alert]')?.textContent).to.include('Check your connection');
    // Pressing Enter again, connected, works.
    field(el).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => status(el).startsWith('Done'), 'signed up', 8000);
  });
});
