import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { readReservation } from '../services/reservationAccess';
import { reservationView } from '../services/reservationView';
import { newToken } from '../services/tokens';
import { idParam } from '../schemas/accountSchemas';
import { applePassResponse, googlePassResponse } from '../schemas/contentResponses';

const BASE = '/api/v6/mobile_wallet';
const tags = ['reservations'];
const accessQuery = v.object({ access_token: v.optional(v.pipe(v.string(), v.maxLength(512))) });

/**
 * Wallet passes. iOS answers the pass as JSON (the fields a .pkpass would hold; the
 * sandbox does not sign real .pkpass files); Android answers a save URL and token.
 */
export function mobileWalletRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const load = (c: { var: AppEnv['Variables'] }, id: string, accessToken: string | undefined) => {
    const { reservation, role } = readReservation(deps.db, id, {
      userId: c.var.user?.id ?? null,
      accessToken,
    });
    return reservationView(deps.db, reservation, deps.clock(), role);
  };

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/ios/:id',
      summary: 'Apple Wallet pass data (JSON, not a signed .pkpass)',
      tags,
      params: idParam,
      query: accessQuery,
      responses: {
        200: { description: 'The pass data', schema: applePassResponse },
        404: 'Reservation not found',
      },
    },
    (c) => {
      const r = load(c, c.req.valid('param').id, c.req.valid('query').access_token);
      return c.json({
        pass: {
          format_version: 1,
          pass_type_identifier: 'pass.com.teetime.sandbox',
          serial_number: r.id,
          organization_name: 'teetime',
          description: `Tee time at ${r.course.name ?? 'the course'}`,
          relevant_date: r.tee_off_at_local,
          event_ticket: {
            primary_fields: [{ key: 'course', label: 'Course', value: r.course.name ?? '' }],
            secondary_fields: [
              { key: 'tee_off', label: 'Tee off', value: r.tee_off_at_local },
              { key: 'players', label: 'Players', value: r.qty },
            ],
            auxiliary_fields: [
              { key: 'confirmation', label: 'Confirmation', value: r.tee_time_reservation_id },
            ],
          },
          barcode: {
            format: 'PKBarcodeFormatQR',
            message: r.tee_time_reservation_id,
            message_encoding: 'iso-8859-1',
          },
          status: r.status,
        },
        sandbox_note: 'The sandbox answers pass data as JSON; it does not produce a signed .pkpass file.',
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/android/:id',
      summary: 'Google Wallet save URL and token',
      tags,
      params: idParam,
      query: accessQuery,
      responses: {
        200: { description: 'The save URL and its token', schema: googlePassResponse },
        404: 'Reservation not found',
      },
    },
    (c) => {
      const r = load(c, c.req.valid('param').id, c.req.valid('query').access_token);
      const token = newToken();
      return c.json({
        url: `https://pay.google.com/gp/v/save/sandbox-${r.id}-${token}`,
        token,
        reservation_id: r.id,
      });
    },
  );

  return router;
}
