import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { requireUser } from '../http/auth';
import { HttpError } from '../http/HttpError';
import { describeRoute } from '../http/openapi';
import { requestOrigin } from '../http/origin';
import { validate } from '../http/validate';
import { signIn, signUp, startSession, TOKEN_TTL } from '../services/accounts';
import { assertHuman } from '../services/botCheck';
import { isEmailSyntax } from '../services/emailRules';
import {
  findUser,
  findUserByEmail,
  missingProfileFields,
  profileView,
  type UserRow,
} from '../services/profiles';
import { signInSocially } from '../services/socialSignIn';
import { issueToken, revokeToken } from '../services/tokens';
import { profileEditBody, signInBody, signUpBody, socialSignInBody } from '../schemas/accountSchemas';
import type { RouteDescription } from '../http/openapi';
import {
  sessionResponse,
  signedInResponse,
  signedInSociallyResponse,
  successResponse,
  userResponse,
} from '../schemas/accountResponses';
import { emailValidResponse } from '../schemas/contentResponses';

const BASE = '/api/v6/users';
const tags = ['users'];
const validQuery = v.object({ email: v.pipe(v.string(), v.maxLength(320)) });

function doc(
  method: 'get' | 'post' | 'patch',
  path: string,
  summary: string,
  responses: RouteDescription['responses'],
  extra: object = {},
) {
  describeRoute({ method, path: `${BASE}${path}`, summary, tags, responses, ...extra });
}

/** Users: sign-up, sign-in (password or social), sign-out, sessions, the profile. */
export function usersRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const me = (id: string): UserRow => {
    const user = findUser(deps.db, id);
    if (!user) throw new HttpError(401, 'Sign in required');
    return user;
  };
  const view = (c: Context, user: UserRow) => profileView(deps.db, user, requestOrigin(c), deps.clock());

  doc(
    'get',
    '',
    'Profile of the signed-in user',
    { 200: { description: 'The profile', schema: userResponse }, 401: 'Sign in required' },
    { auth: true },
  );
  router.get('/', (c) => c.json({ user: view(c, me(requireUser(c).id)) }));

  doc(
    'post',
    '',
    'Sign up (needs a bot-check response); answers the profile and a user token',
    {
      201: { description: 'Signed up and signed in', schema: signedInResponse },
      422: 'validation_errors (email taken…); Please confirm you are not a robot.',
    },
    { body: signUpBody },
  );
  router.post('/', validate('json', signUpBody), (c) => {
    const body = c.req.valid('json');
    assertHuman(body.g_recaptcha_response_data);
    const user = signUp(deps.db, body, deps.clock());
    const session = startSession(deps.db, user.id, deps.clock());
    return c.json({ user: view(c, session.user), user_token: session.token }, 201);
  });

  doc(
    'patch',
    '',
    'Edit the profile (spec 02 §3 choice lists); is_data_checked: true confirms the details (data check)',
    {
      200: { description: 'The updated profile', schema: userResponse },
      401: 'Sign in required',
      422: 'validation_errors',
    },
    { body: profileEditBody, auth: true },
  );
  router.patch('/', validate('json', profileEditBody), (c) => {
    const user = me(requireUser(c).id);
    const { is_data_checked: confirm, ...fields } = c.req.valid('json');
    const edits = Object.entries(fields).filter(([, value]) => value !== undefined);
    deps.db.transaction(() => {
      if (edits.length > 0) {
        const sets = edits.map(([key]) => `${key} = ?`).join(', ');
        const values = edits.map(([key, value]) =>
          key === 'address_country_iso2' && typeof value === 'string' ? value.toUpperCase() : value,
        );
        deps.db.prepare(`UPDATE users SET ${sets} WHERE id = ?`).run(...values, user.id);
      }
      if (confirm) {
        const missing = missingProfileFields(me(user.id));
        if (missing.length > 0) {
          throw new HttpError(422, 'Please complete your details before confirming them.', {
            validation_errors: Object.fromEntries(missing.map((key) => [key, ['is required']])),
          });
        }
        deps.db
          .prepare('UPDATE users SET data_checked_at = ?, force_data_check = 0 WHERE id = ?')
          .run(deps.clock().toISOString(), user.id);
      }
    })();
    return c.json({ user: view(c, me(user.id)) });
  });

  doc(
    'get',
    '/valid',
    'Whether an e-mail can be used to sign up',
    { 200: { description: 'Whether the e-mail is free, in plain words', schema: emailValidResponse } },
    { query: validQuery },
  );
  router.get('/valid', validate('query', validQuery), (c) => {
    const email = c.req.valid('query').email.trim();
    if (!isEmailSyntax(email))
      return c.json({ valid: false, available: false, message: 'Please enter a valid e-mail address.' });
    const taken = findUserByEmail(deps.db, email) !== null;
    return c.json({
      valid: !taken,
      available: !taken,
      message: taken ? 'This e-mail is already registered.' : 'E-mail is available.',
    });
  });

  doc(
    'post',
    '/sign-in',
    'Sign in with e-mail and password (remember_me: 30-day token; locks after repeated failures)',
    {
      200: { description: 'Signed in', schema: signedInResponse },
      400: 'Invalid email or password. / the locked-account message (locked: true)',
      429: 'Too many failed sign-in attempts',
    },
    { body: signInBody },
  );
  router.post('/sign-in', validate('json', signInBody), (c) => {
    const { user, token } = signIn(deps.db, c.req.valid('json'), deps.clock(), deps.config.rateLimits);
    return c.json({ user: view(c, user), user_token: token });
  });

  doc(
    'post',
    '/sign-in/socially',
    'Sign in with a social identity (the sandbox plays the provider: see docs/api.md)',
    {
      200: { description: 'Signed in', schema: signedInSociallyResponse },
      400: 'the locked-account message',
      401: 'Something went wrong signing you in with <Provider>. Please try again.',
      422: 'validation_errors',
    },
    { body: socialSignInBody },
  );
  router.post('/sign-in/socially', validate('json', socialSignInBody), (c) => {
    const { user, token, isNewUser } = signInSocially(deps.db, c.req.valid('json'), deps.clock());
    return c.json({ user: view(c, user), user_token: token, is_new_user: isNewUser });
  });

  doc('post', '/sign-out', 'Revoke the current user token', {
    200: { description: 'Signed out', schema: successResponse },
  });
  router.post('/sign-out', (c) => {
    const token = c.req.header('X-Api-User-Token');
    if (token) revokeToken(deps.db, 'user', token);
    return c.json({ success: true });
  });

  doc('post', '/session', 'Start an API session (X-Api-Session)', {
    200: { description: 'The session token', schema: sessionResponse },
  });
  router.post('/session', (c) => {
    const token = issueToken(deps.db, 'session', c.var.user?.id ?? null, deps.clock(), TOKEN_TTL.session);
    return c.json({ api_session_token: token });
  });

  return router;
}
