import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { NETWORK_GOLF_CLUB_COURSES_LIMIT, salesOpen } from '../../../src/domain/account/membership';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { brandById } from '../http/brandIds';
import { HttpError } from '../http/HttpError';
import { requestOrigin } from '../http/origin';
import { qBool, qInt, qNumber } from '../http/queryValues';
import { idField } from '../schemas/accountSchemas';
import {
  golfVantageUrlResponse,
  networkCoursesResponse,
  networkInvoicesResponse,
  networkPlansResponse,
  oneSubscriptionResponse,
} from '../schemas/membershipResponses';
import { categoriesOf, courseView, findCourses } from '../services/courseView';
import {
  ALREADY_MEMBER,
  NETWORK_BENEFITS,
  NO_MEMBERSHIP,
  cancel,
  changeCard,
  findSubscription,
  invoices,
  listPlans,
  networkCourseIds,
  networkCoursesNear,
  planView,
  purchase,
  renew,
  subscriptionView,
} from '../services/networkMemberships';

const BASE = '/api/v6/network_memberships';
const tags = ['network membership'];
export const SALES_CLOSED = 'The network membership is not offered on this site.';

const purchaseBody = v.object({
  billing_plan_id: idField,
  credit_card_id: v.optional(idField),
  promo_code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
});
const cardBody = v.object({ credit_card_id: idField });
const coursesQuery = v.object({
  golf_club: v.optional(qBool),
  page: v.optional(qInt(1, 1000)),
  per_page: v.optional(qInt(1, 50)),
  latitude: v.optional(qNumber(-90, 90)),
  longitude: v.optional(qNumber(-180, 180)),
});

/** 404 in plain words unless the brand sells the network membership and the site has it on (spec 02 §2). */
export function assertSalesOpen(c: Context<AppEnv>): void {
  const features = brandById(c.var.brandId)?.features ?? new Set<string>();
  if (!salesOpen(features, features.has('networkMembership')))
    throw new HttpError(404, SALES_CLOSED, { code: 'network_membership_off' });
}

/**
 * The network's courses as Course objects: golf-club courses first 3 (spec 02 §9), or a page.
 * With a point (the golfer's position or home city), every network course nearest first, each
 * with its distance in miles; without one, the network's list in its own order (distance null).
 */
export function networkCourses(
  deps: AppDeps,
  origin: string,
  page: number,
  perPage: number,
  near?: { latitude: number; longitude: number },
) {
  const all = near
    ? networkCoursesNear(deps.db, near.latitude, near.longitude)
    : networkCourseIds(deps.db).map((id) => ({ id, distance: null as number | null }));
  const slice = all.slice((page - 1) * perPage, page * perPage);
  const ids = slice.map((c) => c.id);
  const cats = categoriesOf(deps.db, ids);
  const rows = new Map(findCourses(deps.db, ids).map((r) => [r.id, r]));
  return {
    courses: slice.flatMap((c) => {
      const row = rows.get(c.id);
      return row ? [{ ...courseView(row, origin, cats.get(row.id) ?? []), distance: c.distance }] : [];
    }),
    count: all.length,
  };
}

