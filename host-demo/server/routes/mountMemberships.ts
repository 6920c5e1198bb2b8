import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/appEnv';
import { courseMembershipRoutes, membershipProgramRoutes } from './courseMemberships';
import { memberOffersRoutes, publicVendorsRoutes, vendorPromotionsRoutes } from './memberOffers';
import { networkMembershipsRoutes } from './networkMemberships';

/** Mounts the memberships, offers and rewards routers (spec 02 §7, issue 11). */
export function mountMemberships(app: Hono<AppEnv>, deps: AppDeps): void {
  app.route('/api/v6/network_memberships', networkMembershipsRoutes(deps));
  app.route('/api/v6/courses', courseMembershipRoutes(deps));
  app.route('/api/v6/offers', memberOffersRoutes(deps));
  app.route('/api/v6/vendor_promotions', vendorPromotionsRoutes(deps));
  app.route('/api/v6/vendors', publicVendorsRoutes(deps));
  app.route('/api/membership-program', membershipProgramRoutes(deps));
}
