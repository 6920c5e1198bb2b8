import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { listReservations, ownReservation, readReservation } from '../services/reservationAccess';
import { cancelReservation, changeReservation, previewChange } from '../services/reservationChanges';
import { reservationView } from '../services/reservationView';
import { newId } from '../services/tokens';
import { idField, idParam, qtyField } from '../schemas/accountSchemas';
import { changePreviewResponse, ticketResponse } from '../schemas/checkoutResponses';
import { listQuery, toListQuery } from '../schemas/reservationSchemas';
import { oneReservationResponse, reservationsResponse } from '../schemas/accountResponses';

const BASE = '/api/v6/reservations';
const tags = ['reservations'];
const accessQuery = v.object({ access_token: v.optional(v.pipe(v.string(), v.maxLength(512))) });

const ticketBody = v.object({
  message: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(5000)),
});
const qtyBody = v.object({ qty: qtyField });
const changeBody = v.object({ qty: qtyField, credit_card_id: v.optional(idField) });

/** Pay, list, read, cancel, change and support tickets for reservations. */
export function reservationsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const caller = (c: { var: AppEnv['Variables'] }, accessToken?: string) => ({
    userId: c.var.user?.id ?? null,
    accessToken,
  });

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/',
      summary: 'Your reservations (shared=true: those shared with you), by status',
      tags,
      auth: true,
      query: listQuery,
      responses: {
        200: { description: 'The reservations', schema: reservationsResponse },
        401: 'Sign in required',
      },
    },
    (c) => {
      const user = requireUser(c);
      const query = toListQuery(c.req.valid('query'));
      const rows = listReservations(deps.db, user.id, query, deps.clock());
      const role = query.shared ? 'invitee' : 'owner';
      return c.json({ reservations: rows.map((r) => reservationView(deps.db, r, deps.clock(), role)) });
    },
  );

  route(
    {
      method: 'post',
      path: '/cancel/:id',
      summary: 'Cancel an upcoming reservation (owner, or guest with access_token)',
      tags,
      params: idParam,
      query: accessQuery,
      responses: {
        200: { description: 'The cancelled reservation', schema: oneReservationResponse },
        403: 'Invitees cannot cancel',
        404: 'Reservation not found',
        422: 'Already cancelled, past or not refundable',
      },
    },
    (c) => {
      const r = cancelReservation(
        deps.db,
        c.req.valid('param').id,
        caller(c, c.req.valid('query').access_token),
        deps.clock(),
      );
      return c.json({ reservation: reservationView(deps.db, r, deps.clock(), 'owner') });
    },
  );

  route(
    {
      method: 'post',
      path: '/:id/create_teamwork_ticket',
      summary: 'Open a support ticket about a reservation (owner, or guest with access_token)',
      tags,
      params: idParam,
      body: ticketBody,
      responses: {
        201: { description: 'The ticket opened', schema: ticketResponse },
        403: 'Invitees cannot',
        404: 'Reservation not found',
      },
    },
    (c) => {
      const r = ownReservation(deps.db, c.req.valid('param').id, caller(c, c.req.query('access_token')));
      const ticket = {
        id: newId('tkt'),
        reservation_id: r.id,
        message: c.req.valid('json').message,
        status: 'open',
        created_at: deps.clock().toISOString(),
      };
      deps.db
        .prepare(
          'INSERT INTO support_tickets (id, reservation_id, user_id, message, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(ticket.id, r.id, c.var.user?.id ?? null, ticket.message, ticket.created_at);
      return c.json({ ticket }, 201);
    },
  );

  route(
    {
      method: 'post',
      path: '/:id/prepare',
      summary: 'Preview a change of players (step 1 of 2)',
      tags,
      params: idParam,
      body: qtyBody,
      responses: {
        200: {
          description: 'What the change would cost: the new total and the difference to pay',
          schema: changePreviewResponse,
        },
        403: 'Invitees cannot change it',
        404: 'Reservation not found',
        422: 'There was some issue updating the player.',
      },
    },
    (c) =>
      c.json({
        preview: previewChange(
          deps.db,
          c.req.valid('param').id,
          caller(c, c.req.query('access_token')),
          c.req.valid('json').qty,
          deps.clock(),
        ),
      }),
  );

  route(
    {
      method: 'put',
      path: '/:id',
      summary: 'Apply a change of players (step 2 of 2), paying the difference with credit_card_id',
      tags,
      params: idParam,
      body: changeBody,
      responses: {
        200: { description: 'The changed reservation', schema: oneReservationResponse },
        402: 'Card declined',
        403: 'Invitees cannot change it',
        404: 'Reservation not found',
        422: 'There was some issue modifying the booking.',
      },
    },
    (c) => {
      const body = c.req.valid('json');
      const r = changeReservation(
        deps.db,
        c.req.valid('param').id,
        caller(c, c.req.query('access_token')),
        { qty: body.qty, creditCardId: body.credit_card_id },
        deps.clock(),
      );
      return c.json({ reservation: reservationView(deps.db, r, deps.clock(), 'owner') });
    },
  );

  route(
    {
      method: 'get',
      path: '/:id',
      summary:
        'One reservation (owner, accepted invitee, or anyone with its access_token); invitees get a read-only view without access_token',
      tags,
      params: idParam,
      query: accessQuery,
      responses: {
        200: { description: 'The reservation', schema: oneReservationResponse },
        404: 'Reservation not found',
      },
    },
    (c) => {
      const { reservation, role } = readReservation(
        deps.db,
        c.req.valid('param').id,
        caller(c, c.req.valid('query').access_token),
      );
      return c.json({ reservation: reservationView(deps.db, reservation, deps.clock(), role) });
    },
  );

  return router;
}
