import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { getSession } from '../../../src/core/session';
import { until } from '../../../tests/support/dom';
import {
  $$,
  axeViolations,
  button,
  cleanUp,
  errorOf,
  field,
  loadAll,
  open,
  PASSWORD,
  signIn,
  text,
  tick,
  type,
} from './profileSavedHelpers';

const base = '/sandbox/account-profile/api';
const status = (root: ShadowRoot) =>
  $$(root, '[role=status]:not([aria-busy])')
    .map((s) => s.textContent)
    .join(' ');
const alertText = (root: ShadowRoot) => root.querySelector('.tt-form-error[role=alert]')?.textContent ?? '';

describe('<teetime-account> profile screens', () => {
  before(loadAll);
  afterEach(cleanUp);

  it('account summary: the golfer, membership, every account screen, sign-out', async () => {
    await signIn(base, 'golfer@example.com');
    const { el, root, moves } = await open(base, 'account-summary', 'My account');
    expect(text(root)).to.include('golfer@example.com').and.include('No membership');
    const links = $$(root, 'nav li button').map((b) => b.textContent);
    expect(links).to.deep.equal([
      'My bookings',
      'Payment methods',
      'Favorites',
      'Price alerts',
      'Personal info',
      'My golfer profile',
      'Golfer stats',
      'Account settings',
      'Change your password',
      'E-mail preferences',
      'Message preferences',
      'Member offers',
      'Partner offers',
      'Delete your account',
    ]);
    expect(await axeViolations(el)).to.deep.equal([]);
    button(root, 'My bookings').click();
    await until(() => moves.length === 1, 'moved');
    expect(moves[0]).to.deep.equal({
      view: 'bookings',
      params: { status: 'upcoming' },
      path: '/my-account/bookings/upcoming',
    });
  });

  it('a member sees their membership; a brand without price alerts does not list them; sign-out', async () => {
    await signIn(base, 'member@example.com');
    const { root, moves } = await open(base, 'account-summary', 'My account', 'brand="cedar-ridge"');
    expect(text(root)).to.include('Member: member rates and price alerts');
    expect($$(root, 'nav li button').map((b) => b.textContent)).not.to.include('Price alerts');
    button(root, 'Sign out').click();
    await until(() => getSession().get().user === null, 'signed out');
    await until(() => moves.some((m) => m.view === 'sign-in'), 'sign-in');
  });

  it('personal info: edits the details, the page session sees them, server errors sit under their field', async () => {
    await signIn(base, 'golfer@example.com');
    const { el, root } = await open(base, 'personal-info', 'Personal info');
    expect(field(root, 'First name').value).to.equal(getSession().get().user!.firstName);
    const country = field<HTMLSelectElement>(root, 'Country');
    await until(() => country.options.length >= 43, 'every country');
    expect(await axeViolations(el)).to.deep.equal([]);

    type(field(root, 'Phone'), 'call me');
    type(field(root, 'First name'), '');
    type(field(root, 'City'), 'Round Rock');
    button(root, 'Save details').click();
    await until(() => errorOf(root, 'Phone'), 'phone error', 8000);
    expect(errorOf(root, 'Phone')).to.equal('Phone is not a valid phone number.');
    expect(errorOf(root, 'First name')).to.equal('Enter the first name.');
    expect(alertText(root)).to.equal('Please correct the fields marked above, then try again.');
    expect(field(root, 'City').value).to.equal('Round Rock');
    expect(await axeViolations(el)).to.deep.equal([]);

    type(field(root, 'Phone'), '+1 512 555 0100');
    type(field(root, 'First name'), 'Gale');
    type(country, 'CA');
    type(field(root, 'Zip or postal code'), 'M5V 2T6');
    type(field(root, 'Date of birth'), '1980-04-12');
    button(root, 'Save details').click();
    await until(() => status(root).includes('Your details were saved.'), 'saved', 8000);
    const user = getSession().get().user!;
    expect(user).to.include({
      firstName: 'Gale',
      addressCity: 'Round Rock',
      addressCountryIso2: 'CA',
      addressCountry: 'Canada',
      bornOn: '1980-04-12',
    });
  });

  it('avatar: a non-picture gets the server message, a picture replaces the avatar', async () => {
    await signIn(base, 'golfer@example.com');
    const { root } = await open(base, 'personal-info', 'Personal info');
    const input = field(root, getSession().get().user!.avatarUrl ? 'Change your picture' : 'Add a picture');
    const choose = (file: File) => {
      const files = new DataTransfer();
      files.items.add(file);
      input.files = files.files;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    choose(new File(['not a picture'], 'me.png', { type: 'image/png' }));
    await until(() => root.querySelector('.tt-field-error[role=status]'), 'refused', 8000);
    expect(root.querySelector('.tt-field-error[role=status]')!.textContent).to.equal(
      'The avatar must be a PNG, JPEG, GIF or WebP picture.',
    );
    // A 1×1 PNG.
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    choose(new File([png], 'me.png', { type: 'image/png' }));
    await until(() => text(root).includes('Your picture was updated.'), 'uploaded', 8000);
    const url = getSession().get().user!.avatarUrl!;
    expect(url).to.match(/\/media\/avatars\//);
    expect(root.querySelector<HTMLImageElement>('img.tt-avatar')!.src).to.equal(url);
  });

  it('edit password with the keyboard alone: a wrong current password, then the change', async () => {
    const pwBase = '/sandbox/account-profile-password/api';
    await signIn(pwBase, 'golfer@example.com');
    const { el, root } = await open(pwBase, 'edit-password', 'Change your password');
    expect(await axeViolations(el)).to.deep.equal([]);
    field(root, 'Current password').focus();
    await sendKeys({ type: 'not-my-password' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'a-new-password-2' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'a-new-password-2' });
    await sendKeys({ press: 'Enter' });
    await until(() => errorOf(root, 'Current password'), 'wrong password', 8000);
    expect(errorOf(root, 'Current password')).to.equal('Current password is incorrect.');
    expect(field(root, 'New password again').value).to.equal('a-new-password-2');
    type(field(root, 'Current password'), PASSWORD);
    field(root, 'Current password').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => status(root).includes('Your password has been changed.'), 'changed', 8000);
    expect(field(root, 'Current password').value).to.equal('');
    expect(getSession().get().user).not.to.equal(null);
  });

  it('my golfer profile: the choice lists with their labels; golfer stats show the API labels', async () => {
    await signIn(base, 'member@example.com');
    const profile = await open(base, 'my-profile', 'My golfer profile');
    const root = profile.root;
    const options = (label: string) =>
      [...field<HTMLSelectElement>(root, label).options].map((o) => `${o.value}=${o.text}`);
    expect(options('Gender')).to.deep.equal(['=Not set', 'm=Male', 'f=Female', 'n=Prefer not to say']);
    expect(options('Skill level')).to.deep.equal([
      '=Not set',
      'beginner=Beginner',
      'intermediate=Intermediate',
      'advanced=Advanced',
      'expert=Expert',
    ]);
    expect(options('How often you play').slice(1)).to.deep.equal([
      'once_a_year=Once a year',
      'twice_a_year=Twice a year',
      'once_every_3_months=Once every 3 months',
      'once_a_month=Once a month',
      'once_a_week=Once a week',
      'few_times_a_week=A few times a week',
    ]);
    expect(options('Why you play').slice(1)).to.deep.equal([
      'recreation=Recreation',
      'business=Business',
      'pro=Pro',
      'sport=Sport',
    ]);
    expect(await axeViolations(profile.el)).to.deep.equal([]);
    type(field<HTMLSelectElement>(root, 'Gender'), 'n');
    type(field<HTMLSelectElement>(root, 'How often you play'), 'few_times_a_week');
    type(field<HTMLSelectElement>(root, 'Why you play'), 'sport');
    button(root, 'Save profile').click();
    await until(() => status(root).includes('Your golfer profile was saved.'), 'saved', 8000);
    expect(getSession().get().user).to.include({ gender: 'n', genderFriendly: 'Prefer not to say' });

    button(root, 'See your golfer stats').click();
    await until(() => root.querySelector('h2')?.textContent === 'Golfer stats', 'stats');
    expect(text(root)).to.include('A few times a week').and.include('Sport');
    expect(await axeViolations(profile.el)).to.deep.equal([]);
  });

  it('golfer stats edit: +2 below scratch is saved and read back; a wrong handicap stays on the form', async () => {
    await signIn(base, 'member@example.com');
    const { el, root } = await open(base, 'golfer-stats-edit', 'Edit golfer stats');
    const handicap = field(root, 'Handicap (e.g. 12.4, or +2 below scratch)');
    type(handicap, 'low');
    button(root, 'Save stats').click();
    await until(() => errorOf(root, 'Handicap (e.g. 12.4, or +2 below scratch)'), 'error');
    expect(errorOf(root, 'Handicap (e.g. 12.4, or +2 below scratch)')).to.match(/from \+10 to 54/);
    expect(handicap.value).to.equal('low');
    expect(await axeViolations(el)).to.deep.equal([]);
    type(handicap, '+2');
    type(field<HTMLSelectElement>(root, 'Skill level'), 'expert');
    button(root, 'Save stats').click();
    await until(() => root.querySelector('h2')?.textContent === 'Golfer stats', 'back to the stats', 8000);
    expect(getSession().get().user).to.include({ handicap: -2, handicapFriendly: '+2' });
    expect(text(root)).to.include('+2').and.include('Expert');
  });

  it('account settings: the wallet preference is saved on the server; links to password and preferences', async () => {
    const api = await signIn(base, 'golfer@example.com');
    const { el, root, moves } = await open(base, 'account-settings', 'Account settings');
    const google = await until(() => {
      try {
        return field(root, 'Pay with Google Pay first when it is offered');
      } catch {
        return null;
      }
    }, 'settings');
    expect(await axeViolations(el)).to.deep.equal([]);
    const before = await api.get('v6/users/settings');
    expect(google.checked).to.equal(before.googlePayIsPreferred);
    tick(google);
    button(root, 'Save settings').click();
    await until(() => status(root).includes('Your settings were saved.'), 'saved', 8000);
    const after = await api.get('v6/users/settings');
    expect(after.googlePayIsPreferred).to.equal(!before.googlePayIsPreferred);
    button(root, 'Change your password').click();
    await until(() => moves.some((m) => m.view === 'edit-password'), 'to the password');
  });
});
