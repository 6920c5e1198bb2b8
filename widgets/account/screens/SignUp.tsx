import { botCheckResponse } from '../../../src/core/botCheck';
import { DEFAULT_COUNTRY_ISO2 } from '../../../src/core/countries';
import { getSession } from '../../../src/core/session';
import { CountrySelect } from '../../../src/ui/CountrySelect';
import { TextField } from '../../../src/ui/TextField';
import { useWidget } from '../../../src/ui/WidgetContext';
import { welcomeFlag } from '../sendOn';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { FormStatus } from '../views/FormStatus';
import { OneTap } from '../views/OneTap';
import { SocialSignIn } from '../views/SocialSignIn';

const FIELDS = [
  ['firstName', 'First name', 'text', 'given-name'],
  ['lastName', 'Last name', 'text', 'family-name'],
  ['email', 'E-mail', 'email', 'email'],
  ['password', 'Password (at least 8 characters)', 'password', 'new-password'],
  ['addressZipcode', 'Zip or postal code', 'text', 'postal-code'],
] as const;

/**
 * Create an account: name, e-mail, password, zip and country (every country of v6/countries),
 * with the bot check and an optional referral code (`referralCode` of the screen or its link).
 * The new golfer is signed in; the welcome screen is owed, and the element sends them on.
 */
export function SignUp({ params, navigate }: ScreenProps) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const form = useAccountForm({
    addressCountryIso2: DEFAULT_COUNTRY_ISO2,
    referralCode: params.referralCode ?? '',
  });
  return (
    <>
      <OneTap />
      <form
        noValidate
        onSubmit={form.submit(async (f) => {
          const referralCode = (f.referralCode ?? '').trim();
          // Stored first: the element sends the golfer on as soon as they are signed in.
          welcomeFlag.set();
          try {
            await getSession().signUp(api, {
              firstName: f.firstName ?? '',
              lastName: f.lastName ?? '',
              email: (f.email ?? '').trim(),
              password: f.password ?? '',
              addressZipcode: f.addressZipcode ?? '',
              addressCountryIso2: f.addressCountryIso2 || DEFAULT_COUNTRY_ISO2,
              gRecaptchaResponseData: await botCheckResponse(),
              ...(referralCode ? { referralAttributes: { referralCode } } : {}),
            });
          } catch (e) {
            welcomeFlag.clear();
            throw e;
          }
        })}
      >
        {FIELDS.map(([name, label, type, auto]) => (
          <TextField
            key={name}
            name={name}
            label={label}
            type={type}
            autoComplete={auto}
            value={form.fields[name] ?? ''}
            onValue={form.set(name)}
            error={form.errors[name]}
            required
          />
        ))}
        <CountrySelect
          label="Country"
          name="addressCountryIso2"
          value={form.fields.addressCountryIso2 ?? DEFAULT_COUNTRY_ISO2}
          onValue={form.set('addressCountryIso2')}
          error={form.errors.addressCountryIso2}
        />
        <TextField
          name="referralCode"
          label="Referral code (optional)"
          value={form.fields.referralCode ?? ''}
          onValue={form.set('referralCode')}
          error={form.errors.referralAttributes}
        />
        <FormStatus form={form} />
        <div className={s.actions}>
          <button type="submit" className="tt-button" disabled={form.busy}>
            {form.busy ? 'Creating your account…' : 'Create my account'}
          </button>
        </div>
      </form>
      <SocialSignIn />
      <p>
        Already have an account?{' '}
        <button type="button" className="tt-link" onClick={() => navigate('sign-in', params)}>
          Sign in
        </button>
      </p>
    </>
  );
}
