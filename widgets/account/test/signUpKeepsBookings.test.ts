import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { loadScript, until } from '../../../tests/support/dom';
import { EMBED, PASSWORD, cleanUp, heading, input, sandbox, text } from './harness';
import { guestBook } from './sandboxHelpers';

// Issue 33: a guest who pays, then signs up, finds the booking in My bookings.
const api = sandbox('account-guest-signup');
const fromLink = (link: string) => {
  history.replaceState(null, '', link);
  return api.account('from-url');
};

/** Clicks into a field and types, as a person does. */
async function typeIn(field: HTMLInputElement | null, value: string) {
  if (!field) throw new Error('No such field');
  field.focus();
  await sendKeys({ type: value });
}

/** Fills the sign-up form (e-mail left as it is when `email` is null) and presses Enter. */
async function signUp(el: Element, email: string | null) {
  await until(() => (input(el, 'Country')?.querySelectorAll('option').length ?? 0) > 40, 'the form', 8000);
  await typeIn(input(el, 'First name'), 'Gail');
  await typeIn(input(el, 'Last name'), 'Guest');
  if (email !== null) await typeIn(input(el, 'E-mail'), email);
  await typeIn(input(el, 'Zip or postal code'), '80202');
  await typeIn(input(el, 'Password (at least 8 characters)'), PASSWORD);
  await sendKeys({ press: 'Enter' });
  await until(() => getSession().get().user, 'signed up', 10000).catch((e: Error) => {
    throw new Error(`${e.message}; shown: ${text(el).slice(-400)}`);
  });
}

/** After a reload: My bookings, upcoming. */
async function myBookings(courseName: string) {
  document.querySelectorAll('teetime-account').forEach((n) => n.parentElement?.remove());
  const { el } = fromLink('/my-account/bookings/upcoming');
  await until(() => text(el).includes(courseName), `${courseName} in My bookings`, 10000).catch(
    (e: Error) => {
      throw new Error(`${e.message}; shown: ${text(el).slice(-400)}`);
    },
  );
  return el;
}

describe('<teetime-account> sign-up keeps what the guest booked', () => {
  before(() => loadScript(EMBED));
  afterEach(cleanUp);

  it('a guest who paid signs up with the same e-mail (typed in capitals) and finds the booking in My bookings', async function () {
    this.timeout(60000);
    const email = `gail.${Date.now().toString(36)}@example.com`;
    const booked = await guestBook(api.base, email);
    const { el } = fromLink('/sign-up');
    await until(() => heading(el) === 'Create an account', 'sign-up', 8000);
    expect(text(el)).to.include('Bookings you made as a guest with this e-mail will be in My bookings.');
    await signUp(el, email.toUpperCase());
    const list = await myBookings(booked.course.name);
    expect(heading(list)).to.equal('My bookings');
  });

  it("signing up from a guest booking's manage link brings that booking along, with its e-mail filled in", async function () {
    this.timeout(60000);
    const email = `gail.link.${Date.now().toString(36)}@example.com`;
    const booked = await guestBook(api.base, email, { skip: 1 });
    const { el } = fromLink(
      `/sign-up?email=${encodeURIComponent(email)}&reservationAccessToken=${encodeURIComponent(booked.accessToken)}`,
    );
    await until(() => input(el, 'E-mail'), 'the form', 8000);
    expect(input(el, 'E-mail')!.value).to.equal(email);
    expect(text(el)).to.include('Your booking will be in My bookings as soon as your account is created.');
    await signUp(el, null);
    expect(getSession().get().user!.email).to.equal(email);
    await myBookings(booked.course.name);
  });
});
