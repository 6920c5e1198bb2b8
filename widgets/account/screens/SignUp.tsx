import { botCheckResponse } from '../../../src/core/botCheck';
import { DEFAULT_COUNTRY_ISO2 } from '../../../src/core/countries';
import { readMarketingIdentity } from '../../../src/core/marketingIdentity';
import { getSession } from '../../../src/core/session';
import { useWidget } from '../../../src/ui/WidgetContext';
import { welcomeFlag } from '../sendOn';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { useEmailCheck } from '../useEmailCheck';
import { COUNTRY, EMAIL, FIRST_NAME, FormFields, LAST_NAME, ZIP, type FieldSpec } from '../views/FormFields';
import { FormStatus } from '../views/FormStatus';
import { MarketingOptIn, useMarketingOptIn } from '../views/MarketingOptIn';
import { OneTap } from '../views/OneTap';
import { SocialSignIn } from '../views/SocialSignIn';

const FIELDS: readonly FieldSpec[] = [
  FIRST_NAME,
  LAST_NAME,
  EMAIL,
  ['password', 'Password (at least 8 characters)', 'password', 'new-password'],
  ZIP,
  COUNTRY,
  ['referralCode', 'Referral code (optional)', 'text', 'off', 'optional'],
];

/**
 * Create an account: name, e-mail, password, zip and country (every country of v6/countries),
 * with the bot check and an optional referral code (`referralCode` of the screen, else the one
 * of the landing URL). The landing URL's iterable ids and referral values go along (core/session).
 * The new golfer is signed in; the welcome screen is owed, and the element sends them on.
 * Guest bookings made with the e-mail join the account (the server links them); a guest booking's
 * `reservationAccessToken` or an invitation's `invitationToken` in the params goes along, and
 * `email` pre-fills the form.
 */
export function SignUp({ params, navigate }: ScreenProps) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const form = useAccountForm({
    referralCode: params.referralCode ?? readMarketingIdentity().referral.referralCode ?? '',
    email: params.email ?? '',
  });
  // From a guest booking's manage link or an invitation link: the account takes that booking along.
  const carried = {
    ...(params.reservationAccessToken ? { reservationAccessToken: params.reservationAccessToken } : {}),
    ...(params.invitationToken ? { invitationToken: params.invitationToken } : {}),
  };
  const optIn = useMarketingOptIn();
  // Checked as it is typed; a taken address is said under the field before the golfer sends.
  const emailProblem = useEmailCheck(api, form.fields.email);
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
              ...carried,
            });
          } catch (e) {
            welcomeFlag.clear();
            throw e;
          }
          await optIn.apply(api);
        })}
      >
        <p className="tt-muted">
          {carried.reservationAccessToken
            ? 'Your booking will be in My bookings as soon as your account is created.'
            : carried.invitationToken
              ? 'Create your account to answer the invitation to this round.'
              : 'Bookings you made as a guest with this e-mail will be in My bookings.'}
        </p>
        <FormFields
          form={emailProblem ? { ...form, errors: { email: emailProblem, ...form.errors } } : form}
          fields={FIELDS}
        />
        <MarketingOptIn optIn={optIn} />
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
