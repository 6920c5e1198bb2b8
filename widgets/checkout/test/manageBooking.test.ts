import { expect } from 'chai';
import { formatPrice } from '../../../src/domain/format';
import { until } from '../../../tests/support/dom';
import {
  apiFor,
  axeViolations,
  button,
  cleanup,
  fill,
  loadAll,
  mountCheckout,
  openGuestCheckout,
  root,
  text,
  waitText,
} from './helpers';

const YY = String(new Date().getFullYear() + 3).slice(2);

describe('teetime-checkout: cancellation policy and managing a guest booking', () => {
  before(loadAll);
  afterEach(cleanup);

  it('a guest reads the policy before Pay, gets "Manage this booking" and the e-mail, and cancels through the link', async function () {
    this.timeout(40000);
    const { el, base } = await openGuestCheckout('manage', { refundable: true });
    // Before Pay: until when cancelling is free, in course time (a refundable tee time two days ahead,
    // so the free cancellation, until the same time tomorrow, is still on).
    const summaryPolicy = root(el).querySelector('[data-testid=cancellation-policy]')!.textContent!;
    expect(summaryPolicy).to.match(
      /^Cancellation: Free cancellation until \w{3}, \w{3} \d+ at \d+:\d\d [AP]M course time: you get all you paid back\./,
    );
    expect(text(el)).not.to.include('policy shown with the tee time');
    const total = root(el).querySelector('[data-testid=total]')!.textContent!;
    fill(el, {
      'E-mail': 'gus@example.com',
      'First name': 'Gus',
      'Last name': 'Guest',
      'Name on card': 'Gus Guest',
      'Card number': '4242424242424242',
      Expiry: `12/${YY}`,
      CVV: '123',
    });
    button(el, /^Pay /).click();
    await waitText(el, "You're booked!", 15000);
    // The same policy on the confirmation, and where the e-mail went.
    await until(
      () => root(el).querySelector('[data-testid=cancellation-policy]'),
      'policy on the confirmation',
    );
    // (with the course's zone named there, as the page's clock reads differently)
    const confirmationPolicy = root(el).querySelector('[data-testid=cancellation-policy]')!.textContent!;
    expect(confirmationPolicy.replace(/ \([A-Z][\w ]+ Time\)/, '')).to.equal(summaryPolicy);
    await waitText(el, 'We e-mailed your confirmation to gus@example.com.');
    // The sandbox keeps it in its outbox, where the confirmation says.
    const outboxPath = root(el).querySelector('[data-testid=outbox-path]')!.textContent!;
    const outbox = await apiFor(base).get('v6/sandbox/outbox', {
      params: Object.fromEntries(new URLSearchParams(outboxPath.split('?')[1])),
    });
    const manage = [...root(el).querySelectorAll('a')].find((a) => a.textContent === 'Manage this booking')!;
    expect(manage, 'Manage this booking').to.not.equal(undefined);
    const link = new URL(manage.href);
    expect(link.pathname).to.match(/^\/booking-confirmations\/res_/);
    expect(link.searchParams.get('accessToken')).to.match(/.{16,}/);
    // The e-mail carries the same link.
    expect(outbox.messages[0]!.link).to.equal(link.pathname + link.search);
    // And the way to an account that keeps it (issue 33): sign-up with the e-mail and the token.
    const join = [...root(el).querySelectorAll('a')].find((a) => a.textContent === 'Create an account')!;
    expect(join, 'Create an account').to.not.equal(undefined);
    const signUp = new URL(join.href);
    expect(signUp.pathname).to.equal('/sign-up');
    expect(signUp.searchParams.get('email')).to.equal('gus@example.com');
    expect(signUp.searchParams.get('reservationAccessToken')).to.equal(link.searchParams.get('accessToken'));
    expect(await axeViolations(el)).to.deep.equal([]);

    // Opened from the link (no session): the page of /booking-confirmations/{id}?accessToken=…
    // (the site's ConfirmationPage) gives the checkout the reservation and its token.
    await cleanup();
    const id = decodeURIComponent(link.pathname.split('/').pop()!);
    const accessToken = link.searchParams.get('accessToken')!;
    const opened = await mountCheckout({
      'api-base': base,
      'reservation-id': id,
      'access-token': accessToken,
    });
    await waitText(opened.el, "You're booked!");
    expect(text(opened.el)).not.to.include('Manage this booking');
    button(opened.el, 'Cancel booking').click();
    const dialog = await until(() => root(opened.el).querySelector('dialog[open]'), 'the cancel dialog');
    const refund = `Refund: ${total} back to the card or wallet you paid with.`;
    expect(dialog.textContent).to.include(refund);
    button(opened.el, 'Yes, cancel it').click();
    await waitText(opened.el, 'Reservation cancelled');
    expect(root(opened.el).querySelector('[data-testid=refund]')!.textContent).to.equal(refund);
    // Said where the golfer is: focus moves to it (the dialog and its button are gone).
    await until(
      () => root(opened.el).activeElement?.getAttribute('data-testid') === 'refund',
      'focus on the refund',
    );
    // The API agrees: the reservation is cancelled with that refund.
    const r = await apiFor(base).get(`v6/reservations/${id}`, {
      params: { accessToken: link.searchParams.get('accessToken') },
    });
    expect(r.reservation.status).to.equal('cancelled');
    expect(formatPrice(r.reservation.cancellation.refund!.amount)).to.equal(total);
  });
});
