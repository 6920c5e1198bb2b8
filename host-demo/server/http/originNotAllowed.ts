/**
 * The code of the 403 a page gets when its origin is not on the API's CORS allow-list (the
 * widgets show "This site is not allowed to use the booking service yet" for it).
 */
export const ORIGIN_NOT_ALLOWED = 'origin_not_allowed';

/** The setting that adds origins to the allow-list (comma-separated). */
export const PARTNER_ORIGINS_SETTING = 'TEETIME_PARTNER_ORIGINS';

/** What the partner developer reads: which origin, and which setting lets it in. */
export const originNotAllowedMessage = (origin: string): string =>
  `Pages at ${origin} are not allowed to use this API. Add ${origin} to ${PARTNER_ORIGINS_SETTING} ` +
  '(comma-separated origins) on the API server, or ask the marketplace to add it for you.';
