import { HttpError } from '../http/HttpError';

/**
 * The sandbox stand-in for the bot check (reCAPTCHA) that sign-up, newsletter subscribe,
 * deal alerts and support send (spec 02 §5). Any non-empty response passes except the
 * documented test value `bot`, which answers as a failed check would.
 */
export const FAILING_BOT_CHECK = 'bot';

export function assertHuman(response: string | undefined): void {
  if (!response || response.trim() === '' || response.trim() === FAILING_BOT_CHECK)
    throw new HttpError(422, 'Please confirm you are not a robot.', {
      validation_errors: { g_recaptcha_response_data: ['Please confirm you are not a robot.'] },
    });
}
