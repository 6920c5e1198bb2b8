import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { loadScript, until } from '../../../tests/support/dom';
import { EMBED, cleanUp, click, garyInChooser, input, sandbox } from './harness';

// Spec 02 §7: the sign-up e-mail checked as it is typed (users/valid); social sign-in's e-mail and rawInfo.
const api = sandbox('account-sign-up-checks');
const errorOf = (field: HTMLInputElement) =>
  (field.getRootNode() as ShadowRoot).getElementById(field.getAttribute('aria-describedby') ?? '')
    ?.textContent ?? '';

describe('<teetime-account> sign-up checks', function () {
  this.timeout(20000);
  const realFetch = window.fetch.bind(window);
  before(() => loadScript(EMBED));
  afterEach(async () => {
    window.fetch = realFetch;
    await cleanUp();
  });

  it('says a taken e-mail is registered as it is typed, and stops saying so once it is changed', async () => {
    const { email } = await api.newAccount('taken');
    const { el } = api.account('view="sign-up"');
    const field = await until(() => input(el, 'E-mail'), 'e-mail field', 8000);
    field.focus();
    await sendKeys({ type: email });
    await until(() => field.getAttribute('aria-invalid') === 'true', 'the check', 8000);
    expect(errorOf(field)).to.equal('This e-mail is already registered.');
    await sendKeys({ type: '.uk' });
    await until(() => field.getAttribute('aria-invalid') === null, 'cleared', 8000);
    // Back to the taken address: said again.
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await until(() => field.getAttribute('aria-invalid') === 'true', 'taken again', 8000);
  });

  it('sends the chosen account’s e-mail and the provider’s raw info with social sign-in', async () => {
    const sent: Record<string, unknown>[] = [];
    window.fetch = (req: RequestInfo | URL, init?: RequestInit) => {
      if (String(req instanceof Request ? req.url : req).endsWith('sign-in/socially'))
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return realFetch(req, init);
    };
    const { el } = api.account('view="sign-in"');
    await click(el, 'Continue with Google');
    const gary = await garyInChooser(el);
    gary.click();
    await until(() => sent.length === 1, 'the sign-in call', 8000);
    expect(sent[0]).to.include({ provider: 'google', email: 'golfer@example.com' });
    expect(sent[0]!.raw_info).to.deep.include({ email: 'golfer@example.com', name: 'Gary Golfer' });
  });
});
