import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { requireUser } from '../http/auth';
import { HttpError } from '../http/HttpError';
import { describeRoute } from '../http/openapi';
import { validate } from '../http/validate';
import {
  requestPasswordReset,
  signIn,
  signInWithOneTimeToken,
  signUp,
  startSession,
  TOKEN_TTL,
} from '../services/accounts';
import { isEmailSyntax } from '../services/emailRules';
import { findUser, findUserByEmail, profileView, type UserRow } from '../services/profiles';
import { issueToken, revokeToken } from '../services/tokens';
import { emailField, profileEditBody, signInBody, signUpBody, tokenField } from '../schemas/accountSchemas';

const BASE = '/api/v6/users';
const tags = ['users'];
const validQuery = v.object({ email: v.pipe(v.string(), v.maxLength(320)) });
const oneTimeBody = v.object({ one_time_token: tokenField });
const resetBody = v.object({ email: emailField });

function doc(
  method: 'get' | 'post' | 'patch',
  path: string,
  summary: string,
  responses: Record<number, string>,
  extra: object = {},
) {
  describeRoute({ method, path: `${BASE}${path}`, summary, tags, responses, ...extra });
}

/** Users: sign-up, sign-in/out, sessions, profile, one-time tokens, password reset. */
export function usersRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const me = (id: string): UserRow => {
    const user = findUser(deps.db, id);
    if (!user) throw new HttpError(401, 'Sign in required');
    return user;
  };

  doc(
    'get',
    '',
    'Profile of the signed-in user',
    { 200: '{ user }', 401: 'Sign in required' },
    { auth: true },
  );
  router.get('/', (c) => c.json({ user: profileView(me(requireUser(c).id)) }));

  doc(
    'post',
    '',
    'Sign up; answers the profile and a user token',
    { 201: '{ user, user_token }', 422: 'validation_errors (email taken…)' },
    { body: signUpBody },
  );
  router.post('/', validate('json', signUpBody), (c) => {
    const user = signUp(deps.db, c.req.valid('json'), deps.clock());
    const session = startSession(deps.db, user.id, deps.clock());
    return c.json({ user: profileView(session.user), user_token: session.token }, 201);
  });

  doc(
    'patch',
    '',
    'Edit the profile (spec 02 §3 choice lists for focus, frequency, gender, skill_level)',
    { 200: '{ user }', 401: 'Sign in required', 422: 'validation_errors' },
    { body: profileEditBody, auth: true },
  );
  router.patch('/', validate('json', profileEditBody), (c) => {
    const user = me(requireUser(c).id);
    const edits = Object.entries(c.req.valid('json')).filter(([, value]) => value !== undefined);
    if (edits.length > 0) {
      const sets = edits.map(([key]) => `${key} = ?`).join(', ');
      const values = edits.map(([key, value]) =>
        key === 'address_country_iso2' && typeof value === 'string' ? value.toUpperCase() : value,
      );
      deps.db.prepare(`UPDATE users SET ${sets} WHERE id = ?`).run(...values, user.id);
    }
    return c.json({ user: profileView(me(user.id)) });
  });

  doc(
    'get',
    '/valid',
    'Whether an e-mail can be used to sign up',
    { 200: '{ valid, available, message }' },
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
    'Sign in with e-mail and password (throttled after repeated failures)',
    {
      200: '{ user, user_token }',
      400: 'Invalid email or password.',
      429: 'Too many failed sign-in attempts',
    },
    { body: signInBody },
  );
  router.post('/sign-in', validate('json', signInBody), (c) => {
    const { user, token } = signIn(deps.db, c.req.valid('json'), deps.clock(), deps.config.rateLimits);
    return c.json({ user: profileView(user), user_token: token });
  });

  doc('post', '/sign-out', 'Revoke the current user token', { 200: '{ success }' });
  router.post('/sign-out', (c) => {
    const token = c.req.header('X-Api-User-Token');
    if (token) revokeToken(deps.db, 'user', token);
    return c.json({ success: true });
  });

  doc('post', '/session', 'Start an API session (X-Api-Session)', { 200: '{ api_session_token }' });
  router.post('/session', (c) => {
    const token = issueToken(deps.db, 'session', c.var.user?.id ?? null, deps.clock(), TOKEN_TTL.session);
    return c.json({ api_session_token: token });
  });

  doc(
    'post',
    '/one-time-token',
    'A single-use sign-in token valid 5 minutes',
    { 200: '{ one_time_token, expires_in }', 401: 'Sign in required' },
    { auth: true },
  );
  router.post('/one-time-token', (c) => {
    const user = requireUser(c);
    const token = issueToken(deps.db, 'one_time', user.id, deps.clock(), TOKEN_TTL.oneTime);
    return c.json({ one_time_token: token, expires_in: TOKEN_TTL.oneTime / 1000 });
  });

  doc(
    'post',
    '/sign-in-with-one-time-token',
    'Trade a one-time token for a user token',
    { 200: '{ user, user_token }', 400: 'Token is invalid' },
    { body: oneTimeBody },
  );
  router.post(
    '/sign-in-with-one-time-token',
    validate('json', v.object({ one_time_token: v.unknown() })),
    (c) => {
      const raw = c.req.valid('json').one_time_token;
      if (typeof raw !== 'string' || raw.length === 0 || raw.length > 512)
        throw new HttpError(400, 'Token is invalid');
      const { user, token } = signInWithOneTimeToken(deps.db, raw, deps.clock());
      return c.json({ user: profileView(user), user_token: token });
    },
  );

  doc(
    'post',
    '/password-reset',
    'Send password-reset instructions',
    { 200: '{ success, message }', 404: 'email not found' },
    { body: resetBody },
  );
  router.post(
    '/password-reset',
    validate('json', v.object({ email: v.pipe(v.string(), v.maxLength(320)) })),
    (c) => {
      const email = c.req.valid('json').email;
      if (!isEmailSyntax(email.trim())) throw new HttpError(404, 'email not found');
      requestPasswordReset(deps.db, email, deps.clock());
      return c.json({ success: true, message: 'Password reset instructions have been sent.' });
    },
  );

  return router;
}
