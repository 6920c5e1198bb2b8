import { expect } from 'chai';
import { loadScript, until } from '../../../tests/support/dom';
import { lastMailTo } from '../../../tests/support/sandboxMail';
import { EMBED, axeViolations, cleanUp, click, heading, sandbox, statusText, text } from './harness';

// The unsubscribe links of the newsletter (footer), deal alerts (deals) and price alerts (issues 33, 34).
const api = sandbox('account-link-unsubscribe');
let n = 0;
const newEmail = () => `reader.${Date.now().toString(36)}.${n++}@example.com`;

/** Opens an e-mail's link as the marketplace does: the page's URL, the element reading it. */
function openLink(link: string) {
  document.querySelectorAll('teetime-account').forEach((x) => x.parentElement?.remove());
  history.replaceState(null, '', link);
  return api.account('from-url');
}
const done = (el: Element) =>
  until(() => statusText(el).includes('Done') || statusText(el).includes('already'), 'the answer', 8000);

describe('<teetime-account> unsubscribe links of subscriptions', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(EMBED);
  });
  afterEach(cleanUp);

  it('the newsletter link unsubscribes without signing in, says so after a reload, and subscribes again', async function () {
    this.timeout(30000);
    const email = newEmail();
    await api.call('POST', 'v4/mailing_lists/subscribe.json', {
      email,
      code: 'newsletter',
      g_recaptcha_response_data: 'sandbox-bot-check',
    });
    const mail = await lastMailTo(api.base, email, 'newsletter');
    let { el } = openLink(mail.link);
    await done(el);
    expect(heading(el)).to.equal('Unsubscribe');
    expect(statusText(el)).to.include(`Done: ${email} will no longer get Newsletter e-mails from Teetime.`);
    expect(text(el)).to.match(/Service and reservation e-mails/);
    expect(await axeViolations(el)).to.deep.equal([]);
    // A reload (or a second click on the e-mail's link) says it is already done.
    ({ el } = openLink(mail.link));
    await done(el);
    expect(statusText(el)).to.include(`${email} was already unsubscribed from Newsletter e-mails`);
    await click(el, 'Subscribe me again');
    await until(() => statusText(el).includes('gets Newsletter e-mails from Teetime again'), 'again', 8000);
    // Subscribed again: a new welcome e-mail with a new link.
    expect((await lastMailTo(api.base, email, 'newsletter')).link).to.include('/unsubscribe/newsletter?');
  });

  it('the deal-alert link stops the alert', async function () {
    this.timeout(30000);
    const email = newEmail();
    await api.call('POST', 'v6/deals/alerts', {
      email,
      latitude: 40.71,
      longitude: -74.0,
      g_recaptcha_response_data: 'sandbox-bot-check',
    });
    const { el } = openLink((await lastMailTo(api.base, email, 'deal_alert')).link);
    await done(el);
    expect(heading(el)).to.equal('Unsubscribe from deals');
    expect(statusText(el)).to.include(`Done: ${email} will no longer get tee-time deal alerts from Teetime.`);
  });

  it("a price alert's link stops that alert, then all of them on request", async function () {
    this.timeout(30000);
    const email = 'member@example.com';
    const { body } = await api.call('POST', 'v6/users/sign-in', { email, password: 'teetime-demo-1' });
    const alert = {
      course_id: '1002',
      max_price: 75,
      frequency: 2,
      for_1: true,
      holes_18: true,
      saturday: true,
    };
    expect((await api.call('POST', 'v6/alerts', alert, body.user_token as string)).status).to.equal(201);
    const { el } = openLink((await lastMailTo(api.base, email, 'price_alert')).link);
    await done(el);
    expect(statusText(el)).to.include('Done: you will no longer get e-mails for this price alert.');
    await click(el, 'Stop all my price alerts');
    await until(() => statusText(el).includes('price alerts'), 'all stopped', 8000);
    expect(statusText(el)).to.match(/Done: (all your price alerts are stopped|none of your price alerts)/);
  });

  it('a tampered link says so and offers to try again', async () => {
    const { el } = openLink('/unsubscribe/newsletter?email=x%40example.com&linkToken=forged.token');
    await until(() => text(el).includes('This unsubscribe link is invalid'), 'the error', 8000);
  });
});
