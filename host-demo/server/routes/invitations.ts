import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { HttpError } from '../http/HttpError';
import { contactsForReservation, contactView, listContacts, saveContact } from '../services/contacts';
import {
  answerInvitation,
  findInvitation,
  invitationView,
  invite,
  listInvitations,
  MAX_INVITATIONS,
} from '../services/invitations';
import { emailField, idField, idParam } from '../schemas/accountSchemas';
import {
  contactsResponse,
  invitationsResponse,
  oneContactResponse,
  oneInvitationResponse,
} from '../schemas/guestResponses';

const INV = '/api/v6/invitations';
const CONTACTS = '/api/v6/contacts';
const inviteBody = v.object({
  reservation_id: idField,
  emails: v.pipe(
    v.array(emailField),
    v.minLength(1, 'needs at least one e-mail'),
    v.maxLength(MAX_INVITATIONS),
  ),
});
const listQuery = v.object({ reservation_id: v.optional(idField) });
const contactBody = v.object({
  email: emailField,
  first_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  last_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  reservation_id: v.optional(idField),
});
const reservationBody = v.object({ reservation_id: idField });

/** Co-player invitations. */
export function invitationsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const tags = ['invitations'];

  const route = routesOf(router, INV);

  route(
    {
      method: 'get',
      path: '/',
      summary: 'Invitations you sent or received',
      tags,
      auth: true,
      query: listQuery,
      responses: {
        200: { description: 'Invitations you sent or received', schema: invitationsResponse },
        401: 'Sign in required',
      },
    },
    (c) => {
      const user = requireUser(c);
      const filter = c.req.valid('query').reservation_id;
      const rows = listInvitations(deps.db, user).filter((i) => !filter || i.reservation_id === filter);
      return c.json({ invitations: rows.map((i) => invitationView(deps.db, i)) });
    },
  );

  route(
    {
      method: 'post',
      path: '/',
      summary: 'Invite co-players by e-mail to your reservation (pending)',
      tags,
      auth: true,
      body: inviteBody,
      responses: {
        201: { description: 'The invitations sent', schema: invitationsResponse },
        403: 'Invitees cannot invite',
        404: 'Reservation not found',
        422: 'validation_errors',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      const rows = invite(deps.db, requireUser(c), body.reservation_id, body.emails, deps.clock());
      return c.json({ invitations: rows.map((i) => invitationView(deps.db, i)) }, 201);
    },
  );

  route(
    {
      method: 'get',
      path: '/:id',
      summary: 'One invitation by its (unguessable) id; no sign-in needed',
      tags,
      params: idParam,
      responses: {
        200: { description: 'The invitation', schema: oneInvitationResponse },
        404: 'Invitation not found',
      },
    },
    (c) => {
      const inv = findInvitation(deps.db, c.req.valid('param').id);
      if (!inv) throw new HttpError(404, 'Invitation not found');
      return c.json({ invitation: invitationView(deps.db, inv) });
    },
  );

  for (const action of ['accept', 'decline'] as const) {
    route(
      {
        method: 'post',
        path: `/:id/${action}`,
        summary: `${action === 'accept' ? 'Accept' : 'Decline'} an invitation (only the invited e-mail's account)`,
        tags,
        auth: true,
        params: idParam,
        responses: {
          200: { description: 'The invitation, answered', schema: oneInvitationResponse },
          401: 'Sign in required',
          403: 'Sent to another e-mail address',
          404: 'Invitation not found',
          422: 'Own invitation',
        },
      },
      (c) => {
        const inv = answerInvitation(deps.db, c.req.valid('param').id, requireUser(c), action === 'accept');
        return c.json({ invitation: invitationView(deps.db, inv) });
      },
    );
  }
  return router;
}

/** Recent contacts (co-players) of the signed-in user. */
export function contactsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const tags = ['invitations'];

  const route = routesOf(router, CONTACTS);

  route(
    {
      method: 'get',
      path: '/',
      summary: 'Your recent contacts',
      tags,
      auth: true,
      responses: { 200: { description: 'Your recent contacts', schema: contactsResponse } },
    },
    (c) => c.json({ contacts: listContacts(deps.db, requireUser(c).id).map(contactView) }),
  );

  route(
    {
      method: 'post',
      path: '/',
      summary: 'Add a contact (first_name, last_name, email, optional source reservation_id)',
      tags,
      auth: true,
      body: contactBody,
      responses: {
        201: { description: 'The contact added', schema: oneContactResponse },
        404: 'Reservation not found',
        422: 'validation_errors',
      },
    },
    (c) =>
      c.json(
        { contact: contactView(saveContact(deps.db, requireUser(c).id, c.req.valid('json'), deps.clock())) },
        201,
      ),
  );

  route(
    {
      method: 'post',
      path: '/reservation',
      summary: 'Recent contacts not yet invited to a reservation',
      tags,
      auth: true,
      body: reservationBody,
      responses: {
        200: { description: 'Contacts not yet invited', schema: contactsResponse },
        403: 'Invitees cannot',
        404: 'Reservation not found',
      },
    },
    (c) =>
      c.json({
        contacts: contactsForReservation(deps.db, requireUser(c).id, c.req.valid('json').reservation_id).map(
          contactView,
        ),
      }),
  );
  return router;
}
