import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { requireUser } from '../http/auth';
import { HttpError } from '../http/HttpError';
import { describeRoute } from '../http/openapi';
import { oneTimeTokenResponse } from '../schemas/platformResponses';
import { requestOrigin } from '../http/origin';
import { validate } from '../http/validate';
import { signInWithOneTimeToken, TOKEN_TTL } from '../services/accounts';
import { isEmailSyntax } from '../services/emailRules';
import { profileView } from '../services/profiles';
import {
  changePassword,
  EMAIL_NOT_FOUND,
  mailOneTimeToken,
  requestPasswordReset,
  resendUnlockInstructions,
  resetPassword,
  unlockAccount,
} from '../services/recovery';
import { issueToken } from '../services/tokens';
import {
  lookupEmailBody,
  passwordChangeBody,
  resetPasswordBody,
  tokenField,
  unlockBody,
} from '../schemas/accountSchemas';
import type { RouteDescription } from '../http/openapi';
import { messageResponse, signedInResponse } from '../schemas/accountResponses';

const BASE = '/api/v6/users';
const tags = ['users'];
const oneTimeBody = v.object({ one_time_token: tokenField });
const oneTimeRequestBody = v.object({ email: v.optional(v.pipe(v.string(), v.maxLength(320))) });
const EMAILED = 'every e-mail goes to the sandbox outbox (GET /api/v6/sandbox/outbox)';

function doc(
  path: string,
  summary: string,
  body: v.GenericSchema,
  responses: RouteDescription['responses'],
  auth = false,
) {
  describeRoute({ method: 'post', path: `${BASE}${path}`, summary, tags, body, responses, auth });
}

/** An e-mail the account routes look up: a malformed one is simply not found. */
function lookupEmail(raw: string): string {
  const email = raw.trim();
  if (!isEmailSyntax(email)) throw new HttpError(404, EMAIL_NOT_FOUND);
  return email;
}

/** Getting back in: one-time tokens, password reset and change, unlocking a locked account. */
export function userRecoveryRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const limits = deps.config.rateLimits;

  doc(
    '/one-time-token',
    `A single-use sign-in token valid 5 minutes: answered when signed in, else e-mailed to email (${EMAILED})`,
    oneTimeRequestBody,
    {
      200: {
        description: 'Signed in: the token; else the e-mail with the sign-in link was sent',
        schema: oneTimeTokenResponse,
      },
      404: 'email not found',
      422: 'email is required',
      429: 'Too many e-mails',
    },
  );
  router.post('/one-time-token', validate('json', oneTimeRequestBody), (c) => {
    const user = c.var.user;
    const expires_in = TOKEN_TTL.oneTime / 1000;
    if (user) {
      const token = issueToken(deps.db, 'one_time', user.id, deps.clock(), TOKEN_TTL.oneTime);
      return c.json({ one_time_token: token, expires_in });
    }
    const { email } = c.req.valid('json');
    if (email === undefined || email.trim() === '')
      throw new HttpError(422, 'Please enter your e-mail address.', {
        validation_errors: { email: ['is required'] },
      });
    mailOneTimeToken(deps.db, lookupEmail(email), deps.clock(), limits);
    return c.json({ success: true, message: 'We sent you an e-mail with a link to sign in.', expires_in });
  });

  doc('/sign-in-with-one-time-token', 'Trade a one-time token for a user token', oneTimeBody, {
    200: { description: 'Signed in', schema: signedInResponse },
    400: 'Token is invalid',
  });
  router.post(
    '/sign-in-with-one-time-token',
    validate('json', v.object({ one_time_token: v.unknown() })),
    (c) => {
      const raw = c.req.valid('json').one_time_token;
      if (typeof raw !== 'string' || raw.length === 0 || raw.length > 512)
        throw new HttpError(400, 'Token is invalid');
      const { user, token } = signInWithOneTimeToken(deps.db, raw, deps.clock());
      return c.json({ user: profileView(deps.db, user, requestOrigin(c), deps.clock()), user_token: token });
    },
  );

  doc(
    '/password-reset',
    `E-mail a password-reset link (/reset-password?reset_password_token=…; ${EMAILED})`,
    lookupEmailBody,
    {
      200: { description: 'Done', schema: messageResponse },
      404: 'email not found',
      429: 'Too many e-mails',
    },
  );
  router.post('/password-reset', validate('json', lookupEmailBody), (c) => {
    requestPasswordReset(deps.db, lookupEmail(c.req.valid('json').email), deps.clock(), limits);
    return c.json({ success: true, message: 'Password reset instructions have been sent.' });
  });

  doc(
    '/reset-password',
    'Choose a new password with the e-mailed token; ends every session and unlocks the account',
    resetPasswordBody,
    {
      200: { description: 'Done', schema: messageResponse },
      422: 'invalid or expired token; validation_errors',
    },
  );
  router.post('/reset-password', validate('json', resetPasswordBody), (c) => {
    resetPassword(deps.db, c.req.valid('json'), deps.clock());
    return c.json({ success: true, message: 'Your password has been changed. You can sign in with it now.' });
  });

  doc(
    '/password-change',
    'Change the password (signed in); the other sessions end',
    passwordChangeBody,
    {
      200: { description: 'Done', schema: messageResponse },
      401: 'Sign in required',
      422: 'validation_errors',
    },
    true,
  );
  router.post('/password-change', validate('json', passwordChangeBody), (c) => {
    const user = requireUser(c);
    changePassword(deps.db, user.id, c.req.header('X-Api-User-Token') ?? '', c.req.valid('json'));
    return c.json({ success: true, message: 'Your password has been changed.' });
  });

  doc('/unlock', 'Unlock a locked account with the e-mailed unlock_token', unlockBody, {
    200: { description: 'Done', schema: messageResponse },
    400: 'This unlock link is invalid or has expired.',
  });
  router.post('/unlock', validate('json', unlockBody), (c) => {
    unlockAccount(deps.db, c.req.valid('json').unlock_token, deps.clock());
    return c.json({ success: true, message: 'Your account has been unlocked. You can sign in now.' });
  });

  doc(
    '/resend-unlock-instructions',
    `E-mail a new unlock link to a locked account (${EMAILED})`,
    lookupEmailBody,
    {
      200: { description: 'Done', schema: messageResponse },
      404: 'email not found',
      422: 'This account is not locked.',
      429: 'Too many e-mails',
    },
  );
  router.post('/resend-unlock-instructions', validate('json', lookupEmailBody), (c) => {
    resendUnlockInstructions(deps.db, lookupEmail(c.req.valid('json').email), deps.clock(), limits);
    return c.json({ success: true, message: 'We sent you an e-mail with a link to unlock your account.' });
  });

  return router;
}
