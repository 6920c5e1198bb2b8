import { Hono } from 'hono';
import * as v from 'valibot';
import { OFFER_STATUSES } from '../../../src/domain/account/membership';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { routesOf } from '../http/route';
import { requireUser } from '../http/auth';
import { HttpError } from '../http/HttpError';
import { qId } from '../http/queryValues';
import { idParam } from '../schemas/accountSchemas';
import {
  offersResponse,
  onePromotionResponse,
  oneOfferResponse,
  promotionsResponse,
  redeemedOfferResponse,
  trackedPromotionResponse,
  vendorsResponse,
} from '../schemas/membershipResponses';
import {
  MEMBERS_ONLY,
  assignClaimCode,
  findOffer,
  listOffers,
  listPromotions,
  publicVendors,
  redeemOffer,
  trackPromotion,
} from '../services/memberOffers';
import { isMember } from '../services/networkMemberships';

const offersQuery = v.object({
  status: v.optional(v.picklist(OFFER_STATUSES, `Must be one of ${OFFER_STATUSES.join(', ')}`)),
  course_id: v.optional(qId),
  kind: v.optional(v.picklist(['partner', 'course'], 'Must be partner or course')),
});

/** Member offers (offers/membership, offers/{id}/redeem), spec 02 §4 offers. */
export function memberOffersRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const member = (c: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(c);
    if (!isMember(deps.db, user.id, deps.clock()))
      throw new HttpError(403, MEMBERS_ONLY, { code: 'membership_required', offer_url: '/membership' });
    return user;
  };
  const tags = ['offers'];

  const route = routesOf(router, '/api/v6/offers');

  route(
    {
      method: 'get',
      path: '/membership',
      summary:
        "A member's offers by status (available, redeemed), kind (partner, course) or one course (course_id)",
      tags,
      auth: true,
      query: offersQuery,
      responses: {
        200: { description: 'Your offers', schema: offersResponse },
        401: 'Sign in required',
        403: MEMBERS_ONLY,
        422: 'validation_errors',
      },
    },
    (c) => {
      const user = member(c);
      const q = c.req.valid('query');
      return c.json({
        offers: listOffers(deps.db, user.id, { status: q.status, courseId: q.course_id, kind: q.kind }),
      });
    },
  );

  route(
    {
      method: 'get',
      path: '/:id',
      summary: 'One offer, with its code once redeemed',
      tags,
      auth: true,
      params: idParam,
      responses: {
        200: { description: 'The offer', schema: oneOfferResponse },
        401: 'Sign in required',
        403: MEMBERS_ONLY,
        404: 'Offer not found',
      },
    },
    (c) => c.json({ offer: findOffer(deps.db, member(c).id, c.req.valid('param').id) }),
  );

  route(
    {
      method: 'post',
      path: '/:id/redeem',
      summary: 'Redeem an offer once: its code, and the refreshed list of available offers',
      tags,
      auth: true,
      params: idParam,
      responses: {
        200: {
          description: 'The offer with its code, and the available offers left',
          schema: redeemedOfferResponse,
        },
        401: 'Sign in required',
        403: MEMBERS_ONLY,
        404: 'Offer not found',
        409: 'Redeemed already',
      },
    },
    (c) => {
      const user = member(c);
      const offer = redeemOffer(deps.db, user.id, c.req.valid('param').id, deps.clock());
      return c.json({ offer, offers: listOffers(deps.db, user.id, { status: 'available' }) });
    },
  );

  return router;
}

/** Vendor promotions with claim codes (user, assign, track): any signed-in golfer. */
export function vendorPromotionsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const tags = ['offers'];
  const BASE = '/api/v6/vendor_promotions';

  const route = routesOf(router, BASE);

  route(
    {
      method: 'get',
      path: '/user',
      summary: "The partners' promotions with your claim code (null until claimed) and visit count",
      tags,
      auth: true,
      responses: {
        200: { description: 'The promotions with your claim codes', schema: promotionsResponse },
        401: 'Sign in required',
      },
    },
    (c) => c.json({ promotions: listPromotions(deps.db, requireUser(c).id) }),
  );

  route(
    {
      method: 'post',
      path: '/:id/assign',
      summary: 'Claim your code for a promotion (asking again answers the same code)',
      tags,
      auth: true,
      params: idParam,
      responses: {
        200: { description: 'The promotion with your claim code', schema: onePromotionResponse },
        401: 'Sign in required',
        404: 'Promotion not found',
      },
    },
    (c) =>
      c.json({
        promotion: assignClaimCode(deps.db, requireUser(c).id, c.req.valid('param').id, deps.clock()),
      }),
  );

  route(
    {
      method: 'post',
      path: '/:id/track',
      summary: "Count a visit to the partner's site with your claimed code; answers the url to open",
      tags,
      auth: true,
      params: idParam,
      responses: {
        200: { description: "The promotion and the partner's url", schema: trackedPromotionResponse },
        401: 'Sign in required',
        404: 'Promotion not found',
        409: 'Claim your code first',
      },
    },
    (c) => {
      const promotion = trackPromotion(deps.db, requireUser(c).id, c.req.valid('param').id);
      return c.json({ promotion, url: promotion.url });
    },
  );

  return router;
}

/** GET vendors/public: the partner vendors (no sign-in). */
export function publicVendorsRoutes(deps: AppDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const route = routesOf(router, '/api/v6/vendors');

  route(
    {
      method: 'get',
      path: '/public',
      summary: 'The network membership partner vendors',
      tags: ['offers'],
      responses: { 200: { description: 'The partner vendors', schema: vendorsResponse } },
    },
    (c) => c.json({ vendors: publicVendors(deps.db) }),
  );
  return router;
}
