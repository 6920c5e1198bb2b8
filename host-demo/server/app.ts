import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './deps';
import type { AppEnv } from './http/appEnv';
import { authMiddleware } from './http/auth';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { HttpError } from './http/HttpError';
import { compressAnswers } from './http/compressAnswers';
import { maintenanceMiddleware } from './http/maintenance';
import { ORIGIN_NOT_ALLOWED, originNotAllowedMessage } from './http/originNotAllowed';
import { requestOrigin } from './http/origin';
import { apiCors, noSniff } from './http/responseHeaders';
import { buildOpenApi, describeRoute } from './http/openapi';
import { openApiDocumentResponse } from './schemas/platformResponses';
import { hostedCardFieldsRoutes } from './routes/hostedCardFields';
import { mountAccountsBooking } from './routes/mountAccountsBooking';
import { mountMemberships } from './routes/mountMemberships';
import { avatarMediaRoutes } from './routes/avatarMedia';
import { AVATAR_MEDIA_PATH } from './services/avatars';
import { mountSiteContent } from './routes/mountSiteContent';
import { bannersRoutes } from './routes/banners';
import { citiesRoutes } from './routes/cities';
import { countriesRoutes } from './routes/countries';
import { courseReviewsRoutes } from './routes/courseReviews';
import { coursesRoutes } from './routes/courses';
import { courseSectionsRoutes } from './routes/courseSections';
import { dealsRoutes } from './routes/deals';
import { feedbacksRoutes } from './routes/feedbacks';
import { dealAlertsRoutes, mailingListsRoutes } from './routes/subscriptions';
import { exploreRoutes } from './routes/explore';
import { failureRecommendationRoutes } from './routes/failureRecommendation';
import { faqsRoutes } from './routes/faqs';
import { marketingRoutes, messagingRoutes } from './routes/marketing';
import { mediaRoutes } from './routes/media';
import { searchRoutes } from './routes/search';
import { statesRoutes } from './routes/states';
import { statusRoutes } from './routes/status';
import { teeTimeGroupsRoutes } from './routes/teeTimeGroups';
import { teeTimesRoutes } from './routes/teeTimes';

/** The one upload route: it may send a bigger body than the rest. */
const AVATAR_UPLOAD_PATH = '/api/v6/users/avatar';

/** Request headers browsers may send cross-origin. */
const ALLOWED_HEADERS = [
  'Content-Type',
  'X-Api-Key',
  'X-Api-User-Token',
  'X-Api-Session',
  'X-XSRF-TOKEN',
  'X-Request-Id',
];

/**
 * The sandbox marketplace API. Every resource router is mounted under
 * `/api/v6/<resource>`; `/api/openapi.json` documents them all.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const origins = new Set(deps.config.partnerOrigins);

  // Outermost: every text answer (JSON, errors, OpenAPI, SVG media) brotli or gzip, per Accept-Encoding.
  app.use('*', compressAnswers());
  app.use('*', requestId());
  // Headers added to a built answer go on it in place (http/responseHeaders.ts): a copy of the
  // answer per header cost a remembered list more CPU than finding it (bench:api).
  app.use('*', noSniff);
  app.use(
    '/api/*',
    apiCors({
      // A partner origin, or the API's own (the marketplace site's pages, the hosted card fields).
      origin: (origin, c) => (origins.has(origin) || origin === requestOrigin(c) ? origin : null),
      refuse: (origin, c) => {
        const e = new HttpError(403, originNotAllowedMessage(origin), { code: ORIGIN_NOT_ALLOWED, origin });
        return c.json(e.toBody(), 403);
      },
      allowHeaders: ALLOWED_HEADERS,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new HttpError(413, 'Request body too large');
      },
    });
  const bodyLimits = {
    avatar: limit(deps.config.avatarLimitBytes),
    other: limit(deps.config.bodyLimitBytes),
  };
  // A GET or HEAD has no body; asking for one makes @hono/node-server build a full Request.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (c.req.path === AVATAR_UPLOAD_PATH ? bodyLimits.avatar : bodyLimits.other)(c, next),
  );
  // The stand-in messaging service is another service: Bearer jwt, no app key, no maintenance.
  app.route('/api/messaging', messagingRoutes(deps));
  // The hosted card fields are a page in a frame: no app key header, no maintenance switch.
  app.route('/api/hosted', hostedCardFieldsRoutes(deps));
  app.use('/api/*', maintenanceMiddleware(deps.config));
  app.use('/api/*', authMiddleware(deps));

  describeRoute({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document (no app key needed)',
    tags: ['meta'],
    responses: { 200: { description: 'OpenAPI document', schema: openApiDocumentResponse } },
  });
  app.get('/api/openapi.json', (c) => c.json(buildOpenApi()));

  // Catalog and discovery.
  app.route('/api/v6/status', statusRoutes(deps));
  app.route('/api/v6/courses', coursesRoutes(deps));
  app.route('/api/v6/course_reviews', courseReviewsRoutes(deps));
  app.route('/api/v6/search', searchRoutes(deps));
  app.route('/api/v6/tee_time_groups', teeTimeGroupsRoutes(deps));
  app.route('/api/v6/tee_times', teeTimesRoutes(deps));
  app.route('/api/v6/cities', citiesRoutes(deps));
  app.route('/api/v6/countries', countriesRoutes(deps));
  app.route('/api/v6/states', statesRoutes(deps));
  app.route('/api/v6/explore', exploreRoutes(deps));
  app.route('/api/v6/banners', bannersRoutes(deps));
  app.route('/api/v6/deals/alerts', dealAlertsRoutes(deps));
  app.route('/api/v6/deals', dealsRoutes(deps));
  app.route('/api/v6/feedbacks', feedbacksRoutes(deps));
  app.route('/api/v4/mailing_lists', mailingListsRoutes(deps));
  app.route('/api/v6/course_sections', courseSectionsRoutes(deps));
  app.route('/api/v6/failure_recommendation', failureRecommendationRoutes(deps));
  app.route('/api/v4/faqs', faqsRoutes(deps));
  app.route('/api/v6/marketing', marketingRoutes(deps));
  // Accounts and booking (users, cards, guests, checkout, reservations, wallet, insurance, invitations).
  mountAccountsBooking(app, deps);
  // Memberships, offers and rewards (network membership, course programs, partner offers).
  mountMemberships(app, deps);
  // The main site's home page and content pages.
  mountSiteContent(app, deps);

  // Pictures referenced by the seed and uploaded avatars (no app key: <img> cannot send headers).
  app.route(AVATAR_MEDIA_PATH, avatarMediaRoutes(deps));
  app.route('/media', mediaRoutes());

  app.onError(errorHandler);
  app.notFound(notFoundHandler);
  return app;
}
