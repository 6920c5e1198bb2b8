import { Hono } from 'hono';
import * as v from 'valibot';
import { PAYMENTS_FIRST_PAGE, PAYMENTS_PAGE_SIZE } from '../../../src/domain/account/membership';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { brandById } from '../http/brandIds';
import { HttpError } from '../http/HttpError';
import { qId, qInt, qText } from '../http/queryValues';
import { idParam } from '../schemas/accountSchemas';
import {
  membershipBenefitsResponse,
  membershipUpsellResponse,
  programInvoiceResponse,
  programMembershipsResponse,
  programPaymentsResponse,
  programWithMembershipResponse,
} from '../schemas/membershipResponses';
import { findCourse } from '../services/courseView';
import {
  invoiceItems,
  myMemberships,
  paymentsPage,
  programError,
  programWithMembership,
} from '../services/membershipPrograms';
import { listOffers } from '../services/memberOffers';
import {
  NETWORK_BENEFITS,
  isMember,
  listPlans,
  networkCourseIds,
  planView,
} from '../services/networkMemberships';

/** GET courses/{id}/membership_benefits and /membership-upsell (mounted beside the courses router). */
export function courseMembershipRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const tags = ['network membership'];
  const course = (id: string) => {
    const row = findCourse(deps.db, id);
    if (!row) throw new HttpError(404, 'Course not found');
    return row;
  };

  const route = routesOf(router, '/api/v6/courses');

  route(
    {
      method: 'get',
      path: '/:id/membership_benefits',
      summary:
        "What the network membership gives at this course (member rates, its offers' titles) and whether you have it",
      tags,
      params: idParam,
      responses: {
        200: {
          description:
            "The course, whether it is a network course and you a member, the benefits and the course's offers",
          schema: membershipBenefitsResponse,
        },
        404: 'Course not found',
      },
    },
    (c) => {
      const row = course(c.req.valid('param').id);
      const userId = c.var.user?.id ?? null;
      const isNetwork = networkCourseIds(deps.db).includes(row.id);
      const offers = listOffers(deps.db, userId ?? '', { courseId: row.id }).map((o) => ({
        id: o.id,
        title: o.title,
      }));
      return c.json({
        course_id: row.id,
        course_name: row.name,
        is_network_course: isNetwork,
        is_member: userId ? isMember(deps.db, userId, deps.clock()) : false,
        benefits: isNetwork
          ? NETWORK_BENEFITS
          : NETWORK_BENEFITS.filter((b) => !b.includes('network courses')),
        offers,
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/:id/membership-upsell',
      summary: 'The membership upsell for a course: title, message, plans (monthly first) and where to join',
      tags,
      params: idParam,
      responses: {
        200: {
          description: 'The upsell: title, message, plans (monthly first) and where to join',
          schema: membershipUpsellResponse,
        },
        404: 'Course not found',
      },
    },
    (c) => {
      const row = course(c.req.valid('param').id);
      const features = brandById(c.var.brandId)?.features;
      const plans = listPlans(deps.db)
        .map(planView)
        .sort((a) => (a.interval === 'monthly' ? -1 : 1));
      return c.json({
        title: `Play ${row.name} for less`,
        message: 'Members get member rates, price alerts and partner offers.',
        plans,
        join_url: '/membership',
        brand_sells: !!features && (features.has('networkMembership') || features.has('showNetworkSales')),
      });
    },
  );

  return router;
}

const programQuery = v.object({ slug: v.optional(qText(80)), course_id: v.optional(qId) });
const paymentsQuery = v.object({
  membership_id: qId,
  page: v.optional(qInt(1, 1000)),
  page_size: v.optional(qInt(1, 50)),
});
const invoiceQuery = v.object({ membership_id: qId, payment_id: qId });

/** The membership-program API (spec 02 §7, separate base): errors carry `detail`. */
export function membershipProgramRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const tags = ['membership program'];
  const BASE = '/api/membership-program';

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/Program/getProgramWithMembershipFromSlug',
      summary:
        'A course program by slug or course_id: billing plans (the first is the default) and your membership',
      tags,
      query: programQuery,
      responses: {
        200: {
          description: 'The program with its billing plans, and your membership',
          schema: programWithMembershipResponse,
        },
        404: '{ detail }',
        422: 'validation_errors',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      if (!q.slug && !q.course_id) throw programError(422, 'Give the program slug or the course_id.');
      return c.json(
        programWithMembership(deps.db, { slug: q.slug, courseId: q.course_id }, c.var.user?.id ?? null),
      );
    },
  );

  route(
    {
      method: 'get',
      path: '/Membership/getMemberships',
      summary: 'Your course memberships',
      tags,
      auth: true,
      responses: {
        200: { description: 'Your course memberships', schema: programMembershipsResponse },
        401: 'Sign in required',
      },
    },
    (c) => c.json({ memberships: myMemberships(deps.db, requireUser(c).id) }),
  );

  route(
    {
      method: 'get',
      path: '/MembershipSubscription',
      summary: `Payments history of your membership, newest first: page (from ${PAYMENTS_FIRST_PAGE}), page_size (${PAYMENTS_PAGE_SIZE}), count`,
      tags,
      auth: true,
      query: paymentsQuery,
      responses: {
        200: { description: 'A page of payments and how many in all', schema: programPaymentsResponse },
        401: 'Sign in required',
        404: '{ detail }',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      return c.json(
        paymentsPage(
          deps.db,
          requireUser(c).id,
          q.membership_id,
          q.page ?? PAYMENTS_FIRST_PAGE,
          q.page_size ?? PAYMENTS_PAGE_SIZE,
        ),
      );
    },
  );

  route(
    {
      method: 'get',
      path: '/MembershipSubscriptionInvoice/list',
      summary: 'The invoice items of one payment of your membership',
      tags,
      auth: true,
      query: invoiceQuery,
      responses: {
        200: { description: 'The payment and its invoice items', schema: programInvoiceResponse },
        401: 'Sign in required',
        404: '{ detail }',
      },
    },
    (c) => {
      const q = c.req.valid('query');
      return c.json(invoiceItems(deps.db, requireUser(c).id, q.membership_id, q.payment_id));
    },
  );

  return router;
}
