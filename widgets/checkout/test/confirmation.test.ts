import { expect } from 'chai';
import { nextFrame, until } from '../../../tests/support/dom';
import {
  asUser,
  axeViolations,
  bookByApi,
  button,
  cleanup,
  fill,
  findTeeTime,
  loadAll,
  mountCheckout,
  scenario,
  signIn,
  text,
  waitText,
} from './helpers';

async function booked(name: string) {
  const base = scenario(name);
  const found = await findTeeTime(base, { insurance: true });
  const golfer = await asUser(base, 'golfer@example.com');
  const { receipt } = await bookByApi(golfer, found);
  return { base, found, golfer, ...receipt };
}

describe('teetime-checkout: confirmation extras and invitations', () => {
  before(loadAll);
  afterEach(cleanup);

  it('opens a confirmation by reservation id and access token, with the Google wallet pass and the banner', async () => {
    const { base, reservationId, accessToken } = await booked('wallet');
    const { el, box } = await mountCheckout({
      'api-base': base,
      'reservation-id': reservationId,
      'access-token': accessToken,
    });
    await waitText(el, "You're booked!");
    await waitText(el, 'Save to Google Wallet');
    const link = [...el.shadowRoot!.querySelectorAll('a')].find(
      (a) => a.textContent === 'Save to Google Wallet',
    )!;
    expect(link.href).to.match(/^https?:/);
    // A link that looks like a button reads like one: no link underline.
    expect(getComputedStyle(link).textDecorationLine).to.equal('none');
    await until(() => el.shadowRoot!.querySelector('[data-testid=banner]'), 'banner');
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('offers the Apple pass on Apple devices and none for app-clip links', async () => {
    const { base, reservationId, accessToken } = await booked('apple');
    const nav = navigator as Navigator & { userAgentData?: unknown };
    Object.defineProperty(nav, 'userAgentData', { value: { platform: 'macOS' }, configurable: true });
    try {
      const { el } = await mountCheckout({
        'api-base': base,
        'reservation-id': reservationId,
        'access-token': accessToken,
      });
      await waitText(el, 'Add to Apple Wallet');
      expect(el.shadowRoot!.querySelector('a[download]')!.getAttribute('href')).to.match(/^blob:/);
    } finally {
      delete (nav as { userAgentData?: unknown }).userAgentData;
    }
    const clip = await mountCheckout({
      'api-base': base,
      'reservation-id': reservationId,
      'access-token': accessToken,
      'is-app-clip-url': true,
    });
    await waitText(clip.el, "You're booked!");
    await new Promise((r) => setTimeout(r, 300));
    expect(text(clip.el)).not.to.match(/Wallet/);
  });

  it('weather insurance where the brand has it: the quote loads by itself, the golfer picks the card, a 408 still shows the quote', async () => {
    const { base, reservationId, accessToken } = await booked('insurance');
    await signIn(base, 'golfer@example.com');
    const realFetch = window.fetch;
    const purchases: string[] = [];
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/purchase')) purchases.push(String(init?.body ?? ''));
      return realFetch(input, init);
    };
    try {
      const { el, box } = await mountCheckout({
        'api-base': base,
        brand: 'coastal-fairways',
        'reservation-id': reservationId,
        'access-token': accessToken,
      });
      // No click: the quote is there with the page.
      await until(() => el.shadowRoot!.querySelector('[data-testid=quote]'), 'quote without a click', 8000);
      const select = await until(
        () => el.shadowRoot!.querySelector<HTMLSelectElement>('select'),
        'the card choice',
      );
      const options = [...select.options].map((o) => o.textContent);
      expect(options).to.deep.equal(['VISA •••• 4242 (default)', 'VISA •••• 0002']);
      expect(await axeViolations(box)).to.deep.equal([]);
      select.value = select.options[1]!.value;
      select.dispatchEvent(new Event('input', { bubbles: true }));
      // A mobile number re-quotes; the provider's timeout (408) still answers the quote.
      fill(el, { 'Mobile number': '5550100408' });
      await nextFrame();
      button(el, 'Update the quote').click();
      await waitText(el, 'took too long');
      expect(el.shadowRoot!.querySelector('[data-testid=quote]')).to.not.equal(null);
      // The chosen card is charged: the sandbox declines 0002, then the default card pays.
      button(el, /^Buy weather protection/).click();
      await until(() => purchases.length === 1, 'purchase sent');
      expect(JSON.parse(purchases[0]!)).to.include({ credit_card_id: select.options[1]!.value });
      await waitText(el, /declined/i);
      select.value = select.options[0]!.value;
      select.dispatchEvent(new Event('input', { bubbles: true }));
      await nextFrame();
      button(el, /^Buy weather protection/).click();
      await waitText(el, 'Your round is covered');
      expect(JSON.parse(purchases[1]!)).to.include({ credit_card_id: select.options[0]!.value });
    } finally {
      window.fetch = realFetch;
    }
    // A brand without the eventualInsurance feature: no offer.
    const plain = await mountCheckout({
      'api-base': base,
      brand: 'cedar-ridge',
      'reservation-id': reservationId,
    });
    await waitText(plain.el, "You're booked!");
    expect(text(plain.el)).not.to.include('Weather protection');
  });

  it('shares the reservation with co-players by e-mail and recent contacts', async () => {
    const { base, reservationId } = await booked('share');
    await signIn(base, 'golfer@example.com');
    const { el, box } = await mountCheckout({ 'api-base': base, 'reservation-id': reservationId });
    await waitText(el, 'Invite your group');
    fill(el, { "Co-players' e-mails": 'member@example.com, friend@example.com' });
    await nextFrame();
    button(el, 'Send invitations').click();
    await waitText(el, 'Invitation sent to member@example.com, friend@example.com.');
    await waitText(el, 'Recent contacts');
    expect(await axeViolations(box)).to.deep.equal([]);
  });

  it('an accepted co-player sees the booking read-only: no insurance, no sharing, no card', async () => {
    const { base, golfer, reservationId } = await booked('invitee');
    const { invitations } = await golfer.post('v6/invitations', {
      reservationId,
      emails: ['member@example.com'],
    });
    const member = await signIn(base, 'member@example.com');
    await member.post(`v6/invitations/${invitations[0]!.id}/accept`);
    const { el } = await mountCheckout({
      'api-base': base,
      brand: 'coastal-fairways',
      'reservation-id': reservationId,
    });
    await waitText(el, "You're booked!");
    await new Promise((r) => setTimeout(r, 300));
    expect(text(el)).not.to.match(/Weather protection|Invite your group|••••/);
  });

  it('the invitation view: shown to visitors, accepted after sign-in, not-found on 404, the inviter goes to the booking', async () => {
    const { base, golfer, reservationId } = await booked('invite');
    const { invitations } = await golfer.post('v6/invitations', {
      reservationId,
      emails: ['member@example.com'],
    });
    const inviteId = invitations[0]!.id;
    const { el, box } = await mountCheckout({ 'api-base': base, 'invite-id': inviteId });
    await waitText(el, 'invited you to play');
    expect(await axeViolations(box)).to.deep.equal([]);
    button(el, 'Accept').click();
    await until(() => el.shadowRoot!.querySelector('dialog')?.open, 'sign-in asked');
    el.shadowRoot!.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await signIn(base, 'member@example.com');
    button(el, 'Accept').click();
    await waitText(el, 'This booking is in your account');
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal(
      `/my-account/bookings/upcoming/${reservationId}`,
    );
    await cleanup();

    const missing = await mountCheckout({ 'api-base': base, 'invite-id': 'inv_nope' });
    await waitText(missing.el, 'Invitation not found');
    await signIn(base, 'golfer@example.com');
    const inviter = await mountCheckout({ 'api-base': base, 'invite-id': inviteId });
    await waitText(inviter.el, 'This booking is in your account');
  });
});
