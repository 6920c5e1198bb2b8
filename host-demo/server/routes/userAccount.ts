import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { HttpError } from '../http/HttpError';
import { avatarResponse, privacyAgreementsResponse } from '../schemas/platformResponses';
import { requestOrigin } from '../http/origin';
import { saveAvatar } from '../services/avatars';
import { readLinkToken } from '../services/linkTokens';
import { privacyAgreements, updatePrivacyAgreements } from '../services/privacyAgreements';
import { findUser } from '../services/profiles';
import { deleteAccount, requestDeletion } from '../services/recovery';
import { idParam, unsubscribeBody } from '../schemas/accountSchemas';
import { messageResponse } from '../schemas/accountResponses';

const BASE = '/api/v6/users';
const tags = ['users'];
const deletionQuery = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(512))) });
const avatarBody = v.object({
  avatar: v.pipe(v.string(), v.description('the picture file: PNG, JPEG, GIF or WebP')),
});

/** The account itself: deletion in two steps, the avatar, marketing consents. */
export function userAccountRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  const route = routesOf(router, BASE);

  route(
    {
      method: 'post',
      path: '/request_deletion',
      summary:
        'Step 1 of deleting the account: e-mails a /my-account/confirm-deletion/{token} link (sandbox outbox)',
      tags,
      auth: true,
      responses: {
        200: { description: 'Done', schema: messageResponse },
        401: 'Sign in required',
        429: 'Too many e-mails',
      },
    },
    (c) => {
      requestDeletion(deps.db, requireUser(c).id, deps.clock(), deps.config.rateLimits);
      return c.json({
        success: true,
        message: 'We sent you an e-mail with a link to confirm the deletion of your account.',
      });
    },
  );

  route(
    {
      method: 'delete',
      path: '/',
      summary: 'Step 2: delete the account with the e-mailed token (the error is also in delete_account)',
      tags,
      auth: true,
      query: deletionQuery,
      responses: {
        200: { description: 'Done', schema: messageResponse },
        401: 'Sign in required',
        422: '{ error, delete_account }: invalid or expired link',
      },
    },
    (c) => {
      deleteAccount(deps.db, requireUser(c).id, c.req.valid('query').token, deps.clock());
      return c.json({ success: true, message: 'Your account has been deleted.' });
    },
  );

  route(
    {
      method: 'post',
      path: '/avatar',
      summary: 'Upload the avatar: multipart form data, field avatar, a PNG, JPEG, GIF or WebP up to 512 KB',
      tags,
      auth: true,
      body: avatarBody,
      bodyMediaType: 'multipart/form-data',
      responses: {
        200: { description: 'Where the new avatar is', schema: avatarResponse },
        400: 'Malformed form data',
        401: 'Sign in required',
        413: 'Request body too large',
        422: 'not a picture (validation_errors.avatar)',
      },
    },
    async (c) => {
      const user = requireUser(c);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new HttpError(400, 'Malformed form data');
      }
      const file = form.avatar;
      if (!(file instanceof File))
        throw new HttpError(422, 'Send the picture as form data, in the field avatar.', {
          validation_errors: { avatar: ['is required'] },
        });
      const path = saveAvatar(deps.db, user.id, new Uint8Array(await file.arrayBuffer()), deps.clock());
      return c.json({ avatar_url: `${requestOrigin(c)}${path}` });
    },
  );

  route(
    {
      method: 'patch',
      path: '/:id/unsubscribe',
      summary:
        'Suspend or resume marketing consents (with a reason): signed in as {id}, or with the unsubscribe link token',
      tags,
      params: idParam,
      body: unsubscribeBody,
      responses: {
        200: { description: 'Every mailing list, suspended or not', schema: privacyAgreementsResponse },
        401: 'Sign in required (no token)',
        403: 'another user, or an invalid link token',
        422: 'validation_errors (the e-mail must be the account’s)',
      },
    },
    (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const caller = c.var.user;
      if (caller) {
        if (caller.id !== id) throw new HttpError(403, 'You can only change your own preferences.');
      } else if (!body.token) {
        throw new HttpError(401, 'Sign in required');
      } else if (readLinkToken(deps.db, 'mailing', body.token) !== id) {
        throw new HttpError(403, 'This unsubscribe link is invalid.');
      }
      const user = findUser(deps.db, id);
      if (!user) throw new HttpError(404, 'User not found');
      if (user.email.toLowerCase() !== body.email.toLowerCase())
        throw new HttpError(422, 'The e-mail does not match this account.', {
          validation_errors: { email: ['does not match this account'] },
        });
      updatePrivacyAgreements(deps.db, id, body.preferences, deps.clock());
      return c.json({ consumer_privacy_agreements: privacyAgreements(deps.db, id) });
    },
  );

  return router;
}
