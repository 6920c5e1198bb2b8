import { useEffect, useRef, useState } from 'react';
import { getSession } from '../../../src/core/session';
import { appleReturn } from '../../../src/domain/account/appleReturn';
import { isLockedAnswer } from '../../../src/domain/account/authErrors';
import { guestLinkCheckout } from '../../../src/domain/booking/checkoutQuery';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { EmailRequest } from '../views/EmailRequest';
import { EMAIL, FormFields, type FieldSpec } from '../views/FormFields';
import { FormStatus } from '../views/FormStatus';
import { OneTap } from '../views/OneTap';
import { SocialSignIn } from '../views/SocialSignIn';

const FIELDS: readonly FieldSpec[] = [EMAIL, ['password', 'Password', 'password', 'current-password']];
/** The answer's message (not every answer has one), else `fallback`. */
const said = (answer: object | undefined, fallback: string) =>
  (answer && 'message' in answer && typeof answer.message === 'string' && answer.message) || fallback;

/**
 * Sign in (e-mail, password, remember me), or have a sign-in link e-mailed. A link's
 * `one_time_token` signs in at once; 'Token is invalid' keeps the golfer here with the message.
 * Apple's way back (`provider=apple`, `apple_code`, `path`) signs in socially with the code, then
 * goes on to `path`. After a forced sign-out (`reset=true`) it says why; a locked account can have
 * its unlock link sent again; a guest link (isGuest, guestTeeTimeId, courseId) offers to go on as a
 * guest to that tee time's checkout, and signing in (or up) goes on to the same checkout.
 */
export function SignIn({ params, navigate, leave }: ScreenProps) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const form = useAccountForm({ email: '', password: '' });
  const unlock = useAccountForm();
  const [byLink, setByLink] = useState(false);
  const [locked, setLocked] = useState('');
  const [linkError, setLinkError] = useState('');
  const oneTimeToken = params.one_time_token;
  const apple = oneTimeToken ? null : appleReturn(params);
  const appleCode = apple?.code;
  const applePath = apple?.path;
  const [linkBusy, setLinkBusy] = useState(Boolean(oneTimeToken || apple));
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || !(oneTimeToken || appleCode)) return;
    tried.current = true;
    // Signed in: the element sends the golfer on. Not: the message, and the form to try otherwise.
    const session = getSession();
    if (applePath) session.setRedirect({ path: applePath });
    const signingIn = oneTimeToken
      ? session.signInWithOneTimeToken(api, oneTimeToken)
      : session.signInSocially(api, { provider: 'apple', token: appleCode ?? '' });
    signingIn.catch((e: Error) => {
      setLinkError(
        oneTimeToken
          ? `This sign-in link does not work (${e.message}). Links work once, for 5 minutes: ask for a new one below, or sign in with your password.`
          : `${e.message} You can also sign in with your e-mail and password below.`,
      );
      setLinkBusy(false);
    });
  }, [api, oneTimeToken, appleCode, applePath]);
  // A guest link: on as a guest to its tee time's checkout, or signed in (or up) to the same one.
  const guest = guestLinkCheckout(params);
  const afterSignIn = guest && !applePath ? guest.signedIn : null;
  useEffect(() => {
    if (afterSignIn) getSession().setRedirect({ path: afterSignIn });
  }, [afterSignIn]);
  if (linkBusy)
    return (
      <p role="status" aria-busy="true">
        {apple ? 'Signing you in with Apple…' : 'Signing you in with your link…'}
      </p>
    );
  return (
    <>
      {params.reset === 'true' && (
        <p className={s.notice} role="status">
          You were signed out because your session ended. Sign in again to carry on.
        </p>
      )}
      {linkError && (
        <p className="tt-form-error" role="alert">
          {linkError}
        </p>
      )}
      <OneTap />
      {byLink ? (
        <>
          <p>
            We will e-mail you a link that signs you in without your password. It works once, for 5 minutes.
          </p>
          <EmailRequest
            action="E-mail me a sign-in link"
            email={form.fields.email}
            send={async (email) =>
              said(
                await api.post('v6/users/one-time-token', { email }),
                'We sent you an e-mail with a link to sign in.',
              )
            }
          />
          <p>
            <button type="button" className="tt-link" onClick={() => setByLink(false)}>
              Sign in with your password instead
            </button>
          </p>
        </>
      ) : (
        <form
          noValidate
          onSubmit={form.submit(async (f) => {
            setLocked('');
            try {
              await getSession().signIn(api, {
                email: f.email ?? '',
                password: f.password ?? '',
                rememberMe: f.rememberMe === 'on',
              });
            } catch (e) {
              if (isLockedAnswer(e)) setLocked(f.email ?? '');
              throw e;
            }
          })}
        >
          <FormFields form={form} fields={FIELDS} />
          <label className="tt-check">
            <input name="rememberMe" type="checkbox" />
            Keep me signed in on this device
          </label>
          <FormStatus form={form} />
          <div className={s.actions}>
            <button type="submit" className="tt-button" disabled={form.busy}>
              {form.busy ? 'Signing in…' : 'Sign in'}
            </button>
            <button type="button" className="tt-link" onClick={() => navigate('request-reset-password')}>
              Forgot your password?
            </button>
            <button type="button" className="tt-link" onClick={() => setByLink(true)}>
              E-mail me a sign-in link
            </button>
          </div>
        </form>
      )}
      {locked && (
        <form
          noValidate
          onSubmit={unlock.submit(async () =>
            said(
              await api.post('v6/users/resend-unlock-instructions', { email: locked }),
              'We sent you an e-mail with a link to unlock your account.',
            ),
          )}
        >
          <FormStatus form={unlock} />
          <button type="submit" className="tt-button tt-secondary" disabled={unlock.busy}>
            {unlock.busy ? 'Sending…' : 'E-mail me a new unlock link'}
          </button>
        </form>
      )}
      <SocialSignIn />
      <p>
        New here?{' '}
        <button type="button" className="tt-link" onClick={() => navigate('sign-up', guest ? params : {})}>
          Create an account
        </button>
      </p>
      {guest && (
        <p>
          <button
            type="button"
            className="tt-link"
            onClick={() => {
              getSession().setRedirect(undefined);
              leave(guest.asGuest);
            }}
          >
            Continue as a guest
          </button>
        </p>
      )}
    </>
  );
}
