/** What every widget says when the API refuses the page itself (setupProblems, apiError). */

/** The code of the API's 403 for a page whose origin is not on its allow-list. */
export const ORIGIN_NOT_ALLOWED = 'origin_not_allowed';
/** The API server's setting that allows more origins. */
export const PARTNER_ORIGINS_SETTING = 'TEETIME_PARTNER_ORIGINS';

export const NOT_ALLOWED_SHOWN =
  'This site is not allowed to use the booking service yet. Its owner can ask the marketplace to allow it.';
export const BAD_KEY_SHOWN =
  'This site’s booking key was not accepted. Its owner should check the key the marketplace gave them.';