/** Network membership (spec 02 §7): plans, courses, purchase, the member's subscription and its changes. */
export function networkMembershipsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const subscriptionOf = (userId: string) => {
    const sub = findSubscription(deps.db, userId);
    if (!sub) throw new HttpError(404, NO_MEMBERSHIP, { code: 'no_membership' });
    return subscriptionView(deps.db, sub, deps.clock());
  };

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/plans',
      summary:
        'The plans (monthly, annual) with their billing plan, and the benefits; sales gated by brand feature and site status',
      tags,
      responses: {
        200: {
          description: 'The plans, the benefits and the interval chosen first',
          schema: networkPlansResponse,
        },
        404: SALES_CLOSED,
      },
    },
    (c) => {
      assertSalesOpen(c);
      return c.json({
        plans: listPlans(deps.db).map(planView),
        benefits: NETWORK_BENEFITS,
        default_interval: 'monthly',
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/courses',
      summary:
        'Network courses; golf_club=true answers the 3 golf-club courses of the sales page; latitude and longitude (both) put the nearest first, with distance in miles',
      tags,
      query: coursesQuery,
      responses: {
        200: { description: 'A page of network courses and how many in all', schema: networkCoursesResponse },
        404: SALES_CLOSED,
        422: 'validation_errors',
      },
    },
    (c) => {
      assertSalesOpen(c);
      const q = c.req.valid('query');
      const perPage = q.golf_club ? NETWORK_GOLF_CLUB_COURSES_LIMIT : (q.per_page ?? 12);
      const page = q.golf_club ? 1 : (q.page ?? 1);
      if ((q.latitude === undefined) !== (q.longitude === undefined))
        throw new HttpError(422, 'Send both latitude and longitude, or neither.', {
          validation_errors: { latitude: ['Send both latitude and longitude, or neither.'] },
        });
      const near =
        q.latitude !== undefined && q.longitude !== undefined
          ? { latitude: q.latitude, longitude: q.longitude }
          : undefined;
      return c.json({
        ...networkCourses(deps, requestOrigin(c), page, perPage, near),
        page,
        per_page: perPage,
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/subscription',
      summary: 'Your network membership: plan, card, status (active, cancelled, renewed), period end',
      tags,
      auth: true,
      responses: {
        200: { description: 'Your membership', schema: oneSubscriptionResponse },
        401: 'Sign in required',
        404: NO_MEMBERSHIP,
      },
    },
    (c) => c.json({ subscription: subscriptionOf(requireUser(c).id) }),
  );

  route(
    {
      method: 'get',
      path: '/golf_vantage_url',
      summary: 'Where a member signs in to the golf-vantage partner site',
      tags,
      auth: true,
      responses: {
        200: { description: 'Where to sign in', schema: golfVantageUrlResponse },
        401: 'Sign in required',
        404: NO_MEMBERSHIP,
      },
    },
    (c) => {
      const sub = subscriptionOf(requireUser(c).id);
      return c.json({
        golf_vantage_url: `https://example.com/golfvantage?member=${encodeURIComponent(sub.id)}`,
      });
    },
  );

  route(
    {
      method: 'post',
      path: '/initiate_purchase',
      summary:
        'Join: billing_plan_id, credit_card_id (default card else the first), promo_code; the test card gateway charges the saved card',
      tags,
      auth: true,
      body: purchaseBody,
      responses: {
        201: { description: 'Your new membership', schema: oneSubscriptionResponse },
        401: 'Sign in required',
        402: 'Payment Error (reason, decline_code)',
        404: 'Plan or card not found',
        409: `${ALREADY_MEMBER} (code already_member, redirect_to)`,
        422: 'validation_errors (promo_code)',
      },
    },
    (c) => {
      const user = requireUser(c);
      assertSalesOpen(c);
      const sub = purchase(deps.db, user.id, c.req.valid('json'), deps.clock());
      return c.json({ subscription: subscriptionView(deps.db, sub, deps.clock()) }, 201);
    },
  );

  route(
    {
      method: 'post',
      path: '/change-card',
      summary: 'Pay the membership with another of your saved cards',
      tags,
      auth: true,
      body: cardBody,
      responses: {
        200: { description: 'Your membership, changed', schema: oneSubscriptionResponse },
        400: 'Credit card could not be changed',
        401: 'Sign in required',
        404: NO_MEMBERSHIP,
      },
    },
    (c) => {
      const sub = changeCard(deps.db, requireUser(c).id, c.req.valid('json').credit_card_id, deps.clock());
      return c.json({ subscription: subscriptionView(deps.db, sub, deps.clock()) });
    },
  );

  route(
    {
      method: 'delete',
      path: '/',
      summary: 'Cancel: status cancelled; the membership lasts until the end of the paid period',
      tags,
      auth: true,
      responses: {
        200: { description: 'Your membership, changed', schema: oneSubscriptionResponse },
        400: 'Cancelled already',
        401: 'Sign in required',
        404: NO_MEMBERSHIP,
      },
    },
    (c) => {
      const sub = cancel(deps.db, requireUser(c).id, deps.clock());
      return c.json({ subscription: subscriptionView(deps.db, sub, deps.clock()) });
    },
  );

  route(
    {
      method: 'post',
      path: '/withdraw_cancellation',
      summary: 'Withdraw a cancellation within the paid period: status renewed',
      tags,
      auth: true,
      responses: {
        200: { description: 'Your membership, changed', schema: oneSubscriptionResponse },
        400: 'Not cancelled, or ended',
        401: 'Sign in required',
        404: NO_MEMBERSHIP,
      },
    },
    (c) => {
      const sub = renew(deps.db, requireUser(c).id, 'withdraw', deps.clock());
      return c.json({ subscription: subscriptionView(deps.db, sub, deps.clock()) });
    },
  );

  route(
    {
      method: 'post',
      path: '/renew',
      summary: 'Renew a cancelled membership (an ended one is charged a new period): status renewed',
      tags,
      auth: true,
      responses: {
        200: { description: 'Your membership, changed', schema: oneSubscriptionResponse },
        400: 'Not cancelled',
        401: 'Sign in required',
        402: 'Payment Error',
        404: NO_MEMBERSHIP,
      },
    },
    (c) => {
      const sub = renew(deps.db, requireUser(c).id, 'renew', deps.clock());
      return c.json({ subscription: subscriptionView(deps.db, sub, deps.clock()) });
    },
  );

  route(
    {
      method: 'get',
      path: '/invoices',
      summary: "Your network membership's invoices, newest first",
      tags,
      auth: true,
      responses: {
        200: { description: 'Your invoices, newest first', schema: networkInvoicesResponse },
        401: 'Sign in required',
        404: NO_MEMBERSHIP,
      },
    },
    (c) => c.json({ invoices: invoices(deps.db, requireUser(c).id) }),
  );

  return router;
}
