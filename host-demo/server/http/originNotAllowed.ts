import { ORIGIN_NOT_ALLOWED, PARTNER_ORIGINS_SETTING } from '../../../src/core/setupProblems';

/**
 * The 403 a page gets when its origin is not on the API's CORS allow-list: its code (the widgets
 * show "This site is not allowed to use the booking service yet" for it) and its message.
 */
export { ORIGIN_NOT_ALLOWED, PARTNER_ORIGINS_SETTING };

/** What the partner developer reads: which origin, and which setting lets it in. */
export const originNotAllowedMessage = (origin: string): string =>
  `Pages at ${origin} are not allowed to use this API. Add ${origin} to ${PARTNER_ORIGINS_SETTING} ` +
  '(comma-separated origins) on the API server, or ask the marketplace to add it for you.';
