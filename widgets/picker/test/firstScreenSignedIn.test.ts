import { expect } from 'chai';
import { loadScript, mount } from '../../../tests/support/dom';
import { EMBED, courseIds, isoDay, slotButtons, until } from './support';

// A signed-in golfer's page: the UI's calls carry the user's token (member rates, the golfer's
// own prices), so the first screen (src/first) leaves the page to the UI: no tee times painted
// from calls made without the token, and the UI takes none of them.
const scenario = 'picker-first-screen-signed-in';
const base = `/sandbox/${scenario}/api`;

describe('<teetime-picker> first screen on a signed-in page', () => {
  const realFetch = window.fetch.bind(window);
  after(() => {
    window.fetch = realFetch;
    localStorage.clear();
  });

  it('shows the tee times the UI asked for with the token, none from the first screen', async function () {
    this.timeout(20000);
    const [courseId] = await courseIds(scenario);
    const signIn = await realFetch(`${base}/v6/users/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'demo-teetime' },
      body: JSON.stringify({ email: 'golfer@example.com', password: 'teetime-demo-1' }),
    });
    const { user_token: token } = (await signIn.json()) as { user_token: string };
    expect(token, 'signed in').to.be.a('string');
    localStorage.setItem('X-Api-User-Token', token);
    const slotCalls: { token: string | null }[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(`/tee_time_groups/at/${courseId}?`))
        slotCalls.push({ token: new Headers(init?.headers).get('X-Api-User-Token') });
      return realFetch(input, init);
    };
    // Tomorrow at the course, whatever the hour (late in its day, today has none left).
    const box = mount(
      `<teetime-picker api-base="${base}" course-id="${courseId}" date="${isoDay(1)}"></teetime-picker>`,
    );
    const el = box.querySelector('teetime-picker')!;
    await loadScript(EMBED);
    // The first screen's script has run: it made no shadow root (the UI's element makes it).
    expect(el.shadowRoot, 'no first screen').to.equal(null);
    await until(() => el.shadowRoot && slotButtons(el).length > 0, 'tee times', 10000);
    // The first screen's call (no token, unused), then the UI's own, with the token.
    expect(slotCalls.map((c) => c.token)).to.deep.equal([null, token]);
    box.remove();
  });
});
